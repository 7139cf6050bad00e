import type { ProviderBindings } from '../env';
import { sandboxSmsAdapter } from '../sandbox/sms-sandbox';
import { httpSmsAdapter } from './http-sms';
import type { SmsAdapter } from './sms-message';

/** The adapter SMS_ADAPTER names ("sandbox" by default, or "http"); an unknown name is a configuration error. */
export function smsAdapterFor(env: ProviderBindings): SmsAdapter {
  const name = env.SMS_ADAPTER ?? 'sandbox';
  if (name === 'sandbox') return sandboxSmsAdapter(env.DB);
  if (name === 'http') {
    return httpSmsAdapter({ accountUrl: env.SMS_API_URL ?? '', accountSid: env.SMS_ACCOUNT_SID ?? '', authToken: env.SMS_AUTH_TOKEN ?? '', from: env.SMS_FROM ?? '' });
  }
  throw new Error(`Unknown SMS_ADAPTER "${name}" (expected "sandbox" or "http")`);
}
