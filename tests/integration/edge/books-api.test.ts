import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callEdge as call, sameOrigin } from './support/call-edge';
import { slotsByDateSchema } from '#domain/contract/availability.ts';
import { bookingDetailSchema } from '#domain/contract/booking-manage.ts';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';


let n = 0;
/** A booking of restaurant 1 three days ahead, written straight into the shared D1 (the create route is another part's). */
async function seedBooking(): Promise<{ id: number; code: string }> {
  n += 1;
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const time = `15:${String(n).padStart(2, '0')}`;
  const code = `EDGE${Date.now().toString(36).toUpperCase().slice(-6)}${n}`.slice(0, 16);
  const slot = await env.DB.prepare('INSERT INTO time_slots (restaurant_id, date, time, capacity, booked) VALUES (1, ?, ?, 6, 2) RETURNING id').bind(date, time).first<{ id: number }>();
  const zone = (await env.DB.prepare('SELECT time_zone FROM restaurants WHERE id = 1').first<{ time_zone: string }>())!.time_zone;
  const row = await env.DB.prepare(
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, slot_id, party_size, slot_date, slot_time, time_zone,
       first_name, last_name, email, country_code, mobile) VALUES (1, 'dine-asia', 'Jane Doe', ?, 'confirmed', ?, ?, 2, ?, ?, ?, 'Jane', 'Doe', 'jane@example.com', '65', '91234567') RETURNING id`,
  ).bind(`${date}T07:00:00Z`, code, slot!.id, date, time, zone).first<{ id: number }>();
  return { id: row!.id, code };
}

describe('edge booking routes', () => {
  it('reads a booking with its code and answers a wrong code like an unknown booking', async () => {
    const b = await seedBooking();
    const ok = await call(`/api/books/${b.id}?reservation_code=${b.code.toLowerCase()}`);
    expect(ok.status).toBe(200);
    expect(bookingDetailSchema.parse(await ok.json()).reservation_code).toBe(b.code);
    const wrong = await call(`/api/books/${b.id}?reservation_code=ZZZZZZZZ`);
    expect(wrong.status).toBe(404);
  });

  it('validates before the provider: a malformed code or body is a localized 400', async () => {
    const b = await seedBooking();
    const bad = await call(`/api/books/${b.id}?reservation_code=no`, { headers: { 'Accept-Language': 'en' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { full_messages: string[] }).full_messages).toEqual(['Please enter the reservation code from your confirmation']);
    const badBody = await call(`/api/books/${b.id}?reservation_code=${b.code}`, sameOrigin('PUT', { date: 'x', time: '19:00', party_size: 2 }));
    expect(badBody.status).toBe(400);
    const badPhone = await call('/api/books/lookup', sameOrigin('POST', { reservation_code: b.code, country_code: '65', mobile: '12 34' }));
    expect(badPhone.status).toBe(400);
    expect(((await badPhone.json()) as { full_messages: string[] }).full_messages).toEqual(['Please enter a valid phone number']);
  });

  it('refuses cross-site state changes', async () => {
    const b = await seedBooking();
    const response = await call(`/api/books/${b.id}?reservation_code=${b.code}`, { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' } });
    expect(response.status).toBe(403);
    expect((await env.DB.prepare('SELECT status FROM bookings WHERE id = ?').bind(b.id).first<{ status: string }>())!.status).toBe('confirmed');
  });

  it('looks up by code + phone and rate-limits per forwarded client address', async () => {
    const b = await seedBooking();
    const found = await call('/api/books/lookup', sameOrigin('POST', { reservation_code: b.code, country_code: '65', mobile: '91234567' }, { 'CF-Connecting-IP': '192.0.2.1' }));
    expect(found.status).toBe(200);
    const client = { 'CF-Connecting-IP': '192.0.2.77' };
    for (let i = 0; i < REQUEST_LIMITS.booking_lookup.client.limit; i++) {
      const miss = await call('/api/books/lookup', sameOrigin('POST', { reservation_code: `MISS${String(i).padStart(4, '0')}`, country_code: '65', mobile: '91234567' }, client));
      expect(miss.status).toBe(404);
    }
    const limited = await call('/api/books/lookup', sameOrigin('POST', { reservation_code: b.code, country_code: '65', mobile: '91234567' }, client));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    const otherClient = await call('/api/books/lookup', sameOrigin('POST', { reservation_code: b.code, country_code: '65', mobile: '91234567' }, { 'CF-Connecting-IP': '192.0.2.78' }));
    expect(otherClient.status).toBe(200);
  });

  it('answers the slots of the booking’s restaurant for its holder only', async () => {
    const b = await seedBooking();
    const slots = await call(`/api/books/${b.id}/slots?reservation_code=${b.code}`);
    expect(slots.status).toBe(200);
    expect(slotsByDateSchema.parse(await slots.json()).dates.length).toBeGreaterThan(0);
    expect((await call(`/api/books/${b.id}/slots?reservation_code=ZZZZZZZZ`)).status).toBe(404);
  });
});
