import { Hono, type Context } from 'hono';
import { destinationOf, type Account } from '#domain/account-rules.ts';
import { VERIFICATION_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { codeSentSchema, codeVerifiedSchema, codeVerifySchema, emailTokenSendSchema, mobileTokenSendSchema, type CodePurpose } from '#domain/contract/account.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { deliverCodeByEmail, deliverCodeByPhone } from './code-delivery';
import { codeSendById, insertCodeSend } from './code-sends-db';
import { accountExists } from './members-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { checkCode, issueCode } from './verification';

const MAX_BODY_BYTES = 2 * 1024;

/**
 * A sign-up code needs a free account; a reset or login code an existing one. Either answer tells
 * whether the account exists, so it is limited per client.
 */
async function requireAccountState(c: Context<ProviderEnv>, account: Account, purpose: CodePurpose): Promise<void> {
  await limitRequest(c, 'account_lookup', destinationOf(account));
  const exists = await accountExists(c.env.DB, account);
  if (purpose === 'sign_up' && exists) throw account.kind === 'phone' ? new ApiError(422, 'phone_taken', 'phoneTaken') : new ApiError(422, 'email_taken', 'emailTaken');
  if (purpose !== 'sign_up' && !exists) throw new ApiError(404, 'account_not_found', 'accountNotFound');
}

/** Issues the code (429 + Retry-After when too soon or over the hourly cap) and logs the send under a new id. */
async function newCode(c: Context<ProviderEnv>, account: Account, purpose: CodePurpose, channel: 'sms' | 'voice' | 'email') {
  const destination = destinationOf(account);
  const codeId = crypto.randomUUID();
  const code = await issueCode(c, purpose, destination, codeId);
  await insertCodeSend(c.env.DB, { id: codeId, destination, purpose, channel });
  return { code, codeId };
}

const sent = (codeId: string) => codeSentSchema.parse({ id: codeId, status: 'sent', expired_seconds: VERIFICATION_CODE_TTL_SECONDS });

/** POST /public/mobile_tokens, POST /public/mobile_tokens/send_token_by_email, POST /public/mobile_tokens/verify?id=&token=. */
export const mobileTokens = new Hono<ProviderEnv>()
  .post('/public/mobile_tokens', async (c) => {
    const body = readInput(mobileTokenSendSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const account: Account = { kind: 'phone', phone: body.country_code + body.mobile };
    await requireAccountState(c, account, body.purpose);
    const { code, codeId } = await newCode(c, account, body.purpose, body.token_sender);
    await deliverCodeByPhone(c.env, c.get('locale'), { channel: body.token_sender, to: `+${account.phone}`, code, codeId });
    return c.json(sent(codeId));
  })
  .post('/public/mobile_tokens/send_token_by_email', async (c) => {
    const body = readInput(emailTokenSendSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const account: Account = { kind: 'email', email: body.email.toLowerCase() };
    await requireAccountState(c, account, body.purpose);
    const { code, codeId } = await newCode(c, account, body.purpose, 'email');
    await deliverCodeByEmail(c.env, c.get('locale'), { to: body.email, code, codeId });
    return c.json(sent(codeId));
  })
  .post('/public/mobile_tokens/verify', async (c) => {
    const query = readInput(codeVerifySchema, presentQuery(c.req.url, ['id', 'token']));
    await limitRequest(c, 'code_check', query.id);
    const send = await codeSendById(c.env.DB, query.id);
    if (!send) throw new ApiError(422, 'code_invalid', 'codeInvalid');
    await checkCode(c.env, send.purpose, send.destination, query.token, 'verify');
    return c.json(codeVerifiedSchema.parse({ status: 'verified' }));
  });
