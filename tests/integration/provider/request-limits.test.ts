import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, type LimitedCall, type LimitRule } from '#domain/request-limits.ts';
import { newClientIp, newMobile, send } from './account-fixtures';
import { bookingBody, createBooking, localDateIn } from './booking-fixtures';
import { TEST_CLIENT_IP_HEADER, type ErrorBody } from './call-provider';
import { bookFresh, bookingPath } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

/** A time restaurant R has no slot at. */
const NO_SLOT_TIME = '03:33';

const R = 3;
const from = (ip: string) => ({ [TEST_CLIENT_IP_HEADER]: ip });
const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** The refusal every limit answers: 429, Retry-After within the window, the spec's error shape in the diner's language. */
async function expectRefused(response: Response, call: LimitedCall, scope: 'client' | 'target', locale = 'en'): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  const rules: { client: LimitRule; target?: LimitRule } = REQUEST_LIMITS[call];
  expect(retryAfter).toBeLessThanOrEqual(rules[scope]!.windowSeconds);
  const body = (await response.json()) as ErrorBody;
  expect(body.code).toBe('too_many_attempts');
  if (locale === 'ja') expect(body.full_messages[0]).toMatch(/^試行回数が多すぎます/);
  else expect(body.full_messages[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?$/);
}

describe('limits per client and per target on every call that creates or reveals something', () => {
  it('booking create: one phone books at most its limit, from any address; the next is refused and writes nothing', async () => {
    const date = await localDateIn(R, 6);
    const mobile = newMobile();
    const limit = REQUEST_LIMITS.booking_create.target.limit;
    // Each try asks for a time without a slot, so none is booked: the limit counts tries, not bookings (a full slot's
    // refusal by the seat inventory, which writes nothing, is not counted).
    for (let i = 0; i < limit; i++) {
      const answer = await createBooking(R, bookingBody({ date, mobile, time: NO_SLOT_TIME }), undefined, undefined, newClientIp());
      expect(answer.status).not.toBe(429);
      await answer.body?.cancel();
    }
    const before = await count('bookings');
    await expectRefused(await createBooking(R, bookingBody({ date, mobile }), undefined, 'ja', newClientIp()), 'booking_create', 'target', 'ja');
    expect(await count('bookings')).toBe(before);
    // Another diner is not held back.
    const other = await createBooking(R, bookingBody({ date, mobile: newMobile(), time: NO_SLOT_TIME }), undefined, undefined, newClientIp());
    expect(other.status).not.toBe(429);
  });

  it('booking create: one address makes at most its limit of tries, whatever the phones', async () => {
    const ip = newClientIp();
    const date = await localDateIn(R, 6);
    for (let i = 0; i < REQUEST_LIMITS.booking_create.client.limit; i++) {
      const answer = await createBooking(R, bookingBody({ date, mobile: newMobile(), time: NO_SLOT_TIME }), undefined, undefined, ip);
      expect(answer.status).not.toBe(429);
      await answer.body?.cancel();
    }
    await expectRefused(await createBooking(R, bookingBody({ date, mobile: newMobile() }), undefined, undefined, ip), 'booking_create', 'client');
  });

  it('group requests: per phone', async () => {
    const date = await localDateIn(R, 6);
    const mobile = newMobile();
    const body = { program: 'dine-asia', date, time: '19:00', guest_count: '14', remark: 'Team dinner', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', country_code: '65', mobile, consent: true };
    for (let i = 0; i < REQUEST_LIMITS.group_request.target.limit; i++) expect((await send('POST', `/public/restaurants/${R}/group_requests`, body, from(newClientIp()))).status).toBe(201);
    const before = await count('group_requests');
    await expectRefused(await send('POST', `/public/restaurants/${R}/group_requests`, body, from(newClientIp())), 'group_request', 'target');
    expect(await count('group_requests')).toBe(before);
  });

  it('reviews: per booking', async () => {
    const body = { booking_id: 987654, reservation_code: 'NOSUCH1', rating_food: 5, rating_service: 5, rating_decoration: 5, recommended: true, comment: 'Lovely' };
    for (let i = 0; i < REQUEST_LIMITS.review.target.limit; i++) expect((await send('POST', `/public/restaurants/${R}/reviews`, body, from(newClientIp()))).status).toBe(422);
    await expectRefused(await send('POST', `/public/restaurants/${R}/reviews`, body, from(newClientIp())), 'review', 'target');
  });

  it('sign-up help: per phone, and nothing stored once refused', async () => {
    const help = { sign_up_help: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', country_code: '65', mobile: newMobile() } };
    for (let i = 0; i < REQUEST_LIMITS.sign_up_help.target.limit; i++) expect((await send('POST', '/public/sign_up_helps', help, from(newClientIp()))).status).toBe(201);
    const before = await count('sign_up_helps');
    await expectRefused(await send('POST', '/public/sign_up_helps', help, from(newClientIp())), 'sign_up_help', 'target');
    expect(await count('sign_up_helps')).toBe(before);
  });

  it('sign-up: per phone, wrong codes included', async () => {
    const mobile = newMobile();
    const body = { mobile_token: '0000', country_code: '65', mobile, email: `limit-${mobile}@example.com`, nickname: `limit-${mobile}`, password: 'secret123', region_id: 3 };
    for (let i = 0; i < REQUEST_LIMITS.sign_up.target.limit; i++) expect((await send('POST', '/member/auth', body, from(newClientIp()))).status).toBe(422);
    await expectRefused(await send('POST', '/member/auth', body, from(newClientIp())), 'sign_up', 'target');
  });

  it('code checks: per client, across codes (each code also locks after its own wrong tries)', async () => {
    const ip = newClientIp();
    const verify = () => send('POST', `/public/mobile_tokens/verify?id=${crypto.randomUUID()}&token=0000`, {}, from(ip));
    for (let i = 0; i < REQUEST_LIMITS.code_check.client.limit; i++) expect((await verify()).status).toBe(422);
    await expectRefused(await verify(), 'code_check', 'client');
  });

  it('reading a booking by its code: wrong codes stop the guesser, never the owner', async () => {
    const b = await bookFresh({ restaurant: R });
    const guesser = newClientIp();
    for (let i = 0; i < REQUEST_LIMITS.booking_access.target.limit; i++) {
      expect((await send('GET', bookingPath(b.id, `WRONG${String(i).padStart(3, '0')}`), undefined, from(guesser))).status).toBe(404);
    }
    await expectRefused(await send('GET', bookingPath(b.id, b.code), undefined, from(guesser)), 'booking_access', 'target');
    await expectRefused(await send('DELETE', bookingPath(b.id, b.code), undefined, from(guesser)), 'booking_access', 'target');
    // The owner reads, and reloads, their booking as often as they like.
    const owner = newClientIp();
    for (let i = 0; i < REQUEST_LIMITS.booking_access.client.limit + 2; i++) expect((await send('GET', bookingPath(b.id, b.code), undefined, from(owner))).status).toBe(200);
  });
});
