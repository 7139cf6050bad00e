import { z } from 'zod';
import { SESSION_DAYS } from '#domain/constants.ts';
import { ACCESS_METHODS } from '#domain/program-access.ts';
import { EDGE_JWT_ALGORITHM, hostCookie, signEdgeJwt, verifyEdgeJwt, type SessionSettings } from './edge-jwt';

export type { SessionSettings };
/** The one algorithm sessions are signed and verified with; a token naming any other is refused. */
export const SESSION_ALGORITHM = EDGE_JWT_ALGORITHM;
const SESSION_TYPE = 'program-session+jwt';
export const SESSION_COOKIE = '__Host-dining_session';

/**
 * The diner's grant for the program: the provider's token (sent back as X-Access-Grant, never to scripts:
 * the cookie is HttpOnly), its method and end. One per session: the latest verification replaces it.
 */
export const sessionAccessSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  method: z.enum(ACCESS_METHODS),
  expiresAt: z.string().max(40),
});
export type SessionAccess = z.infer<typeof sessionAccessSchema>;

/** What the diner arrived with, their consent to the terms and their access grant. */
export const programSessionSchema = z.object({
  program: z.string(),
  handle: z.string().max(64).nullable(),
  source: z.string().max(64).nullable(),
  jumpUrl: z.string().max(2048).nullable(),
  hideNavigation: z.boolean(),
  /** When the diner accepted the program's terms (epoch seconds), spec §9 is_accept_terms. */
  termsAcceptedAt: z.number().int().nullable(),
  access: sessionAccessSchema.nullable().default(null),
  /** A bank login under way: the state the bank must send back, and the page to return to. */
  bankLogin: z.object({ state: z.string().max(200), returnTo: z.string().max(2048) }).nullable().default(null),
});
export type ProgramSession = z.infer<typeof programSessionSchema>;

export async function signProgramSession(session: ProgramSession, settings: SessionSettings): Promise<string> {
  const { program, ...claims } = session;
  return signEdgeJwt(claims, { typ: SESSION_TYPE, audience: program, days: SESSION_DAYS }, settings);
}

/** Verifies a session token for one program; any flaw (alg, kid, exp, iss, aud, typ, size) gives null. */
export async function verifyProgramSession(token: string | undefined, program: string, settings: SessionSettings): Promise<ProgramSession | null> {
  const payload = await verifyEdgeJwt(token, { typ: SESSION_TYPE, audience: program }, settings);
  if (!payload) return null;
  const parsed = programSessionSchema.safeParse({ ...payload, program });
  return parsed.success ? parsed.data : null;
}

/** The cookie that carries the session; Partitioned + SameSite=None keeps it inside partner iframes. */
export function sessionCookie(token: string): string {
  return hostCookie(SESSION_COOKIE, token, SESSION_DAYS * 86400);
}
