import { SANDBOX_BANK_CLIENT_ID } from '#domain/contract/sandbox-bank.ts';
import { isBankCodeShape, maskedName, type BankLogin } from './bank-login';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { SANDBOX_BANK_USERS } from './bank-sandbox-users';
import { redeemCode } from './bank-sandbox-db';

/** Where the browser reaches the sandbox bank's pages: the app relays them (server/edge/routes/sandbox-pages.ts). */
export const SANDBOX_BANK_AUTHORIZE_PATH = '/api/sandbox/bank/authorize';

/**
 * The local bank: its login pages (routes/sandbox-bank.ts) live on the app's origin, the same as the redirect_uri's;
 * its codes are in D1 (sandbox_bank_codes). What a code is worth depends on the sandbox user who approved it.
 */
export function sandboxBankLogin(env: Pick<ProviderBindings, 'DB'>, now: () => number = Date.now): BankLogin {
  return {
    authorizeUrl({ state, redirectUri, program }) {
      const url = new URL(SANDBOX_BANK_AUTHORIZE_PATH, new URL(redirectUri).origin);
      url.search = new URLSearchParams({ response_type: 'code', client_id: SANDBOX_BANK_CLIENT_ID, redirect_uri: redirectUri, state, program }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const invalid = { ok: false, reason: 'invalid_code', detail: 'invalid_grant' } as const;
      if (!isBankCodeShape(code)) return invalid;
      const username = await redeemCode(env.DB, code, redirectUri, now());
      const user = username ? SANDBOX_BANK_USERS[username] : undefined;
      if (!user) return invalid;
      if (user.exchange === 'declined') return { ok: false, reason: 'declined', detail: 'userinfo_403' };
      if (user.exchange === 'failed') return { ok: false, reason: 'failed', detail: 'sandbox_outage' };
      return { ok: true, customerRef: user.customerRef, maskedName: maskedName(user.name) };
    },
  };
}
