import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callEdge as call } from './support/call-edge';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers }, body: JSON.stringify(body) });
const count = async (table: 'bookings' | 'group_requests') => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
type ErrorBody = { full_messages: string[]; code: string };
type Availability = { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] }; conditions: { meal_periods: unknown[] } };

const guest = { first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', mobile: '91234567', consent: true };

async function bookableSlot() {
  const response = await call('/api/restaurants/1/availability?program=dine-asia');
  expect(response.status).toBe(200);
  const body = await response.json<Availability>();
  expect(body.conditions.meal_periods.length).toBeGreaterThan(0);
  const day = body.slots.dates[3]!;
  return { date: day.date, time: day.slots.at(-1)!.time };
}

describe('booking site API', () => {
  it('answers availability, and a clear error for an unknown restaurant or bad input', async () => {
    await bookableSlot();
    const unknown = await call('/api/restaurants/999999/availability?program=dine-asia&lang=en');
    expect(unknown.status).toBe(404);
    expect((await unknown.json<ErrorBody>()).full_messages).toEqual(['This restaurant does not exist']);
    expect((await call('/api/restaurants/1/availability')).status).toBe(400);
    expect((await call('/api/restaurants/abc/availability?program=dine-asia')).status).toBe(400);
  });

  it('refuses a booking that came without the platform’s diner address (400, localized) and writes nothing', async () => {
    const slot = await bookableSlot();
    const before = await count('bookings');
    const request = new Request('https://app.test/api/restaurants/1/books', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'Idempotency-Key': 'edge-no-address-1', 'Accept-Language': 'ja' },
      body: JSON.stringify({ program: 'dine-asia', ...slot, party_size: 1, ...guest }),
    });
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(400);
    const body = await response.json<ErrorBody>();
    expect(body.code).toBe('client_address_missing');
    expect(body.full_messages).toEqual(['このリクエストの送信元を確認できませんでした。もう一度お試しください']);
    expect(await count('bookings')).toBe(before);
  });

  it('books with an Idempotency-Key, and replays the answer for the same key', async () => {
    const slot = await bookableSlot();
    const body = { program: 'dine-asia', ...slot, party_size: 1, ...guest };
    const first = await post('/api/restaurants/1/books', body, { 'Idempotency-Key': 'edge-key-000001' });
    expect(first.status).toBe(201);
    const created = await first.json<{ booking: { id: number; reservation_code: string } }>();
    const again = await post('/api/restaurants/1/books', body, { 'Idempotency-Key': 'edge-key-000001' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await again.json<{ booking: { id: number } }>()).booking.id).toBe(created.booking.id);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE id = ?').bind(created.booking.id).first<{ n: number }>()).toEqual({ n: 1 });
  });

  it('refuses a voucher code the provider never issued (the provider checks vouchers: vouchers.test.ts)', async () => {
    const slot = await bookableSlot();
    const before = await count('bookings');
    const refused = await post('/api/restaurants/1/books', { program: 'dine-asia', ...slot, party_size: 1, ...guest, voucher_code: 'EDGE-1234' }, { 'Idempotency-Key': 'edge-key-voucher-1' });
    expect(refused.status).toBe(422);
    expect(await count('bookings')).toBe(before);
  });

  it('validates before it forwards: localized 400s, nothing written', async () => {
    const slot = await bookableSlot();
    const before = await count('bookings');
    const good = { program: 'dine-asia', ...slot, party_size: 2, ...guest };
    const cases: [Record<string, unknown>, Record<string, string>, string][] = [
      [good, {}, 'This booking request is missing its request key'],
      [{ ...good, email: 'nope' }, { 'Idempotency-Key': 'edge-key-000002' }, 'Please enter a valid email address'],
      [{ ...good, mobile: '9123 4567' }, { 'Idempotency-Key': 'edge-key-000003' }, 'Please enter a valid phone number'],
      [{ ...good, consent: false }, { 'Idempotency-Key': 'edge-key-000004' }, 'Please agree to the user agreement and privacy policy'],
      [{ ...good, special_requests: 'x'.repeat(1001) }, { 'Idempotency-Key': 'edge-key-000005' }, 'Special requests must be at most 1000 characters'],
    ];
    for (const [body, headers, message] of cases) {
      const response = await post('/api/restaurants/1/books?lang=en', body, headers);
      expect(response.status).toBe(400);
      expect((await response.json<ErrorBody>()).full_messages).toEqual([message]);
    }
    const japanese = await post('/api/restaurants/1/books?lang=ja', { ...good, email: 'nope' }, { 'Idempotency-Key': 'edge-key-000006' });
    expect(japanese.status).toBe(400);
    expect((await japanese.json<ErrorBody>()).full_messages[0]).not.toBe('Please enter a valid email address');
    const crossSite = await call('/api/restaurants/1/books', {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', 'Idempotency-Key': 'edge-key-000007' }, body: JSON.stringify(good),
    });
    expect(crossSite.status).toBe(403);
    expect(await count('bookings')).toBe(before);
  });

  it('passes a full slot’s 409 through with the nearest slots', async () => {
    const { date } = await bookableSlot();
    // A slot whose seats the restaurant's own book holds (no booking of ours): a state no call makes, so written to D1.
    const slot = { date, time: '15:17' };
    await env.DB.prepare('INSERT INTO time_slots (restaurant_id, date, time, capacity, booked) VALUES (1, ?, ?, 4, 4)').bind(slot.date, slot.time).run();
    const response = await post('/api/restaurants/1/books', { program: 'dine-asia', ...slot, party_size: 2, ...guest }, { 'Idempotency-Key': 'edge-key-000008' });
    expect(response.status).toBe(409);
    const body = await response.json<ErrorBody & { nearest_slots: unknown[] }>();
    expect(body.full_messages).toEqual(['No seats available']);
    expect(body.nearest_slots.length).toBeGreaterThan(0);
  });

  it('sends a group request and reads its status; refuses bad input and unknown references', async () => {
    const before = await count('group_requests');
    const bad = await post('/api/restaurants/1/group_requests', { program: 'dine-asia', date: '2099-01-01', guest_count: '12a', remark: 'x', ...guest });
    expect(bad.status).toBe(400);
    expect((await bad.json<ErrorBody>()).full_messages).toEqual(['Please enter the number of guests in digits']);
    expect(await count('group_requests')).toBe(before);
    const sent = await post('/api/restaurants/1/group_requests', { program: 'dine-asia', date: '2099-01-01', guest_count: '20', remark: 'Wedding lunch', ...guest });
    expect(sent.status).toBe(201);
    const { group_request } = await sent.json<{ group_request: { reference_code: string } }>();
    const status = await call(`/api/group_requests/${group_request.reference_code}?lang=en`);
    expect(status.status).toBe(200);
    expect((await status.json<{ group_request: { status_lng: string } }>()).group_request.status_lng).toBe('Pending');
    expect((await call('/api/group_requests/ZZZZZZZZ')).status).toBe(404);
    expect((await call('/api/group_requests/bad!')).status).toBe(400);
  });
});
