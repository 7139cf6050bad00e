import { env } from 'cloudflare:workers';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { callEdge as call, sameOrigin } from './support/call-edge';
import { accountOptionsSchema, memberBooksSchema, memberLevelSchema, memberSchema, upgradeInfoSchema } from '#domain/contract/account.ts';
import { signMemberSession } from '#edge/member-session.ts';
import { readSessionKeys } from '#edge/session-keys.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { signProgramSession, SESSION_COOKIE } from '#edge/session.ts';
import { forge, jwtAttacks, type JwtTarget } from '#tests/integration/support/jwt-attacks.ts';

const PROGRAM = 'dine-asia';
const COOKIE_ATTRIBUTES = '; Path=/; Secure; HttpOnly; SameSite=None; Partitioned';
const SET_MEMBER_COOKIE = new RegExp(`^__Host-dining_member=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)${COOKIE_ATTRIBUTES}; Max-Age=2592000$`);
const CLEARED_MEMBER_COOKIE = `__Host-dining_member=${COOKIE_ATTRIBUTES}; Max-Age=0`;
const settings = { keysText: env.SESSION_KEYS, issuer: 'dining-app' };

let ipCounter = 0;
const newIp = () => `198.51.100.${(ipCounter += 1)}`;

const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({ Cookie: `__Host-dining_member=${cookie}`, ...headers });
const messagesOf = async (response: Response) => ((await response.json()) as { full_messages: string[] }).full_messages;

/** Signs the demo member in through the edge; answers the cookie's JWT and the response. */
async function signIn(account: string, ip = newIp()): Promise<{ jwt: string; response: Response; text: string }> {
  const response = await call(`/api/account/sign-in?program=${PROGRAM}`, sameOrigin('POST', { account, password: 'dining123' }, { 'CF-Connecting-IP': ip }));
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const match = (response.headers.get('Set-Cookie') ?? '').match(SET_MEMBER_COOKIE);
  expect(match, response.headers.get('Set-Cookie') ?? 'no Set-Cookie').not.toBeNull();
  return { jwt: match![1]!, response, text };
}

const me = (jwt: string) => call(`/api/account/me?program=${PROGRAM}`, { headers: withCookie(jwt) });
const signOut = (jwt: string, headers: Record<string, string> = {}) => call(`/api/account/sign-out?program=${PROGRAM}`, sameOrigin('POST', {}, withCookie(jwt, headers)));

describe('member sign-in, session and sign-out through the edge', () => {
  for (const [how, account] of [['phone', '6591234567'], ['e-mail', 'demo@example.com']] as const) {
    it(`signs in by ${how}: HttpOnly __Host- cookie, no token in the answer, /me works, sign-out revokes on the server`, async () => {
      const { jwt, text } = await signIn(account);
      const providerToken = decodeJwt(jwt).mt as string;
      expect(providerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(text).not.toContain(providerToken);
      expect(text).not.toContain(jwt);
      const answer = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(answer).sort()).toEqual(['member', 'message']);
      expect(memberSchema.parse(answer.member).email).toBe('demo@example.com');

      const profile = await me(jwt);
      expect(profile.status).toBe(200);
      expect(memberSchema.parse(await profile.json()).nickname).toBe('demo-diner');

      const out = await signOut(jwt);
      expect(out.status).toBe(200);
      expect(out.headers.get('Set-Cookie')).toBe(CLEARED_MEMBER_COOKIE);

      // The old cookie is still a valid edge JWT: only the provider's revocation can refuse it now.
      const replay = await me(jwt);
      expect(replay.status).toBe(401);
      expect(await messagesOf(replay)).toEqual(['Please log in to continue']);
      expect(replay.headers.get('Set-Cookie')).toBe(CLEARED_MEMBER_COOKIE);
      const row = await env.DB.prepare('SELECT revoked_at FROM member_tokens WHERE member_id = 1 ORDER BY rowid DESC LIMIT 1').first<{ revoked_at: string | null }>();
      expect(row?.revoked_at).not.toBeNull();
    });
  }

  it('each sign-in is a new token; signing out one session leaves the other signed in', async () => {
    const first = await signIn('demo@example.com');
    const second = await signIn('6591234567');
    expect(decodeJwt(first.jwt).mt).not.toBe(decodeJwt(second.jwt).mt);
    expect((await signOut(first.jwt)).status).toBe(200);
    expect((await me(first.jwt)).status).toBe(401);
    expect((await me(second.jwt)).status).toBe(200);
  });

  it('signs out (clears) even when the provider no longer knows the token, and without any cookie', async () => {
    const { jwt } = await signIn('demo@example.com');
    expect((await signOut(jwt)).status).toBe(200);
    const again = await signOut(jwt);
    expect(again.status).toBe(200);
    expect(again.headers.get('Set-Cookie')).toBe(CLEARED_MEMBER_COOKIE);
    const none = await call(`/api/account/sign-out?program=${PROGRAM}`, sameOrigin('POST', {}));
    expect(none.status).toBe(200);
    expect(none.headers.get('Set-Cookie')).toBe(CLEARED_MEMBER_COOKIE);
  });

  it('the cookie belongs to its program: another program sees no member', async () => {
    const { jwt } = await signIn('demo@example.com');
    const other = await call('/api/account/me?program=members-club', { headers: withCookie(jwt) });
    expect(other.status).toBe(401);
  });

  it('without a cookie the member calls answer 401 before the provider, and set no cookie', async () => {
    const response = await call(`/api/account/me?program=${PROGRAM}`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(401);
    expect(await messagesOf(response)).toEqual(['Please log in to continue']);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('a wrong password passes on the provider’s localized 401 and sets no cookie', async () => {
    const response = await call(`/api/account/sign-in?program=${PROGRAM}`, sameOrigin('POST', { account: 'demo@example.com', password: 'wrong-password' }, { 'CF-Connecting-IP': newIp(), 'Accept-Language': 'ja' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const [message] = await messagesOf(response);
    expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('levels, bookings and the partner level carry the member token', async () => {
    const { jwt } = await signIn('demo@example.com');
    const levels = await call(`/api/account/levels?program=${PROGRAM}`, { headers: withCookie(jwt) });
    expect(levels.status).toBe(200);
    memberLevelSchema.parse(await levels.json());
    const bookings = await call(`/api/account/bookings?program=${PROGRAM}`, { headers: withCookie(jwt) });
    expect(bookings.status).toBe(200);
    memberBooksSchema.parse(await bookings.json());
    const partner = await call('/api/account/partner-level', sameOrigin('PUT', { project: PROGRAM }, withCookie(jwt)));
    expect(partner.status).toBe(200);
    expect(await partner.json()).toMatchObject({ levelText: expect.any(String) });
    expect((await call(`/api/account/levels?program=${PROGRAM}`)).status).toBe(401);
  });

  it('the level congratulation and its seen mark carry the member token, and need the cookie', async () => {
    const { jwt } = await signIn('demo@example.com');
    const upgrade = await call(`/api/account/upgrade?program=${PROGRAM}`, { headers: withCookie(jwt) });
    expect(upgrade.status).toBe(200);
    expect(upgradeInfoSchema.parse(await upgrade.json()).visible).toBe(false);
    const seen = await call(`/api/account/upgrade/seen?program=${PROGRAM}`, sameOrigin('POST', {}, withCookie(jwt)));
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual({ announced: false });
    expect((await call(`/api/account/upgrade?program=${PROGRAM}`)).status).toBe(401);
    expect((await call(`/api/account/upgrade/seen?program=${PROGRAM}`, sameOrigin('POST', {}))).status).toBe(401);
  });
});

describe('sign-up and the public account calls through the edge', () => {
  it('signs up with the code from the SMS sandbox and is signed in by the cookie', async () => {
    const ip = newIp();
    const mobile = `8${String(Date.now()).slice(-7)}`;
    const sent = await call('/api/account/codes', sameOrigin('POST', { country_code: '65', mobile, token_sender: 'sms', purpose: 'sign_up' }, { 'CF-Connecting-IP': ip }));
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: string; expired_seconds: number };
    // A resend before the countdown ends: the provider's 429 and Retry-After pass through.
    const early = await call('/api/account/codes', sameOrigin('POST', { country_code: '65', mobile, token_sender: 'voice', purpose: 'sign_up' }, { 'CF-Connecting-IP': ip }));
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toMatch(/^\d+$/);

    const sms = await env.DB.prepare('SELECT body FROM sandbox_sms WHERE to_number = ? ORDER BY id DESC LIMIT 1').bind(`+65${mobile}`).first<{ body: string }>();
    const code = sms!.body.match(/\b(\d{4})\b/)![1]!;
    const verified = await call('/api/account/codes/verify', sameOrigin('POST', { id, token: code }, { 'CF-Connecting-IP': ip }));
    expect(verified.status).toBe(200);

    const nickname = ((await (await call('/api/account/nickname')).json()) as { nickname: string }).nickname;
    const created = await call(
      `/api/account/sign-up?program=${PROGRAM}`,
      sameOrigin('POST', { mobile_token: code, country_code: '65', mobile, email: `edge-${mobile}@example.com`, nickname, password: 'secret123', region_id: 3 }, { 'CF-Connecting-IP': ip }),
    );
    const text = await created.text();
    expect(created.status, text).toBe(201);
    const jwt = (created.headers.get('Set-Cookie') ?? '').match(SET_MEMBER_COOKIE)![1]!;
    expect(text).not.toContain(decodeJwt(jwt).mt as string);
    expect(memberSchema.parse((await (await me(jwt)).json())).nickname).toBe(nickname);

    const exists = await call('/api/account/exists', sameOrigin('POST', { account: `65${mobile}` }, { 'CF-Connecting-IP': ip }));
    expect(await exists.json()).toEqual({ result: true });
  });

  it('a help request reaches the provider', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM sign_up_helps').first<{ n: number }>())!.n;
    const help = await call('/api/account/sign-up-help', sameOrigin('POST', { sign_up_help: { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', country_code: '65', mobile: '81234567' } }));
    expect(help.status).toBe(201);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM sign_up_helps').first<{ n: number }>())!.n).toBe(before + 1);
  });

  it('bad input is a localized 400 and nothing reaches the provider', async () => {
    const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
    const [codes, helps] = [await count('code_sends'), await count('sign_up_helps')];

    const badPhone = await call('/api/account/codes', sameOrigin('POST', { country_code: '65', mobile: '12 34' }));
    expect(badPhone.status).toBe(400);
    expect(await messagesOf(badPhone)).toEqual(['Please enter a valid phone number']);
    const china = await call('/api/account/codes', sameOrigin('POST', { country_code: '86', mobile: '2123456789' }));
    expect(china.status).toBe(400);
    const badHelp = await call('/api/account/sign-up-help', sameOrigin('POST', { sign_up_help: { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', country_code: '65', mobile: 'abc' } }));
    expect(badHelp.status).toBe(400);
    const badAccount = await call(`/api/account/sign-in?program=${PROGRAM}`, sameOrigin('POST', { account: 'not an account', password: 'dining123' }));
    expect(badAccount.status).toBe(400);
    expect(await messagesOf(badAccount)).toEqual(['Please enter a valid phone number or email address']);
    expect(badAccount.headers.get('Set-Cookie')).toBeNull();
    const shortPassword = await call(`/api/account/sign-in?program=${PROGRAM}`, sameOrigin('POST', { account: 'demo@example.com', password: '12345' }));
    expect(shortPassword.status).toBe(400);
    const badCode = await call('/api/account/codes/verify', sameOrigin('POST', { id: crypto.randomUUID(), token: '12a4' }));
    expect(badCode.status).toBe(400);
    const mismatch = await call('/api/account/reset-password', sameOrigin('POST', { account: 'demo@example.com', token: '1234', password: 'secret12', password_confirmation: 'secret13' }));
    expect(mismatch.status).toBe(400);
    const noProgram = await call('/api/account/sign-in', sameOrigin('POST', { account: 'demo@example.com', password: 'dining123' }));
    expect(noProgram.status).toBe(400);
    expect(noProgram.headers.get('Set-Cookie')).toBeNull();
    const ja = await call('/api/account/codes', sameOrigin('POST', { country_code: '65', mobile: '1' }, { 'Accept-Language': 'ja' }));
    expect((await messagesOf(ja))[0]).not.toBe('Please enter a valid phone number');

    expect([await count('code_sends'), await count('sign_up_helps')]).toEqual([codes, helps]);
  });
});

describe('cross-site requests cannot sign in or out', () => {
  const form = (extra: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...extra },
    body: 'account=demo%40example.com&password=dining123',
  });

  it('refuses a cross-site form POST and a cross-site JSON POST to sign-in', async () => {
    for (const [init, status] of [
      [form({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), 403],
      [form({ Origin: 'https://evil.example' }), 403],
      [form({}), 415],
      [{ ...sameOrigin('POST', { account: 'demo@example.com', password: 'dining123' }), headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' } }, 403],
      [sameOrigin('POST', { account: 'demo@example.com', password: 'dining123' }, { 'Sec-Fetch-Site': 'cross-site' }), 403],
    ] as const) {
      const response = await call(`/api/account/sign-in?program=${PROGRAM}`, init);
      expect(response.status).toBe(status);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('refuses a cross-site sign-out: the member stays signed in', async () => {
    const { jwt } = await signIn('demo@example.com');
    const attempts: RequestInit[] = [
      { method: 'POST', headers: withCookie(jwt, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), body: '' },
      { method: 'POST', headers: withCookie(jwt, { 'Content-Type': 'application/json', Origin: 'https://evil.example' }), body: '{}' },
      { method: 'POST', headers: withCookie(jwt, { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }), body: '{}' },
      { method: 'POST', headers: withCookie(jwt, { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin' }), body: '{}' },
    ];
    for (const init of attempts) {
      const response = await call(`/api/account/sign-out?program=${PROGRAM}`, init);
      expect([403, 415]).toContain(response.status);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    expect((await me(jwt)).status).toBe(200);
  });
});

describe('JWT attack matrix', () => {
  const keys = readSessionKeys(env.SESSION_KEYS);
  const key = (kid: string) => keys.keys.get(kid)!;

  describe('member cookie (GET /api/account/me)', async () => {
    // A live provider token inside every forgery: only the edge's own checks can refuse them.
    const signIn = await signedProviderRequest(
      'https://provider.internal/member/auth/sign_in',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account: 'demo@example.com', password: 'dining123' }) },
      { clientIp: '203.0.113.9', siteOrigin: null },
      env.SERVICE_KEYS!,
    );
    const signedIn = await env.PROVIDER!.fetch(signIn as never);
    const { token } = (await signedIn.json()) as { token: string };
    const target: JwtTarget = { typ: 'member-session+jwt', audience: PROGRAM, issuer: 'dining-app', claims: { mt: token }, key, currentKid: keys.currentKid };

    it('accepts the well-formed token (the control), also signed with the older key', async () => {
      expect((await me(await forge(target))).status).toBe(200);
      expect((await me(await forge(target, { kid: 'old', secret: key('old') }))).status).toBe(200);
      expect((await me(await signMemberSession(token, PROGRAM, settings))).status).toBe(200);
    });

    const attacks: [string, () => Promise<string>][] = [
      ...jwtAttacks(target),
      ['the raw provider token without the edge’s signature', async () => token],
      ['a program session JWT in the member cookie', () => signProgramSession({ program: PROGRAM, handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null }, settings)],
      ['a member JWT without the member token claim', () => forge(target, { claims: { mt: undefined } })],
    ];
    for (const [name, make] of attacks) {
      it(`refuses: ${name}`, async () => {
        const response = await me(await make());
        expect(response.status).toBe(401);
        expect(response.headers.get('Set-Cookie')).toBe(CLEARED_MEMBER_COOKIE);
      });
    }
  });

  describe('program session cookie (POST /api/terms/accept)', () => {
    const target: JwtTarget = {
      typ: 'program-session+jwt',
      audience: PROGRAM,
      issuer: 'dining-app',
      claims: { handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null },
      key,
      currentKid: keys.currentKid,
    };
    const accept = (session: string) =>
      call('/api/terms/accept', sameOrigin('POST', { program: PROGRAM }, { Cookie: `${SESSION_COOKIE}=${session}` }));

    it('accepts the well-formed token (the control)', async () => {
      expect((await accept(await forge(target))).status).toBe(200);
    });

    const attacks: [string, () => Promise<string>][] = [
      ...jwtAttacks(target),
      ['a member JWT in the session cookie', async () => signMemberSession('A'.repeat(43), PROGRAM, settings)],
    ];
    for (const [name, make] of attacks) {
      it(`refuses: ${name}`, async () => {
        const response = await accept(await make());
        expect(response.status).toBe(403);
        expect(response.headers.get('Set-Cookie')).toBeNull();
      });
    }
  });
});

describe('account options for the login dialog', () => {
  it("answers the program's regions with their privacy policies and the dialling codes, in the diner's language", async () => {
    const response = await call('/api/account/options?program=members-club', { headers: { 'Accept-Language': 'zh' } });
    expect(response.status).toBe(200);
    const options = accountOptionsSchema.parse(await response.json());
    expect(options.regions.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(options.regions.every((r) => r.privacy_policy_url.startsWith('https://'))).toBe(true);
    expect(options.countries.find((c) => c.country_code === '65')).toBeDefined();
  });

  it('refuses a malformed program with a clear 400', async () => {
    const response = await call('/api/account/options?program=../etc', { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(400);
    expect(await messagesOf(response)).toEqual(['This program is expired or invalid']);
  });
});
