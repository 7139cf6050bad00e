import { jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { epochSeconds, HS256, hmacKey, signHs256Jwt } from '#crypto/hs256-jwt.ts';
import { readSessionKeys } from './session-keys';

/** The one algorithm edge tokens are signed and verified with; a token naming any other is refused. */
export const EDGE_JWT_ALGORITHM = HS256;
/** Cookies stay far below this; a longer token is refused before any parsing. */
export const MAX_TOKEN_LENGTH = 4096;

export interface SessionSettings {
  keysText: string | undefined;
  issuer: string;
}

interface TokenKind {
  /** The `typ` header: each kind of token has its own, so one can never pass for another. */
  typ: string;
  /** The program the token belongs to. */
  audience: string;
  days: number;
}

/** Signs claims with the current SESSION_KEYS kid: HS256, iss, aud, iat, exp, jti. */
export async function signEdgeJwt(claims: JWTPayload, kind: TokenKind, settings: SessionSettings): Promise<string> {
  const keys = readSessionKeys(settings.keysText);
  const iat = epochSeconds();
  const registered = { iss: settings.issuer, aud: kind.audience, iat, exp: iat + Math.round(kind.days * 86400), jti: crypto.randomUUID() };
  return signHs256Jwt({ kid: keys.currentKid, typ: kind.typ }, { ...claims, ...registered }, keys.keys.get(keys.currentKid)!);
}

/** The payload of a valid token of this kind; any flaw (size, alg, kid, signature, exp, iss, aud, typ) gives null. */
export async function verifyEdgeJwt(token: string | undefined, kind: Omit<TokenKind, 'days'>, settings: SessionSettings): Promise<JWTPayload | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const keys = readSessionKeys(settings.keysText);
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const secret = header.kid ? keys.keys.get(header.kid) : undefined;
        if (!secret) throw new joseErrors.JWKSNoMatchingKey();
        return hmacKey(secret);
      },
      { algorithms: [EDGE_JWT_ALGORITHM], issuer: settings.issuer, audience: kind.audience, typ: kind.typ, requiredClaims: ['exp', 'iat', 'jti'] },
    );
    return payload;
  } catch {
    return null;
  }
}

/** A `__Host-` cookie: Secure, HttpOnly, whole site; Partitioned + SameSite=None keep it inside partner iframes. */
export function hostCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Secure; HttpOnly; SameSite=None; Partitioned; Max-Age=${maxAgeSeconds}`;
}
