import { base64url, SignJWT, UnsecuredJWT } from 'jose';

/** What a token of one kind looks like when it is right; each attack changes one thing. */
export interface JwtTarget {
  typ: string;
  audience: string;
  issuer: string;
  claims: Record<string, unknown>;
  key: (kid: string) => Uint8Array;
  currentKid: string;
}

interface Forge {
  alg?: string;
  kid?: string;
  typ?: string;
  audience?: string;
  issuer?: string;
  secret?: Uint8Array;
  claims?: Record<string, unknown>;
  exp?: number | string | null;
}

/** A token signed with jose, with any of its parts changed. */
export function forge(target: JwtTarget, options: Forge = {}): Promise<string> {
  const jwt = new SignJWT({ ...target.claims, ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', kid: options.kid ?? target.currentKid, typ: options.typ ?? target.typ })
    .setIssuer(options.issuer ?? target.issuer)
    .setAudience(options.audience ?? target.audience)
    .setIssuedAt()
    .setJti(crypto.randomUUID());
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? '1h');
  return jwt.sign(options.secret ?? target.key(target.currentKid));
}

/** Key confusion: a header naming RS256, "signed" by HMAC with the HS256 secret itself. */
async function rs256WithTheHmacKey(target: JwtTarget): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url.encode(JSON.stringify({ alg: 'RS256', kid: target.currentKid, typ: target.typ }));
  const payload = base64url.encode(JSON.stringify({ ...target.claims, iss: target.issuer, aud: target.audience, iat: now, exp: now + 3600, jti: 'x' }));
  const key = await crypto.subtle.importKey('raw', new Uint8Array(target.key(target.currentKid)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64url.encode(new Uint8Array(signature))}`;
}

/** Every token an attacker could try in place of a valid one; each must be refused. */
export function jwtAttacks(target: JwtTarget): [string, () => Promise<string>][] {
  return [
    ['alg none', async () => new UnsecuredJWT(target.claims).setIssuer(target.issuer).setAudience(target.audience).setIssuedAt().setJti('x').setExpirationTime('1h').encode()],
    ['algorithm swap to HS512 with the same key', () => forge(target, { alg: 'HS512' })],
    ['algorithm swap to an RS256 header signed with the HMAC key', () => rs256WithTheHmacKey(target)],
    ['expired', () => forge(target, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['missing exp', () => forge(target, { exp: null })],
    ['wrong audience (another program)', () => forge(target, { audience: 'members-club' })],
    ['wrong issuer', () => forge(target, { issuer: 'evil' })],
    ['wrong type', () => forge(target, { typ: 'JWT' })],
    ['unknown kid', () => forge(target, { kid: 'nope' })],
    ['signed with another secret', () => forge(target, { secret: new TextEncoder().encode('x'.repeat(32)) })],
    ['tampered payload', async () => {
      const [header, , signature] = (await forge(target)).split('.');
      const payload = base64url.encode(JSON.stringify({ ...target.claims, aud: target.audience, iss: target.issuer, exp: 9_999_999_999, iat: 1, jti: 'x', hideNavigation: true }));
      return `${header}.${payload}.${signature}`;
    }],
    ['oversized (> 4 KB, validly signed)', () => forge(target, { claims: { pad: 'A'.repeat(4200) } })],
    ['garbage', async () => 'garbage'],
    ['three dots of garbage', async () => '..'],
  ];
}
