import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { SESSION_DAYS } from '../../src/domain/constants';
import { readSessionKeys } from './session-keys';

/** The one algorithm sessions are signed and verified with; a token naming any other is refused. */
export const SESSION_ALGORITHM = 'HS256';
const SESSION_TYPE = 'program-session+jwt';
const MAX_TOKEN_LENGTH = 4096;
export const SESSION_COOKIE = '__Host-dining_session';

/** What the diner arrived with; the access grant of a verified diner joins it in a later issue. */
export const programSessionSchema = z.object({
  program: z.string(),
  handle: z.string().max(64).nullable(),
  source: z.string().max(64).nullable(),
  jumpUrl: z.string().max(2048).nullable(),
  hideNavigation: z.boolean(),
  /** When the diner accepted the program's terms (epoch seconds), spec §9 is_accept_terms. */
  termsAcceptedAt: z.number().int().nullable(),
});
export type ProgramSession = z.infer<typeof programSessionSchema>;

export interface SessionSettings {
  keysText: string | undefined;
  issuer: string;
}

export async function signProgramSession(session: ProgramSession, settings: SessionSettings): Promise<string> {
  const keys = readSessionKeys(settings.keysText);
  const { program, ...claims } = session;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SESSION_ALGORITHM, kid: keys.currentKid, typ: SESSION_TYPE })
    .setIssuer(settings.issuer)
    .setAudience(program)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`)
    .setJti(crypto.randomUUID())
    .sign(keys.keys.get(keys.currentKid)!);
}

/** Verifies a session token for one program; any flaw (alg, kid, exp, iss, aud, typ, size) gives null. */
export async function verifyProgramSession(token: string | undefined, program: string, settings: SessionSettings): Promise<ProgramSession | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const keys = readSessionKeys(settings.keysText);
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = header.kid ? keys.keys.get(header.kid) : undefined;
        if (!key) throw new joseErrors.JWKSNoMatchingKey();
        return key;
      },
      {
        algorithms: [SESSION_ALGORITHM],
        issuer: settings.issuer,
        audience: program,
        typ: SESSION_TYPE,
        requiredClaims: ['exp', 'iat', 'jti'],
      },
    );
    const parsed = programSessionSchema.safeParse({ ...payload, program });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cookie that carries the session; Partitioned + SameSite=None keeps it inside partner iframes. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=None; Partitioned; Max-Age=${SESSION_DAYS * 86400}`;
}
