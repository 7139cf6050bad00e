import { demoTables } from '#provider/seed/index.ts';
import { insertOrIgnore, type Row } from '#provider/seed/sql-insert.ts';
import { STAFF_PASSWORD } from '#provider/seed/staff.ts';

/**
 * Rows written into the e2e D1 before the server starts (tests/e2e/support/serve.ts), with the demo seed's
 * machinery (INSERT OR IGNORE), for the states no product call reaches: a guest booking whose reserved time has
 * passed (nothing books in the past: staff settle it, diners review it) and a scheduled card hold the gateway declined (the sandbox gateway declines a
 * saved card only by its expiry on the real clock). Each test takes its own booking by its fixed id and code, so no
 * two tests share a row, whatever their order or the worker they run on (each worker's server seeds its own).
 * Times are relative to the seeding, a moment before the tests start.
 */
export interface FixtureBooking { id: number; code: string; email: string; mobile: string }

const guest = (id: number, code: string, first: string, last: string, email: string, mobile: string) => ({ id, code, first, last, email, mobile });

/** Guest bookings at restaurant 3 (CNY) whose time has come: staff settle them, open bills for them, diners appeal and pay. */
export const PAST_BOOKINGS = {
  staffBill: guest(900_001, 'BLFIXT0001', 'Mei', 'Tan', 'mei-blfixt0001@example.com', '81239877'),
  staffNoShow: guest(900_002, 'NSFIXT0002', 'Lena', 'Koh', 'lena-nsfixt0002@example.com', '81239876'),
  billPaidWithNewCard: guest(900_003, 'PBFIXT0003', 'Mei', 'Tan', 'pay-pbfixt0003@example.com', '81239878'),
  billPaidWithSavedCard: guest(900_004, 'PSFIXT0004', 'Ravi', 'Nair', 'saved-psfixt0004@example.com', '81239879'),
} as const;
export const PAST_RESTAURANT = 3;

/** A booking at the guarantee restaurant 40 days ahead whose scheduled SGD 100 hold on Mastercard …0008 was declined. */
export const DECLINED_HOLD = guest(900_005, 'HDFIXT0005', 'Mei', 'Tan', 'mei-hdfixt0005@example.com', '81239877');
const GUARANTEE_RESTAURANT = 162;

/** A guest booking at restaurant 4 whose meal was yesterday: its diner reviews it from the manage screen. */
export const REVIEWABLE_BOOKING = guest(900_006, 'RVFIXT0006', 'Mei', 'Tan', 'mei-rvfixt0006@example.com', '81239880');
const REVIEW_RESTAURANT = 4;

/** A staff account of restaurant 2 (the manage e2e's restaurant, which the demo gives none): its staff open the bill Check Bill shows. */
export const MANAGE_STAFF = { restaurant: 2, email: 'staff-2@dining-demo.example', password: 'staff123' };

const utc = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => utc(ms).replace(/\.\d{3}Z$/, 'Z');

function booking(b: FixtureBooking & { first: string; last: string }, restaurant: number, timeZone: string, at: number): Row {
  return {
    id: b.id, restaurant_id: restaurant, program: 'dine-asia', member_or_guest_name: `${b.first} ${b.last}`, reservation_at: seconds(at), status: 'confirmed',
    reservation_code: b.code, first_name: b.first, last_name: b.last, email: b.email, country_code: '65', mobile: b.mobile, time_zone: timeZone, party_size: 2,
  };
}

/** The fixtures as SQL statements, for a seeding at `now`. */
export function e2eFixtureStatements(now = Date.now()): string[] {
  const restaurants = demoTables().find(([table]) => table === 'restaurants')![1];
  const timeZone = (id: number) => restaurants.find((r) => r.id === id)!.time_zone as string;
  const order = `bk-e2e-${DECLINED_HOLD.code.toLowerCase()}`;
  return [
    ...insertOrIgnore('bookings', [
      ...Object.values(PAST_BOOKINGS).map((b) => booking(b, PAST_RESTAURANT, timeZone(PAST_RESTAURANT), now - 20 * 60_000)),
      booking(DECLINED_HOLD, GUARANTEE_RESTAURANT, timeZone(GUARANTEE_RESTAURANT), now + 40 * 86_400_000),
      booking(REVIEWABLE_BOOKING, REVIEW_RESTAURANT, timeZone(REVIEW_RESTAURANT), now - 86_400_000),
    ]),
    ...insertOrIgnore('booking_payments', [{
      booking_id: DECLINED_HOLD.id, order_id: order, kind: 'guarantee', state: 'failed', card_brand: 'MASTERCARD', card_last4: '0008', gateway_token: 'tok-e2e',
      currency: 'SGD', amount_minor: 10_000, created_at: utc(now - 5_000), updated_at: utc(now),
    }]),
    ...insertOrIgnore('payment_operations', [{
      order_id: order, transaction_id: 'hold-1', booking_id: DECLINED_HOLD.id, operation: 'AUTHORIZE', purpose: 'hold', amount_minor: 10_000, currency: 'SGD',
      status: 'failed', gateway_code: 'EXPIRED_CARD', created_at: utc(now - 1_000), answered_at: utc(now),
    }]),
    ...insertOrIgnore('staff_accounts', [{ id: 900, restaurant_id: MANAGE_STAFF.restaurant, email: MANAGE_STAFF.email, name: 'Host of restaurant 2', ...STAFF_PASSWORD }]),
  ];
}
