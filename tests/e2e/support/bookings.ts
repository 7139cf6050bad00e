import { expect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { baseURL } from './base-url';
import { grantAccess } from './access';
import { E2E_STATE } from './e2e-state';

const exec = promisify(execFile);

// Restaurant 2 has slots (server/provider/seed/availability.ts) and no other e2e test books it.
const RESTAURANT = 2;
const PARTY = 2;
const GUEST = { first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', mobile: '91234567', special_requests: 'Window seat, please', consent: true };

interface Slot { time: string; seats: { available: number[] } }
interface SlotsByDate { dates: { date: string; slots: Slot[] }[] }

export interface E2eBooking {
  id: number;
  code: string;
  program: string;
  restaurantId: number;
  date: string;
  time: string;
}

/** Dinner times (from 18:00) that still take the party, per date, as the booking site reads them. */
async function freeDinnerTimes(request: APIRequestContext, program: string): Promise<{ date: string; times: string[] }[]> {
  const response = await request.get(`/api/restaurants/${RESTAURANT}/availability?program=${program}`);
  expect(response.status()).toBe(200);
  const { slots } = (await response.json()) as { slots: SlotsByDate };
  return slots.dates.map((d) => ({ date: d.date, times: d.slots.filter((s) => s.time >= '18:00' && s.seats.available.includes(PARTY)).map((s) => s.time) }));
}

/** POST /api/restaurants/{id}/books as the booking site sends it: same origin, JSON, an Idempotency-Key. */
async function book(request: APIRequestContext, program: string, date: string, time: string, key: string): Promise<{ id: number; reservation_code: string }> {
  const response = await request.post(`/api/restaurants/${RESTAURANT}/books`, {
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'Idempotency-Key': key },
    data: { program, date, time, party_size: PARTY, ...GUEST },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: number; reservation_code: string } }).booking;
}

/**
 * Bookings for the manage e2e, made through the product's own create call, for a dinner slot the
 * availability API offers (a date a few days ahead with a second free dinner time, so Modify has somewhere
 * to go): every rule, the seat count and the confirmation outbox apply. `withOrder` opens a bill for Check
 * Bill, the one state no call can make yet (restaurant staff open bills in a later issue): that row alone is
 * written straight into the e2e server's D1.
 */
export async function seedBookings(specs: { program: string; withOrder?: boolean }[]): Promise<E2eBooking[]> {
  const request = await apiRequest.newContext({ baseURL });
  try {
    const bookings: E2eBooking[] = [];
    for (const [i, spec] of specs.entries()) {
      // A gated program books only for a diner with access (a member, a verified card).
      await grantAccess(request, spec.program);
      const day = (await freeDinnerTimes(request, spec.program)).slice(3).find((d) => d.times.length >= 2);
      expect(day, 'a date with two free dinner times').toBeTruthy();
      const time = day!.times[0]!;
      const made = await book(request, spec.program, day!.date, time, `e2e-seed-${Date.now()}-${i}`);
      if (spec.withOrder) await openBill(made.id);
      bookings.push({ id: made.id, code: made.reservation_code, program: spec.program, restaurantId: RESTAURANT, date: day!.date, time });
    }
    return bookings;
  } finally {
    await request.dispose();
  }
}

async function openBill(bookingId: number): Promise<void> {
  const sql = `INSERT INTO booking_orders (booking_id, amount_cents, currency) VALUES (${bookingId}, 8650, 'SGD')`;
  await exec('npx', ['--no-install', 'wrangler', 'd1', 'execute', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', E2E_STATE, '--command', sql]);
}
