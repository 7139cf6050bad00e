import { errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { bytesToBase64Url } from '#domain/base64url.ts';
import { epochSeconds, HS256, hmacKey, signHs256Jwt } from './hs256-jwt';
import { readKeyRing } from './key-ring';
import { readSiteOrigin } from '#domain/site-origin.ts';

/**
 * The app's edge signs every call it makes to the provider; the provider answers nothing without a valid
 * one. The assertion binds the call (method, path with query, body hash) so it cannot be replayed for
 * another, and carries what only the edge knows: the diner's address (from the platform) and the booking
 * site the diner used. HS256 over SERVICE_KEYS, a secret both Workers hold, rotated by kid.
 */
export const SERVICE_ASSERTION_HEADER = 'X-Service-Assertion';
const TYPE = 'service-assertion+jwt';
const ISSUER = 'dining-app';
const AUDIENCE = 'dining-provider';
/** Long enough for one call to cross a service binding; short enough to be useless once seen. */
export const SERVICE_ASSERTION_SECONDS = 60;
const CLOCK_TOLERANCE_SECONDS = 5;
const MAX_ASSERTION_LENGTH = 2048;

export interface ServiceCall {
  method: string;
  /** Path and query as sent, e.g. /public/books/12?reservation_code=AB12CD34. */
  path: string;
  /** base64url SHA-256 of the body, or null without one. */
  bodyHash: string | null;
}

export interface ServiceCaller {
  /** The diner's address as the platform saw it (CF-Connecting-IP), or null when the call is not a diner's. */
  clientIp: string | null;
  /** The origin of the booking site the diner is on, or null. */
  siteOrigin: string | null;
}

const CLIENT_IP = /^[0-9A-Fa-f:.]{2,45}$/;
/** Whether a value looks like an IPv4 or IPv6 address (what CF-Connecting-IP holds). */
export const isClientIp = (value: string): boolean => CLIENT_IP.test(value);
const claimsSchema = z.object({
  m: z.string(),
  p: z.string(),
  bh: z.string().nullable(),
  ip: z.string().regex(CLIENT_IP).nullable(),
  so: z.string().nullable(),
});

/** The base64url SHA-256 of a body as it goes over the wire; null for no body. */
export async function bodyHashOf(body: string | ArrayBuffer | null | undefined): Promise<string | null> {
  if (body === null || body === undefined) return null;
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  if (bytes.length === 0) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return bytesToBase64Url(digest);
}

/** Signs one call with the current kid of SERVICE_KEYS. Throws when SERVICE_KEYS is missing or malformed. */
export async function signServiceAssertion(call: ServiceCall, caller: ServiceCaller, keysText: string | undefined): Promise<string> {
  const ring = readKeyRing(keysText, 'SERVICE_KEYS');
  const iat = epochSeconds();
  const claims = { m: call.method, p: call.path, bh: call.bodyHash, ip: caller.clientIp, so: caller.siteOrigin, iss: ISSUER, aud: AUDIENCE, iat, exp: iat + SERVICE_ASSERTION_SECONDS };
  return signHs256Jwt({ kid: ring.currentKid, typ: TYPE }, claims, ring.keys.get(ring.currentKid)!);
}

/** What a valid assertion says: who calls, and the hash of the body it was signed for. */
export interface VerifiedAssertion {
  caller: ServiceCaller;
  bodyHash: string | null;
}

/**
 * The claims of an assertion valid for exactly this method and path; null for any flaw (missing, too long,
 * other algorithm or type, unknown kid, bad signature, expired, another call's). The caller compares the
 * body hash after this, so no body is read for a call that is not the app's.
 */
export async function verifyServiceAssertion(
  token: string | undefined,
  call: Omit<ServiceCall, 'bodyHash'>,
  keysText: string | undefined,
): Promise<VerifiedAssertion | null> {
  if (!token || token.length > MAX_ASSERTION_LENGTH) return null;
  const ring = readKeyRing(keysText, 'SERVICE_KEYS');
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const secret = header.kid ? ring.keys.get(header.kid) : undefined;
        if (!secret) throw new joseErrors.JWKSNoMatchingKey();
        return hmacKey(secret);
      },
      {
        algorithms: [HS256], issuer: ISSUER, audience: AUDIENCE, typ: TYPE, requiredClaims: ['exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS, maxTokenAge: SERVICE_ASSERTION_SECONDS + CLOCK_TOLERANCE_SECONDS,
      },
    );
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success || claims.data.m !== call.method || claims.data.p !== call.path) return null;
    const { bh, ip, so } = claims.data;
    return { caller: { clientIp: ip, siteOrigin: so === null ? null : readSiteOrigin(so) }, bodyHash: bh };
  } catch {
    return null;
  }
}
