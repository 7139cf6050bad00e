import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { STAFF_SESSION_HOURS } from '#domain/contract/staff.ts';
import { signEdgeJwt, verifyEdgeJwt } from './edge-jwt';
import type { AppEnv } from './env';
import { sessionSettingsOf } from './member-session';

/**
 * A restaurant staff member's provider token lives only here: in a JWT the edge signs (its own typ and audience,
 * so neither a diner's member cookie nor a program session can pass for it) in an HttpOnly cookie of its own.
 * SameSite=Strict: the staff area is never framed and is reached only on this site.
 */
export const STAFF_COOKIE = '__Host-dining_staff';
const STAFF_TYPE = 'staff-session+jwt';
const STAFF_AUDIENCE = 'staff';
const MAX_AGE_SECONDS = STAFF_SESSION_HOURS * 3600;

const staffClaimsSchema = z.object({ st: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export function signStaffSession(staffToken: string, env: AppEnv): Promise<string> {
  return signEdgeJwt({ st: staffToken }, { typ: STAFF_TYPE, audience: STAFF_AUDIENCE, days: STAFF_SESSION_HOURS / 24 }, sessionSettingsOf(env));
}

/** The staff token of the request's cookie, or null (not signed in, or a cookie that is not the edge's). */
export async function staffTokenOf(c: Context<{ Bindings: AppEnv }>): Promise<string | null> {
  const payload = await verifyEdgeJwt(getCookie(c, STAFF_COOKIE), { typ: STAFF_TYPE, audience: STAFF_AUDIENCE }, sessionSettingsOf(c.env));
  const parsed = staffClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data.st : null;
}

const cookie = (value: string, maxAge: number) => `${STAFF_COOKIE}=${value}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;
export const staffCookie = (jwt: string) => cookie(jwt, MAX_AGE_SECONDS);
export const clearedStaffCookie = () => cookie('', 0);
