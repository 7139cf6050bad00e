import { Hono, type Context } from 'hono';
import { destinationOf, readAccount } from '#domain/account-rules.ts';
import { memberCreateSchema, memberSessionSchema, signInSchema } from '#domain/contract/account.ts';
import { domainMessages } from '#domain/messages.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest, takeAttempt } from '#provider/platform/client-limits.ts';
import { insertTokenStatement, revokeTokenStatement } from './member-tokens-db';
import { credentialsByAccount, insertMemberStatement, memberIdByInviteCode, memberView, takenFields } from './members-db';
import { regionExists } from '#provider/restaurants/regions-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';
import { newMemberToken, sha256Hex } from '#provider/platform/member-token.ts';
import { requireMember, type MemberEnv } from './member-auth';
import { hashPassword, verifyPassword } from './password-hash';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { checkCode } from './verification';
import { invitePointsStatements } from '#provider/points/points-db.ts';

const MAX_BODY_BYTES = 4 * 1024;

/** The answer to a sign-in or sign-up: the new token (for the edge's cookie) and the member. */
async function session(c: Context<ProviderEnv>, memberId: number, token: { token: string; expiresAt: string }) {
  const member = await memberView(c.env.DB, c.get('locale'), memberId);
  if (!member) throw new Error(`member ${memberId} vanished after sign-in`);
  return memberSessionSchema.parse({ token: token.token, expires_at: token.expiresAt, member, message: translate(c.get('locale'), domainMessages.signedIn) });
}

/** The first of phone, nickname, e-mail that another member has, as the spec's message. */
async function refuseTaken(c: Context<ProviderEnv>, fields: Parameters<typeof takenFields>[1]): Promise<void> {
  const taken = await takenFields(c.env.DB, fields);
  if (taken.phone) throw new ApiError(422, 'phone_taken', 'phoneTaken');
  if (taken.nickname) throw new ApiError(422, 'nickname_taken', 'nicknameTaken');
  if (taken.email) throw new ApiError(422, 'email_taken', 'emailTaken');
}

/** POST /member/auth/sign_in, DELETE /member/auth/sign_out, POST /member/auth (create an account). */
export const memberAuth = new Hono<ProviderEnv>()
  .post('/member/auth/sign_in', async (c) => {
    const body = readInput(signInSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const account = readAccount(body.account)!;
    // Every attempt counts per client, so neither passwords nor accounts can be tried in bulk from one
    // address; wrong passwords count per account too, so a guesser is slowed wherever they come from.
    const destination = destinationOf(account);
    await limitRequest(c, 'sign_in');
    const attempt = await takeAttempt(c, [{ call: 'sign_in', scope: 'target', key: destination }]);
    const credentials = await credentialsByAccount(c.env.DB, account);
    if (!credentials) {
      await attempt.succeeded();
      throw new ApiError(404, 'account_not_found', 'accountNotFound');
    }
    const matches = await verifyPassword(body.password, { hash: credentials.password_hash, salt: credentials.password_salt, iterations: credentials.password_iterations });
    if (!matches) throw new ApiError(401, 'password_incorrect', 'passwordIncorrect');
    await attempt.succeeded();
    const token = newMemberToken(new Date());
    await insertTokenStatement(c.env.DB, await sha256Hex(token.token), token.expiresAt, { id: credentials.id }).run();
    return c.json(await session(c, credentials.id, token));
  })
  .post('/member/auth', async (c) => {
    const body = readInput(memberCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    if (!(await regionExists(c.env.DB, body.region_id))) throw new ApiError(400, 'invalid_request', 'regionNotFound');
    const phone = body.country_code + body.mobile;
    await limitRequest(c, 'sign_up', phone);
    const destination = destinationOf({ kind: 'phone', phone });
    // The code first: without it, this call must not tell whether a phone or e-mail has an account.
    await checkCode(c.env, 'sign_up', destination, body.mobile_token, 'peek');
    await refuseTaken(c, body);
    const inviter = body.invite_code ? await inviterOf(c, body.invite_code) : null;
    await checkCode(c.env, 'sign_up', destination, body.mobile_token, 'consume');
    const password = await hashPassword(body.password);
    const token = newMemberToken(new Date());
    const tokenHash = await sha256Hex(token.token);
    const [inserted] = await c.env.DB.batch([
      insertMemberStatement(c.env.DB, body, password),
      insertTokenStatement(c.env.DB, tokenHash, token.expiresAt, { newMemberPhone: phone }),
      ...(inviter === null ? [] : invitePointsStatements(c.env.DB, { inviterId: inviter, newTokenHash: tokenHash })),
    ]);
    const member = inserted?.results[0] as { id: number } | undefined;
    if (!member) {
      // Another sign-up took the phone, nickname or e-mail between the check and the insert: nothing was written.
      await refuseTaken(c, body);
      throw new Error('sign-up insert skipped although no account holds its phone, nickname or e-mail');
    }
    return c.json(await session(c, member.id, token), 201);
  });

/** The member whose invite code this is; an unknown code is refused before anything is written (spec §8). */
async function inviterOf(c: Context<ProviderEnv>, code: string): Promise<number> {
  const row = await memberIdByInviteCode(c.env.DB, code);
  if (!row) throw new ApiError(422, 'invite_code_incorrect', 'inviteCodeIncorrect');
  return row.id;
}

/** DELETE /member/auth/sign_out: the token is revoked on the server; it no longer opens member calls. */
export const memberSignOut = new Hono<MemberEnv>().delete('/member/auth/sign_out', requireMember(), async (c) => {
  await revokeTokenStatement(c.env.DB, c.get('memberTokenHash')).run();
  return c.json({ status: 'signed_out' });
});
