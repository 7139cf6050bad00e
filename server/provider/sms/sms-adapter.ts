import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { httpSmsAdapter } from './http-sms';
import type { SmsAdapter } from './sms-message';

/** The adapter SMS_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function smsAdapterFor(env: ProviderBindings): SmsAdapter {
  return chooseAdapter(env, 'SMS_ADAPTER', {
    real: {
      http: () => httpSmsAdapter({ accountUrl: env.SMS_API_URL ?? '', accountSid: env.SMS_ACCOUNT_SID ?? '', authToken: env.SMS_AUTH_TOKEN ?? '', from: env.SMS_FROM ?? '' }),
    },
    sandbox: (sandboxes) => sandboxes.sms(env.DB),
  });
}
