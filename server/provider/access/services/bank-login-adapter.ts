import { chooseAdapter } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { BankLogin } from './bank-login';
import { httpBankLogin } from './http-bank-login';

/** The adapter BANK_ADAPTER names ("http", or "sandbox" in local development); anything else refuses. */
export function bankLoginFor(env: ProviderBindings): BankLogin {
  return chooseAdapter(env, 'BANK_ADAPTER', {
    real: {
      http: () =>
        httpBankLogin({
          authorizeUrl: env.BANK_AUTHORIZE_URL,
          tokenUrl: env.BANK_TOKEN_URL,
          userinfoUrl: env.BANK_USERINFO_URL,
          clientId: env.BANK_CLIENT_ID,
          clientSecret: env.BANK_CLIENT_SECRET,
        }),
    },
    sandbox: (sandboxes) => sandboxes.bankLogin(env),
  });
}
