import type { ProviderBindings } from '../env';
import { sandboxMailAdapter } from '../sandbox/mail-sandbox';
import { httpMailAdapter } from './http-mail';
import type { MailAdapter } from './mail-message';

/** Whether the sandbox adapter is on (and with it the /sandbox/mail pages). */
export function isMailSandbox(env: ProviderBindings): boolean {
  return (env.MAIL_ADAPTER ?? 'sandbox') === 'sandbox';
}

/** The adapter MAIL_ADAPTER names; an unknown name is a configuration error, not a silent sandbox. */
export function mailAdapterFor(env: ProviderBindings): MailAdapter {
  if (isMailSandbox(env)) return sandboxMailAdapter(env.DB);
  if (env.MAIL_ADAPTER === 'http') return httpMailAdapter({ url: env.MAIL_API_URL ?? '', apiKey: env.MAIL_API_KEY ?? '' });
  throw new Error(`Unknown MAIL_ADAPTER "${env.MAIL_ADAPTER}" (expected "sandbox" or "http")`);
}
