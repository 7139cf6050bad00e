import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeJwt } from 'jose';
import type { DinerAccess } from '#domain/program-access.ts';
import type { AppEnv } from './env';
import { memberTokenOf, sessionSettingsOf } from './member-session';
import { SESSION_COOKIE, verifyProgramSession, type ProgramSession } from './session';

type Env = { Bindings: AppEnv };

/** What the provider learns of the diner for a program: their member token and access grant, when they hold them. */
export interface DinerCredentials {
  memberToken?: string;
  accessGrant?: string;
}

/** The diner's program session for this program (or, without one named, for the program the cookie is for), or null. */
export async function programSessionOf(c: Context<Env>, program?: string): Promise<ProgramSession | null> {
  const cookie = getCookie(c, SESSION_COOKIE);
  let audience = program;
  if (!audience && cookie) {
    try {
      const aud = decodeJwt(cookie).aud;
      audience = typeof aud === 'string' ? aud : undefined;
    } catch {
      return null;
    }
  }
  // The signature, issuer, type and expiry are checked against the named program all the same.
  return audience ? verifyProgramSession(cookie, audience, sessionSettingsOf(c.env)) : null;
}

/** The grant token to send the provider, from a session. */
export function grantOf(session: ProgramSession | null): string | undefined {
  return session?.access?.token;
}

/** The diner's access as the one rule reads it (program-access.ts). */
export function dinerAccessOf(session: ProgramSession | null, memberToken: string | undefined): DinerAccess {
  const access = session?.access;
  return {
    memberSignedIn: !!memberToken,
    grant: session && access ? { program: session.program, method: access.method, expiresAt: access.expiresAt } : null,
  };
}

/**
 * The credentials of this request for a program (the member cookie and the program session are both per
 * program). Without a program named — a booking reached by its code — the session's own program.
 */
export async function dinerCredentialsOf(c: Context<Env>, program?: string): Promise<DinerCredentials & { session: ProgramSession | null }> {
  const session = await programSessionOf(c, program);
  const slug = program ?? session?.program;
  const memberToken = slug ? await memberTokenOf(c, slug) : undefined;
  return { session, memberToken, accessGrant: grantOf(session) };
}
