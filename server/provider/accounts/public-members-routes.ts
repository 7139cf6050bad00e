import { Hono } from 'hono';
import { destinationOf, readAccount } from '#domain/account-rules.ts';
import { accountExistResultSchema, accountExistSchema, nicknameSuggestionSchema, resetPasswordSchema } from '#domain/contract/account.ts';
import { domainMessages } from '#domain/messages.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { revokeAllTokensStatement } from './member-tokens-db';
import { accountExists, credentialsByAccount, nicknameTaken, updatePasswordStatement } from './members-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';
import { hashPassword } from './password-hash';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { checkCode } from './verification';

const MAX_BODY_BYTES = 4 * 1024;
const NICKNAME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function nicknameCandidate(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  // 31 letters: the modulo bias is irrelevant for a suggestion.
  return `diner_${[...bytes].map((b) => NICKNAME_ALPHABET[b % NICKNAME_ALPHABET.length]).join('')}`;
}

/** POST /public/members/exist, GET /public/members/generate_nickname, POST /public/members/reset_password. */
export const publicMembers = new Hono<ProviderEnv>()
  .post('/public/members/exist', async (c) => {
    const body = readInput(accountExistSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const account = readAccount(body.account)!;
    // Each answer tells whether an account exists: limited per client so accounts cannot be listed.
    await limitRequest(c, 'account_lookup', destinationOf(account));
    return c.json(accountExistResultSchema.parse({ result: await accountExists(c.env.DB, account) }));
  })
  .get('/public/members/generate_nickname', async (c) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const nickname = nicknameCandidate();
      if (!(await nicknameTaken(c.env.DB, nickname))) return c.json(nicknameSuggestionSchema.parse({ nickname }));
    }
    throw new Error('no free nickname in 10 tries');
  })
  .post('/public/members/reset_password', async (c) => {
    const body = readInput(resetPasswordSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const account = readAccount(body.account)!;
    await limitRequest(c, 'account_lookup', destinationOf(account));
    const credentials = await credentialsByAccount(c.env.DB, account);
    if (!credentials) throw new ApiError(404, 'account_not_found', 'accountNotFound');
    await checkCode(c.env, 'reset', destinationOf(account), body.token, 'consume');
    const password = await hashPassword(body.password);
    // The new password and signing out every device are one transaction.
    await c.env.DB.batch([updatePasswordStatement(c.env.DB, credentials.id, password, account.kind === 'email'), revokeAllTokensStatement(c.env.DB, credentials.id)]);
    return c.json({ status: 'reset', message: translate(c.get('locale'), domainMessages.passwordReset) });
  });
