import { expect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { baseURL } from './base-url';
import { grantAccess } from './access';
import { reservedAt } from './booking-money';
import { MANAGE_STAFF } from './fixtures';

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
async function book(request: APIRequestContext, program: string, date: string, time: string, key: string): Promise<{ id: number; reservation_code: string; reservation_at: string }> {
  const response = await request.post(`/api/restaurants/${RESTAURANT}/books`, {
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'Idempotency-Key': key },
    data: { program, date, time, party_size: PARTY, ...GUEST },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: number; reservation_code: string; reservation_at: string } }).booking;
}

/**
 * Bookings for the manage e2e, made through the product's own create call, for a dinner slot the
 * availability API offers (a date a few days ahead with a second free dinner time, so Modify has somewhere
 * to go): every rule, the seat count and the confirmation outbox apply. `withOrder` opens a bill for Check
 * Bill as the restaurant's staff do (see openBill).
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
      if (spec.withOrder) await openBill(request, made);
      bookings.push({ id: made.id, code: made.reservation_code, program: spec.program, restaurantId: RESTAURANT, date: day!.date, time });
    }
    return bookings;
  } finally {
    await request.dispose();
  }
}

/**
 * Staff of the restaurant open a bill of 86.50 through the staff area's own calls. Staff open bills only once a
 * booking's time has come, and this one must stay ahead (the journey modifies and cancels it): so its reserved time is
 * moved a minute into the past through the local sandbox (no call reaches that) and back once the bill is open.
 */
async function openBill(request: APIRequestContext, booking: { id: number; reservation_at: string }): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: baseURL };
  const signIn = await request.post('/api/staff/sign-in', { headers, data: { email: MANAGE_STAFF.email, password: MANAGE_STAFF.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  // The staff cookie is Secure (__Host-): sent by hand, as a browser sends it to localhost.
  const cookie = signIn.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]!;
  await reservedAt(request, booking.id, new Date(Date.now() - 60_000).toISOString());
  try {
    const opened = await request.post(`/api/staff/bookings/${booking.id}/orders`, {
      headers: { ...headers, Cookie: cookie, 'Idempotency-Key': `e2e-manage-bill-${booking.id}` },
      data: { amount_minor: 8650 },
    });
    expect(opened.status(), await opened.text()).toBe(201);
  } finally {
    await reservedAt(request, booking.id, booking.reservation_at);
  }
}
