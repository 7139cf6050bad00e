import { describe, expect, it } from 'vitest';
import type { AccessGrantAnswer } from '#domain/contract/access.ts';
import { accessCodeGrant, grantHeader } from './access-fixtures';
import { accountEnv, callProvider, codeFromSms, newClientIp, send, signUp, wrongCode } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import type { ErrorBody } from './call-provider';

const env = accountEnv;
const GATED = ['members-club', 'restaurant-week', 'mc-world', 'dbs-dining', 'mobile-perks', 'unionpay-dining', 'amex-dining'] as const;
const RESTAURANT = 1;
// A restaurant in each program's regions (the seed puts restaurants 1–80 in region 1, 81–160 in region 2, …).
const restaurantOf = (program: string) => ({ 'restaurant-week': 81, 'mobile-perks': 241 })[program] ?? RESTAURANT;

/** A free slot at a restaurant of the program. */
async function freeSlot(program = 'dine-asia'): Promise<{ date: string; time: string }> {
  const restaurant = restaurantOf(program);
  const date = await localDateIn(restaurant, 3);
  const time = uniqueTime();
  await addSlot({ restaurant, date, time, capacity: 40 });
  return { date, time };
}

async function bookingsOf(program: string): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE program = ?').bind(program).first<{ n: number }>())!.n;
}

function book(program: string, slot: { date: string; time: string }, headers: Record<string, string> = {}) {
  return callProvider(`/public/restaurants/${restaurantOf(program)}/books`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...headers },
    body: JSON.stringify(bookingBody({ program, ...slot })),
  });
}

async function authenticate(code: string, project = 'restaurant-week', headers: Record<string, string> = {}) {
  return send('POST', '/public/members/authenticate', { code, project }, headers);
}

const grantByCode = accessCodeGrant;
const withGrant = grantHeader;

describe('program access at the provider', () => {
  it('refuses a booking, a group request and the full slots of every gated program without access, and writes nothing', async () => {
    const slot = await freeSlot();
    for (const [index, program] of GATED.entries()) {
      const before = await bookingsOf(program);
      const refused = await book(program, slot);
      expect(refused.status, program).toBe(program === 'members-club' ? 401 : 403);
      expect((await refused.json<ErrorBody>()).code).toBe(program === 'members-club' ? 'sign_in_required' : 'access_required');
      expect(await bookingsOf(program)).toBe(before);

      const group = await send('POST', `/public/restaurants/${RESTAURANT}/group_requests`, {
        program, date: slot.date, time: '19:00', guest_count: '12', remark: 'Team dinner', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', country_code: '65', mobile: `9111222${index}`, consent: true,
      });
      expect([401, 403], program).toContain(group.status);

      const slots = await callProvider(`/public/restaurants/${RESTAURANT}/last_available_time_slots_by_date?program=${program}`);
      expect(slots.status, program).toBe(program === 'members-club' ? 401 : 403);
      const offPeak = await callProvider(`/public/restaurants/${RESTAURANT}/last_available_time_slots_by_date?off_peak_only=true`);
      expect(offPeak.status).toBe(200);
    }
  });

  it('books an open program without any access', async () => {
    expect((await book('dine-asia', await freeSlot())).status).toBe(201);
  });

  it('lets a signed-in member book in a membership program', async () => {
    const member = await signUp();
    expect((await book('members-club', await freeSlot(), { 'X-Member-Token': member.token })).status).toBe(201);
    expect((await book('members-club', await freeSlot(), { 'X-Member-Token': 'x'.repeat(43) })).status).toBe(401);
  });

  it('grants access for a right access code or password, and the grant books; a wrong one is refused', async () => {
    const grant = await grantByCode('246810');
    expect(grant).toMatchObject({ verify: true, program: 'restaurant-week', method: 'access_code', evidence: { kind: 'code' } });
    expect((await grantByCode('RWEEK2026')).evidence).toEqual({ kind: 'password' });
    const wrong = await authenticate('999999');
    expect(wrong.status).toBe(422);
    expect((await wrong.json<ErrorBody>()).code).toBe('access_code_invalid');
    expect((await book('restaurant-week', await freeSlot('restaurant-week'), withGrant(grant))).status).toBe(201);
    const slots = await callProvider('/public/restaurants/81/last_available_time_slots_by_date?program=restaurant-week', { headers: withGrant(grant) });
    expect(slots.status).toBe(200);
  });

  it('answers wide_valid without using the code', async () => {
    const valid = await callProvider('/public/access_codes/wide_valid?project=restaurant-week&code_or_password=246810');
    expect(await valid.json()).toEqual({ valid: true });
    const invalid = await callProvider('/public/access_codes/wide_valid?project=restaurant-week&code_or_password=111111');
    expect(await invalid.json()).toEqual({ valid: false });
  });

  it('never opens one program with another program’s grant', async () => {
    const grant = await grantByCode();
    const slot = await freeSlot();
    for (const program of GATED.filter((p) => p !== 'restaurant-week')) {
      expect((await book(program, slot, withGrant(grant))).status, program).toBe(program === 'members-club' ? 401 : 403);
    }
    // restaurant-week's code means nothing in mc-world (codes are hashed with their program).
    expect((await authenticate('246810', 'mc-world')).status).toBe(404);
  });

  it('refuses an expired grant', async () => {
    const grant = await grantByCode();
    // No call ends a grant early (they last 30 days; Amex logins 30 minutes): the test moves its end into the past.
    await env.DB.prepare("UPDATE access_grants SET expires_at = '2000-01-01T00:00:00.000Z', granted_at = '1999-01-01T00:00:00.000Z' WHERE program_slug = 'restaurant-week' AND evidence = '{\"kind\":\"code\"}' AND revoked_at IS NULL").run();
    expect((await book('restaurant-week', await freeSlot('restaurant-week'), withGrant(grant))).status).toBe(403);
  });

  it('keeps only the latest verification: a new grant revokes the one the diner held', async () => {
    const first = await grantByCode('246810');
    const second = await grantByCode('RWEEK2026', withGrant(first));
    const slot = await freeSlot('restaurant-week');
    expect((await book('restaurant-week', slot, withGrant(first))).status).toBe(403);
    expect((await book('restaurant-week', slot, withGrant(second))).status).toBe(201);
    // A refused verification leaves the grant the diner held.
    expect((await authenticate('000000', 'restaurant-week', withGrant(second))).status).toBe(422);
    expect((await book('restaurant-week', await freeSlot('restaurant-week'), withGrant(second))).status).toBe(201);
  });

  it('redeems a single-use code once, whatever the number of diners racing for it', async () => {
    const code = String(100000 + Math.floor(Math.random() * 899999));
    const ops = await callProvider('/ops/programs/restaurant-week/access', {
      method: 'POST',
      headers: { Authorization: 'Bearer test-ops-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ codes: [{ code, max_redemptions: 1 }] }),
    });
    expect(ops.status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => authenticate(code, 'restaurant-week', { 'X-Client-IP': newClientIp() })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    for (const loser of losers) expect((await loser.json<ErrorBody>()).code).toBe('access_code_used_up');
    const row = await env.DB.prepare("SELECT redemptions FROM access_codes WHERE program_slug = 'restaurant-week' AND max_redemptions = 1 ORDER BY id DESC LIMIT 1").first<{ redemptions: number }>();
    expect(row!.redemptions).toBe(1);
  });

  it('slows down a client guessing codes', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await authenticate(String(200000 + i), 'restaurant-week', { 'X-Client-IP': ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right code waits: the guesser's address is held back, not the code.
    expect((await authenticate('246810', 'restaurant-week', { 'X-Client-IP': ip })).status).toBe(429);
  });

  it('refuses malformed codes with a clear error and stores nothing', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM access_grants').first<{ n: number }>())!.n;
    for (const body of [{ code: '', project: 'restaurant-week' }, { code: 'a b', project: 'restaurant-week' }, { code: 'x'.repeat(65), project: 'restaurant-week' }, { code: '246810', project: 'Not A Slug' }, 'not json']) {
      const answer = typeof body === 'string'
        ? await callProvider('/public/members/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
        : await authenticate(body.code, body.project);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await answer.json<ErrorBody>()).full_messages[0]).toBeTruthy();
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM access_grants').first<{ n: number }>())!.n).toBe(before);
  });

  it('grants a whitelisted mobile proven by its code, and nobody else', async () => {
    const listed = await callProvider('/public/projects/mobile-perks/whitelists/6590001234');
    expect(await listed.json()).toEqual({ listed: true });
    expect(await (await callProvider('/public/projects/mobile-perks/whitelists/6590009999')).json()).toEqual({ listed: false });

    const unlisted = await send('POST', '/public/projects/mobile-perks/whitelists/6590009999/tokens', {});
    expect(unlisted.status).toBe(404);
    expect((await unlisted.json<ErrorBody>()).code).toBe('mobile_not_whitelisted');

    expect((await send('POST', '/public/projects/mobile-perks/whitelists/6590001234/tokens', {})).status).toBe(200);
    const code = await codeFromSms('+6590001234');
    const verify = (guess: string) => send('POST', '/public/projects/mobile-perks/vouchers/verify_and_auto_assign', { region_id: 4, country_code: '65', mobile: '90001234', code: guess });
    expect((await verify(wrongCode(code))).status).toBe(422);
    const granted = await verify(code);
    expect(granted.status).toBe(200);
    const grant = await granted.json<AccessGrantAnswer>();
    expect(grant).toMatchObject({ method: 'mobile_whitelist', program: 'mobile-perks', evidence: { mobile: '+65 ••••1234' } });
    // The code was used up by the grant.
    expect((await verify(code)).status).toBe(422);
    expect((await book('mobile-perks', await freeSlot('mobile-perks'), withGrant(grant))).status).toBe(201);
    const stored = await env.DB.prepare('SELECT evidence FROM access_grants WHERE program_slug = ? ORDER BY id DESC LIMIT 1').bind('mobile-perks').first<{ evidence: string }>();
    expect(stored!.evidence).not.toContain('90001234');
  });

  it('asks a diner changing a booking of a gated program for access again', async () => {
    const grant = await grantByCode();
    const slot = await freeSlot('restaurant-week');
    const created = await book('restaurant-week', slot, withGrant(grant));
    expect(created.status).toBe(201);
    const { booking } = await created.json<{ booking: { id: number; reservation_code: string } }>();
    const change = (headers: Record<string, string>) =>
      send('PUT', `/public/books/${booking.id}?reservation_code=${booking.reservation_code}`, { date: slot.date, time: slot.time, party_size: 3 }, headers);
    expect((await change({})).status).toBe(403);
    expect((await change(withGrant(grant))).status).toBe(200);
  });
});

it('creates bookings with a key even when refused before the slot is checked (no key is stored for a refusal)', async () => {
  const key = newKey();
  const slot = await freeSlot();
  const refused = await createBooking(RESTAURANT, bookingBody({ program: 'mc-world', ...slot }), key);
  expect(refused.status).toBe(403);
  const stored = await env.DB.prepare('SELECT count(*) AS n FROM idempotency_keys WHERE key = ?').bind(key).first<{ n: number }>();
  expect(stored!.n).toBe(0);
});
