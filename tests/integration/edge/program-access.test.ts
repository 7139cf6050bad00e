import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sessionWithArrivalAccess } from '#edge/arrival-access.ts';
import { SESSION_COOKIE, signProgramSession, verifyProgramSession, type ProgramSession } from '#edge/session.ts';
import { callEdge, newDinerIp, sameOrigin } from './support/call-edge';

const settings = { keysText: env.SESSION_KEYS, issuer: env.SESSION_ISSUER };
type ErrorBody = { full_messages: string[]; code: string };
type Availability = { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } };

const freshSession = (program: string) =>
  signProgramSession({ program, handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null }, settings);
const cookieOf = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` });
const sessionTokenIn = (response: Response) => /__Host-dining_session=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
const sessionIn = (response: Response, program: string): Promise<ProgramSession | null> => verifyProgramSession(sessionTokenIn(response), program, settings);
const bookings = async (program: string) => (await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE program = ?').bind(program).first<{ n: number }>())!.n;
const guest = { first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', consent: true };
let keys = 0;

async function bookAt(restaurant: number, program: string, headers: Record<string, string> = {}) {
  const availability = await callEdge(`/api/restaurants/${restaurant}/availability?program=${program}`, { headers });
  if (availability.status !== 200) return availability;
  const day = (await availability.json<Availability>()).slots.dates[3]!;
  const body = { program, date: day.date, time: day.slots.at(-1)!.time, party_size: 1, ...guest, mobile: `8${String(++keys).padStart(7, '0')}` };
  return callEdge(`/api/restaurants/${restaurant}/books`, sameOrigin('POST', body, { 'Idempotency-Key': `edge-access-${Date.now()}-${keys}`, ...headers }));
}

describe('program access through the app', () => {
  it('refuses every gated program’s availability and bookings without access, and writes nothing', async () => {
    for (const program of ['members-club', 'restaurant-week', 'mc-world', 'dbs-dining', 'mobile-perks', 'unionpay-dining', 'amex-dining']) {
      const before = await bookings(program);
      const availability = await callEdge(`/api/restaurants/1/availability?program=${program}&lang=ja`);
      expect(availability.status, program).toBe(program === 'members-club' ? 401 : 403);
      expect((await availability.json<ErrorBody>()).full_messages[0]).not.toMatch(/verify|log in/i);
      const body = { program, date: '2099-01-01', time: '19:00', party_size: 2, ...guest, mobile: '81234567' };
      const booked = await callEdge('/api/restaurants/1/books', sameOrigin('POST', body, { 'Idempotency-Key': `edge-refused-${program}` }));
      expect(booked.status, program).toBe(program === 'members-club' ? 401 : 403);
      expect(await bookings(program)).toBe(before);
    }
  });

  it('keeps the grant of a right access code in the HttpOnly session, and the session books', async () => {
    const session = await freshSession('restaurant-week');
    const granted = await callEdge('/api/access', sameOrigin('POST', { program: 'restaurant-week', method: 'access_code', code: '246810' }, cookieOf(session)));
    expect(granted.status).toBe(200);
    const body = await granted.json<{ access: { method: string; expires_at: string } }>();
    expect(body.access.method).toBe('access_code');
    expect(JSON.stringify(body)).not.toMatch(/private_token|token/);
    expect(granted.headers.get('Set-Cookie')).toContain('HttpOnly');
    const kept = await sessionIn(granted, 'restaurant-week');
    expect(kept?.access?.method).toBe('access_code');
    const booked = await bookAt(81, 'restaurant-week', cookieOf(sessionTokenIn(granted)!));
    expect(booked.status).toBe(201);
  });

  it('refuses a wrong code with the localized message, bad input with a 400, and a call without a session, keeping nothing', async () => {
    const session = await freshSession('restaurant-week');
    const wrong = await callEdge('/api/access?lang=zh', sameOrigin('POST', { program: 'restaurant-week', method: 'access_code', code: '000000' }, cookieOf(session)));
    expect(wrong.status).toBe(422);
    expect((await wrong.json<ErrorBody>()).full_messages[0]).not.toBe('This access code or password is not valid');
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    for (const body of [{}, { program: 'restaurant-week', method: 'magic' }, { program: 'restaurant-week', method: 'card_bin', card_number: 'x'.repeat(41) }, { program: 'Bad Slug', method: 'access_code', code: '1' }]) {
      const refused = await callEdge('/api/access', sameOrigin('POST', body, cookieOf(session)));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.headers.get('Set-Cookie')).toBeNull();
    }
    const noSession = await callEdge('/api/access', sameOrigin('POST', { program: 'restaurant-week', method: 'access_code', code: '246810' }));
    expect(noSession.status).toBe(403);
    const otherProgram = await callEdge('/api/access', sameOrigin('POST', { program: 'restaurant-week', method: 'access_code', code: '246810' }, cookieOf(await freshSession('mc-world'))));
    expect(otherProgram.status).toBe(403);
  });

  it('answers a diner over the guessing limit 429 with Retry-After and the message in their language', async () => {
    const session = await freshSession('restaurant-week');
    const headers = { ...cookieOf(session), 'CF-Connecting-IP': newDinerIp() };
    const guess = (code: string) => callEdge('/api/access?lang=ja', sameOrigin('POST', { program: 'restaurant-week', method: 'access_code', code }, headers));
    for (let i = 0; i < 10; i++) expect((await guess(String(900100 + i))).status).toBe(422);
    const limited = await guess('900200');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const message = (await limited.json<ErrorBody>()).full_messages[0]!;
    expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(message).toMatch(/\d/);
  });

  // Pages are not part of this Worker: the arrival check runs here as the page middleware calls it.
  const arrive = async (query: string, session: ProgramSession): Promise<ProgramSession> => {
    const app = new Hono<{ Bindings: typeof env }>().get('/', async (c) => c.json(await sessionWithArrivalAccess(c as never, session, new URL(c.req.url).searchParams)));
    const response = await app.fetch(new Request(`https://app.test/?${query}`, { headers: { 'CF-Connecting-IP': '203.0.113.9' } }), env);
    return (await response.json()) as ProgramSession;
  };
  const blank = (program: string): ProgramSession => ({ program, handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null });

  it('verifies an access code a partner’s link carries once, not on every page', async () => {
    const first = await arrive('program=restaurant-week&access_code=246810', blank('restaurant-week'));
    expect(first.access?.method).toBe('access_code');
    const again = await arrive('program=restaurant-week&access_code=246810', first);
    expect(again.access?.token).toBe(first.access?.token);
    const wrong = await arrive('program=restaurant-week&access_code=000000', blank('restaurant-week'));
    expect(wrong.access).toBeNull();
  });

  it('lets a UnionPay partner login in on arrival, and ignores a token that is not the partner’s', async () => {
    const arrived = await arrive('program=unionpay-dining&token=UP-SANDBOX-8613800138000', blank('unionpay-dining'));
    expect(arrived.access?.method).toBe('unionpay');
    const token = await signProgramSession(arrived, settings);
    expect((await bookAt(1, 'unionpay-dining', cookieOf(token))).status).toBe(201);
    expect((await arrive('program=unionpay-dining&token=UP-FORGED-0000000000', blank('unionpay-dining'))).access).toBeNull();
  });

  it('lets a card issuer’s signed link in once, made by the dev page, and ignores a bare BIN', async () => {
    const made = await callEdge('/api/dev/card-issuer-link?program=mc-world&bin=51111111', { redirect: 'manual' });
    expect(made.status, await made.clone().text()).toBe(303);
    const home = new URL(made.headers.get('Location')!, 'https://app.test');
    expect(home.searchParams.get('program')).toBe('mc-world');
    const arrived = await arrive(home.search.slice(1), blank('mc-world'));
    expect(arrived.access?.method).toBe('card_bin');
    expect((await bookAt(1, 'mc-world', cookieOf(await signProgramSession(arrived, settings)))).status).toBe(201);
    // The same link in another session: used once already.
    expect((await arrive(home.search.slice(1), blank('mc-world'))).access).toBeNull();
    expect((await arrive('program=mc-world&cbin=51111111', blank('mc-world'))).access).toBeNull();
  });

  it('runs the bank login: the state the session started, the bank’s single-use code, and the automatic resume', async () => {
    const session = await freshSession('dbs-dining');
    const start = await callEdge(`/api/access/bank/start?program=dbs-dining&return_to=${encodeURIComponent('/profile?program=dbs-dining&restaurant_id=161')}`, { headers: cookieOf(session), redirect: 'manual' });
    expect(start.status).toBe(303);
    const bank = new URL(start.headers.get('Location')!);
    expect(bank.pathname).toBe('/api/sandbox/bank/authorize');
    const started = sessionTokenIn(start)!;
    const state = bank.searchParams.get('state')!;

    const form = (path: string, fields: Record<string, string>) =>
      callEdge(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: 'https://app.test' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
    const hidden = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]));
    const login = await (await callEdge(`${bank.pathname}${bank.search}`)).text();
    const consent = await (await form('/api/sandbox/bank/login', { ...hidden(login), username: 'dbs-demo', password: 'Bank1234' })).text();
    const back = await form('/api/sandbox/bank/consent', { ...hidden(consent), decision: 'approve' });
    const callback = new URL(back.headers.get('Location')!);
    expect(callback.pathname).toBe('/api/access/bank/callback');

    // A callback without the session that started it is refused.
    expect((await callEdge(`${callback.pathname}${callback.search}`, { redirect: 'manual' })).status).toBe(403);
    const forgedState = `${callback.pathname}?code=${callback.searchParams.get('code')}&state=dbs-dining.forged-state-000000`;
    expect((await callEdge(forgedState, { headers: cookieOf(started), redirect: 'manual' })).status).toBe(403);

    const resumed = await callEdge(`${callback.pathname}${callback.search}`, { headers: cookieOf(started), redirect: 'manual' });
    expect(resumed.status).toBe(303);
    const page = new URL(resumed.headers.get('Location')!, 'https://app.test');
    expect(page.pathname).toBe('/profile');
    expect(page.searchParams.get('verify_status')).toBe('CALLBACK');
    const granted = await sessionIn(resumed, 'dbs-dining');
    expect(granted?.access?.method).toBe('bank');
    expect(granted?.bankLogin).toBeNull();
    expect(state.startsWith('dbs-dining.')).toBe(true);
    expect((await bookAt(161, 'dbs-dining', cookieOf(sessionTokenIn(resumed)!))).status).toBe(201);
  });

  it('refuses a bank login start for a return address off the app', async () => {
    const session = await freshSession('dbs-dining');
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '']) {
      const start = await callEdge(`/api/access/bank/start?program=dbs-dining&return_to=${encodeURIComponent(returnTo)}`, { headers: cookieOf(session), redirect: 'manual' });
      expect(start.status, returnTo).toBe(400);
    }
  });
});
