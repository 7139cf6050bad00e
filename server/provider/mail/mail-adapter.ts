import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { httpMailAdapter } from './http-mail';
import type { MailAdapter } from './mail-message';

/** The adapter MAIL_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function mailAdapterFor(env: ProviderBindings): MailAdapter {
  return chooseAdapter(env, 'MAIL_ADAPTER', {
    real: { http: () => httpMailAdapter({ url: env.MAIL_API_URL ?? '', apiKey: env.MAIL_API_KEY ?? '' }) },
    sandbox: (sandboxes) => sandboxes.mail(env.DB),
    requires: ['MAIL_FROM'],
  });
}

/** The sender of every e-mail (MAIL_FROM, which mailAdapterFor requires: no address is ever invented). */
export function mailSender(env: ProviderBindings): string {
  if (!env.MAIL_FROM) throw new Error('MAIL_FROM is not set');
  return env.MAIL_FROM;
}
