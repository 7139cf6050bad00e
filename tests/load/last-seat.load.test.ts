import { describe, expect, it } from 'vitest';
import { addSlot, bookingBody, createBooking, localDateIn, slotSeats } from '../integration/provider/booking-fixtures';
import { providerEnv as env } from '../integration/provider/seed-database';

const ROUNDS = Number(import.meta.env.LOAD_ROUNDS ?? 200);
const CONCURRENCY = Number(import.meta.env.LOAD_CONCURRENCY ?? 100);
const RESTAURANT = 3;

describe(`last seat: ${CONCURRENCY} concurrent requests × ${ROUNDS} rounds`, () => {
  it('books exactly one per round, oversells nothing and fails no request', async () => {
    const statuses = new Map<number, number>();
    let oversold = 0;
    let wrongBookings = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A slot per round, with one seat left: 40 days × 3 hours of minutes give every round its own time.
      const date = await localDateIn(RESTAURANT, 20 + (round % 40));
      const minutes = 14 * 60 + Math.floor(round / 40);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const slot = await addSlot({ restaurant: RESTAURANT, date, time, capacity: 4, booked: 3 });
      const responses = await Promise.all(
        Array.from({ length: CONCURRENCY }, (_, i) => createBooking(RESTAURANT, bookingBody({ date, time, party_size: 1, first_name: `R${round}D${i}` }))),
      );
      for (const r of responses) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      await Promise.all(responses.map((r) => r.body?.cancel()));
      const seats = await slotSeats(slot);
      if (seats.booked > seats.capacity) oversold += 1;
      const made = await env.DB.prepare('SELECT COUNT(*) AS n FROM bookings WHERE slot_id = ?').bind(slot).first<{ n: number }>();
      if (made!.n !== 1 || seats.booked !== 4) wrongBookings += 1;
    }
    console.log(`last-seat load: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(oversold).toBe(0);
    expect(wrongBookings).toBe(0);
    expect(statuses.get(201)).toBe(ROUNDS);
    expect(statuses.get(409)).toBe(ROUNDS * (CONCURRENCY - 1));
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  }, 600_000);
});
