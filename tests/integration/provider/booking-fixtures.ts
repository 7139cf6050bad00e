import { expect } from 'vitest';
import { addDays, toLocal } from '#domain/restaurant-time.ts';
import { callProvider, TEST_CLIENT_IP_HEADER } from './call-provider';
import { providerEnv as env } from './seed-database';

/** A seeded restaurant's zone, to compute its local dates. */
export async function zoneOf(restaurant: number): Promise<string> {
  return (await env.DB.prepare('SELECT time_zone FROM restaurants WHERE id = ?').bind(restaurant).first<{ time_zone: string }>())!.time_zone;
}

export async function localDateIn(restaurant: number, days: number): Promise<string> {
  return addDays(toLocal(new Date(), await zoneOf(restaurant)).date, days);
}

let slotMinutes = 0;
/** A time no seeded slot uses and no earlier call returned: the tests of a file share one database. */
export function uniqueTime(): string {
  const minutes = 14 * 60 + 1 + slotMinutes++;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export async function addSlot(p: { restaurant: number; date: string; time: string; capacity: number; booked?: number; deal?: number | null; offPeak?: number | null }): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO time_slots (restaurant_id, date, time, capacity, booked, off_peak_discount, deal_id) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(p.restaurant, p.date, p.time, p.capacity, p.booked ?? 0, p.offPeak ?? null, p.deal ?? null)
    .first<{ id: number }>();
  return row!.id;
}

export async function slotSeats(id: number): Promise<{ capacity: number; booked: number }> {
  return (await env.DB.prepare('SELECT capacity, booked FROM time_slots WHERE id = ?').bind(id).first<{ capacity: number; booked: number }>())!;
}

/** A copy of restaurant 1 in another zone, with its own booking conditions. */
export async function addRestaurantInZone(id: number, timeZone: string, conditions: { max_days_ahead?: number; lead_time_minutes?: number } = {}): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO restaurants (id, region_id, district_id, lat, lng, time_zone, currency, avg_price, rating_food, rating_service, rating_decoration, phone, cover_url)
       SELECT ?, region_id, district_id, lat, lng, ?, currency, avg_price, rating_food, rating_service, rating_decoration, phone, cover_url FROM restaurants WHERE id = 1`,
    ).bind(id, timeZone),
    env.DB.prepare('INSERT INTO booking_conditions (restaurant_id, max_days_ahead, lead_time_minutes) VALUES (?, ?, ?)').bind(id, conditions.max_days_ahead ?? 366, conditions.lead_time_minutes ?? 0),
  ]);
}

/**
 * The guest's mobile in a booking body unless the test names one: the same all through one test (so a
 * retried body is the same body) and another in the next test, as different diners would be; each phone
 * has its own limit on bookings (REQUEST_LIMITS.booking_create).
 */
export function guestMobile(): string {
  const name = expect.getState().currentTestName ?? '';
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `9${String(hash % 10_000_000).padStart(7, '0')}`;
}

export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  program: 'dine-asia', date: '2099-01-01', time: '19:00', party_size: 2, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com',
  country_code: '65', mobile: guestMobile(), special_requests: 'Window seat', for_someone_else: false, consent: true, ...overrides,
});

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;

export function createBooking(
  restaurant: number, body: unknown, key: string | null = newKey(), locale?: string, clientIp?: string, dinerHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...dinerHeaders };
  if (clientIp) headers[TEST_CLIENT_IP_HEADER] = clientIp;
  if (key !== null) headers['Idempotency-Key'] = key;
  return callProvider(`/public/restaurants/${restaurant}/books`, {
    method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body), ...(locale ? { locale } : {}),
  });
}
