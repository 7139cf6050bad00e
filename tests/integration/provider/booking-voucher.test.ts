import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { addSlot, bookingBody, createBooking, localDateIn, uniqueTime } from './booking-fixtures';
import type { ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

const R = 3;
const redemptionsOf = async (id: number) => (await env.DB.prepare('SELECT count(*) AS n FROM voucher_redemptions WHERE booking_id = ?').bind(id).first<{ n: number }>())!.n;
const bookingCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM bookings').first<{ n: number }>())!.n;

async function freshSlot() {
  const date = await localDateIn(R, 4);
  const time = uniqueTime();
  await addSlot({ restaurant: R, date, time, capacity: 6 });
  return { date, time };
}

describe('the voucher code of the booking frame', () => {
  it('refuses a code the provider never issued, and writes nothing (vouchers.test.ts books with issued ones)', async () => {
    const slot = await freshSlot();
    const before = await bookingCount();
    const response = await createBooking(R, bookingBody({ ...slot, voucher_code: 'DINE-2025-ab12' }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).code).toBe('voucher_not_usable');
    expect(await bookingCount()).toBe(before);
  });

  it('redeems nothing without one', async () => {
    const slot = await freshSlot();
    const { booking } = bookingCreatedSchema.parse(await (await createBooking(R, bookingBody(slot))).json());
    expect(await redemptionsOf(booking.id)).toBe(0);
  });

  it.each(['ab', 'has space', 'x'.repeat(65), 'semi;colon'])('refuses the malformed code %j with a 400 and writes nothing', async (code) => {
    const slot = await freshSlot();
    const before = await bookingCount();
    const response = await createBooking(R, bookingBody({ ...slot, voucher_code: code }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual(['Please enter a valid voucher code']);
    expect(await bookingCount()).toBe(before);
  });
});
