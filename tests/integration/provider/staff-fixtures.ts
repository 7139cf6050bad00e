import { expect } from 'vitest';
import { newClientIp, send } from './account-fixtures';
import { providerEnv as env } from './seed-database';

/** A demo restaurant's staff session: staff-<restaurant>@dining-demo.example / staff123 (restaurants 1, 3, 241 and 287). */
export async function staffToken(restaurant: number): Promise<string> {
  const answer = await send('POST', '/staff/auth/sign_in', { email: `staff-${restaurant}@dining-demo.example`, password: 'staff123' }, { 'X-Client-IP': newClientIp() });
  expect(answer.status).toBe(200);
  return (await answer.json<{ token: string }>()).token;
}

export const asStaff = (token: string, method: string, path: string, body?: unknown) => send(method, path, body, { 'X-Staff-Token': token });

let bookings = 0;
/**
 * A booking whose reserved time has passed (an hour ago): no call books in the past, so the test writes it, with
 * the phone of the member it belongs to, if any.
 */
export async function pastBooking(restaurant: number, mobile = '81112222', email = 'ana@example.com'): Promise<{ id: number; code: string }> {
  const code = `ST${Date.now().toString(36).toUpperCase()}${++bookings}`.slice(0, 16);
  const at = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const row = await env.DB.prepare(
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, first_name, last_name, email, country_code, mobile, time_zone)
     VALUES (?1, 'dine-asia', 'Ana Lim', ?2, 'confirmed', ?3, 'Ana', 'Lim', ?5, '65', ?4, (SELECT time_zone FROM restaurants WHERE id = ?1)) RETURNING id`,
  ).bind(restaurant, at, code, mobile, email).first<{ id: number }>();
  return { id: row!.id, code };
}

/** Staff open a bill of the booking (as the staff area does); answers the open order. */
export async function openBill(token: string, bookingId: number, amountMinor: number): Promise<{ id: number; amount_cents: number; currency: string; status: string }> {
  const answer = await send('POST', `/staff/bookings/${bookingId}/orders`, { amount_minor: amountMinor }, { 'X-Staff-Token': token, 'Idempotency-Key': `bill-${crypto.randomUUID()}` });
  expect(answer.status).toBe(201);
  return (await answer.json<{ order: { id: number; amount_cents: number; currency: string; status: string } }>()).order;
}
