import { env } from 'cloudflare:workers';
import { base64url, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signProgramSession, verifyProgramSession, type ProgramSession } from '#edge/session.ts';
import { readSessionKeys } from '#edge/session-keys.ts';

const settings = { keysText: env.SESSION_KEYS, issuer: 'dining-app' };
const session: ProgramSession = { program: 'dine-asia', handle: 'sea', source: 'app', jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null };
const key = (kid: string) => readSessionKeys(env.SESSION_KEYS).keys.get(kid)!;

/** A token built by hand, to try what an attacker could send. */
function forge(options: { alg?: string; kid?: string; typ?: string; secret?: Uint8Array; claims?: Record<string, unknown>; exp?: number | null }) {
  const jwt = new SignJWT({ handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', kid: options.kid ?? 'k2', typ: options.typ ?? 'program-session+jwt' })
    .setIssuer('dining-app')
    .setAudience('dine-asia')
    .setIssuedAt()
    .setJti('forged');
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? '1h');
  return jwt.sign(options.secret ?? key('k2'));
}

describe('program session JWT', () => {
  it('round-trips the arrival values for its program', async () => {
    const token = await signProgramSession(session, settings);
    expect(await verifyProgramSession(token, 'dine-asia', settings)).toEqual(session);
  });

  it('is bound to its program (audience)', async () => {
    const token = await signProgramSession(session, settings);
    expect(await verifyProgramSession(token, 'members-club', settings)).toBeNull();
  });

  it('verifies tokens signed with an older key that is still in the set (rotation)', async () => {
    expect(await verifyProgramSession(await forge({ kid: 'old', secret: key('old') }), 'dine-asia', settings)).not.toBeNull();
  });

  const attacks: [string, () => Promise<string>][] = [
    ['alg none', async () => new UnsecuredJWT({ handle: null }).setIssuer('dining-app').setAudience('dine-asia').setExpirationTime('1h').encode()],
    ['algorithm swap to HS512 with the same key', () => forge({ alg: 'HS512' })],
    ['expired', () => forge({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['missing exp', () => forge({ exp: null })],
    ['wrong issuer', async () => new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: 'k2', typ: 'program-session+jwt' }).setIssuer('evil').setAudience('dine-asia').setIssuedAt().setJti('x').setExpirationTime('1h').sign(key('k2'))],
    ['wrong type', () => forge({ typ: 'JWT' })],
    ['unknown kid', () => forge({ kid: 'nope' })],
    ['signed with another secret', () => forge({ secret: new TextEncoder().encode('x'.repeat(32)) })],
    ['tampered payload', async () => {
      const [header, , signature] = (await forge({})).split('.');
      const payload = base64url.encode(JSON.stringify({ aud: 'dine-asia', iss: 'dining-app', exp: 9_999_999_999, iat: 1, jti: 'x', hideNavigation: true }));
      return `${header}.${payload}.${signature}`;
    }],
    ['oversized', async () => `${await forge({})}${'A'.repeat(5000)}`],
    ['not a JWT at all', async () => 'garbage'],
  ];
  for (const [name, make] of attacks) {
    it(`refuses a token: ${name}`, async () => {
      expect(await verifyProgramSession(await make(), 'dine-asia', settings)).toBeNull();
    });
  }
});
