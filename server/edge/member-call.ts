import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { domainMessages } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from './api-locale';
import type { AppEnv } from './env';
import { clearedMemberCookie, MEMBER_COOKIE, sessionSettingsOf, verifyMemberSession } from './member-session';
import { relay } from './relay';

type Env = { Bindings: AppEnv };

/** 401 'Please log in', clearing a member cookie that no longer holds. */
export const signInRequired = (c: Context<Env>, clear = false) => {
  if (clear) c.header('Set-Cookie', clearedMemberCookie());
  return c.json(errorBody(getI18n(apiLocale(c))._(domainMessages.signInRequired), 'sign_in_required'), 401, { 'Cache-Control': 'no-store' });
};

/** The member token the member cookie holds for the program, or null. */
export const tokenIn = (c: Context<Env>, program: string) => verifyMemberSession(getCookie(c, MEMBER_COOKIE), program, sessionSettingsOf(c.env));

/**
 * A member call: without a valid member cookie for the program → 401 before the provider; when the
 * provider no longer knows the token (revoked, expired) → its 401, and the stale cookie is cleared.
 */
export async function asMember(c: Context<Env>, program: string, path: string, request: Parameters<typeof relay>[2] = {}): Promise<Response> {
  const token = await tokenIn(c, program);
  if (!token) return signInRequired(c, getCookie(c, MEMBER_COOKIE) !== undefined);
  const response = await relay(c, path, request, { memberToken: token });
  if (response.status === 401) response.headers.append('Set-Cookie', clearedMemberCookie());
  return response;
}
