import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { SESSION_DAYS } from '#domain/constants.ts';
import { hostCookie, signEdgeJwt, verifyEdgeJwt, type SessionSettings } from './edge-jwt';
import type { AppEnv } from './env';

/**
 * The signed-in member's provider token lives only here: inside a JWT the edge signs (HS256, SESSION_KEYS,
 * aud = program, its own typ) in an HttpOnly cookie. The browser's scripts never see it; a forged or
 * altered cookie is refused before anything reaches the provider; the provider still decides whether the
 * token is live (revoked on sign-out).
 */
export const MEMBER_COOKIE = '__Host-dining_member';
const MEMBER_TYPE = 'member-session+jwt';
const MAX_AGE_SECONDS = SESSION_DAYS * 86400;

const memberClaimsSchema = z.object({ mt: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/) });

export const sessionSettingsOf = (env: AppEnv): SessionSettings => ({ keysText: env.SESSION_KEYS, issuer: env.SESSION_ISSUER });

export function signMemberSession(memberToken: string, program: string, settings: SessionSettings): Promise<string> {
  return signEdgeJwt({ mt: memberToken }, { typ: MEMBER_TYPE, audience: program, days: SESSION_DAYS }, settings);
}

/** The provider token inside a valid member cookie of this program, else null. */
export async function verifyMemberSession(cookie: string | undefined, program: string, settings: SessionSettings): Promise<string | null> {
  const payload = await verifyEdgeJwt(cookie, { typ: MEMBER_TYPE, audience: program }, settings);
  const parsed = memberClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data.mt : null;
}

/** The member token of the request's cookie for this program, or undefined (not signed in). */
export async function memberTokenOf(c: Context<{ Bindings: AppEnv }>, program: string): Promise<string | undefined> {
  return (await verifyMemberSession(getCookie(c, MEMBER_COOKIE), program, sessionSettingsOf(c.env))) ?? undefined;
}

export const memberCookie = (jwt: string) => hostCookie(MEMBER_COOKIE, jwt, MAX_AGE_SECONDS);
export const clearedMemberCookie = () => hostCookie(MEMBER_COOKIE, '', 0);
