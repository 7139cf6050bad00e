import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '#provider/platform/api-error.ts';
import { memberIdOfToken } from './member-tokens-db';
import type { ProviderBindings, ProviderVariables } from '#provider/platform/env.ts';
import { isMemberTokenShape, sha256Hex } from '#provider/platform/member-token.ts';

/** The member token header that member calls carry (spec §6; the edge adds it from its cookie). */
export const MEMBER_TOKEN_HEADER = 'X-Member-Token';

export type MemberEnv = { Bindings: ProviderBindings; Variables: ProviderVariables & { memberId: number; memberTokenHash: string } };

/** The member of the request's live (not revoked, not expired) member token, else 401 'Please log in'. */
export async function signedInMember(c: Pick<Context<{ Bindings: ProviderBindings }>, 'env' | 'req'>): Promise<{ memberId: number; tokenHash: string }> {
  const token = c.req.header(MEMBER_TOKEN_HEADER) ?? '';
  if (!isMemberTokenShape(token)) throw new ApiError(401, 'sign_in_required', 'signInRequired');
  const tokenHash = await sha256Hex(token);
  const row = await memberIdOfToken(c.env.DB, tokenHash, new Date().toISOString());
  if (!row) throw new ApiError(401, 'sign_in_required', 'signInRequired');
  return { memberId: row.member_id, tokenHash };
}

/** Member calls: a live (not revoked, not expired) member token, else 401 'Please log in'. */
export function requireMember() {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const { memberId, tokenHash } = await signedInMember(c);
    c.set('memberId', memberId);
    c.set('memberTokenHash', tokenHash);
    await next();
  });
}
