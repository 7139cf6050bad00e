import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { addDays, toInstant, toUtcText } from '../../../src/domain/restaurant-time';

const exec = promisify(execFile);
// The e2e server's D1 (tests/e2e/support/serve.ts).
const STATE = '.wrangler/e2e-state';

async function d1<T>(sql: string): Promise<T[]> {
  const { stdout } = await exec('npx', ['--no-install', 'wrangler', 'd1', 'execute', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', STATE, '--json', '--command', sql], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const answers = JSON.parse(stdout) as { results: T[] }[];
  return answers.flatMap((a) => a.results);
}

export interface E2eBooking {
  id: number;
  code: string;
  program: string;
  restaurantId: number;
  date: string;
  time: string;
}

/**
 * Demo bookings for the manage e2e, written straight into the e2e server's D1 as the seed is (wrangler
 * d1 execute): this branch has no app route that creates a booking (the booking site's create is another
 * part's), and the provider is reachable only through the app. Each takes its seats from a seeded slot
 * in the same statement list, so the seat accounting stays exact; one gets an open order for Check Bill.
 */
export async function seedBookings(specs: { program: string; withOrder?: boolean }[], restaurantId = 1, time = '19:00'): Promise<E2eBooking[]> {
  const [restaurant] = await d1<{ time_zone: string }>(`SELECT time_zone FROM restaurants WHERE id = ${restaurantId}`);
  const date = addDays(new Date().toISOString().slice(0, 10), 5);
  const reservationAt = toUtcText(toInstant(date, time, restaurant!.time_zone));
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const bookings = specs.map((spec, i) => ({ ...spec, code: `E2E${suffix}${i}` }));
  const slot = `(SELECT id FROM time_slots WHERE restaurant_id = ${restaurantId} AND date = '${date}' AND time = '${time}' AND deal_id IS NULL)`;
  const statements = bookings.flatMap((b) => [
    `UPDATE time_slots SET booked = booked + 2 WHERE id = ${slot}`,
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, slot_id, party_size, slot_date, slot_time, time_zone,
       first_name, last_name, email, country_code, mobile, special_requests, locale)
     VALUES (${restaurantId}, '${b.program}', 'Mei Tan', '${reservationAt}', 'confirmed', '${b.code}', ${slot}, 2, '${date}', '${time}', '${restaurant!.time_zone}',
       'Mei', 'Tan', 'mei@example.com', '65', '91234567', 'Window seat, please', 'en')`,
    ...(b.withOrder ? [`INSERT INTO booking_orders (booking_id, amount_cents, currency) SELECT id, 8650, 'SGD' FROM bookings WHERE reservation_code = '${b.code}'`] : []),
  ]);
  await d1(statements.join(';\n'));
  const rows = await d1<{ id: number; reservation_code: string }>(`SELECT id, reservation_code FROM bookings WHERE reservation_code IN (${bookings.map((b) => `'${b.code}'`).join(', ')})`);
  return bookings.map((b) => ({ id: rows.find((r) => r.reservation_code === b.code)!.id, code: b.code, program: b.program, restaurantId, date, time }));
}
