import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { localDateIn } from '#tests/integration/provider/booking-fixtures.ts';
import { lastSeatRound } from '#tests/integration/provider/last-seat-race.ts';

const scale = env as { LOAD_ROUNDS?: string; LOAD_CONCURRENCY?: string };
const ROUNDS = Number(scale.LOAD_ROUNDS ?? 200);
const CONCURRENCY = Number(scale.LOAD_CONCURRENCY ?? 100);
const RESTAURANT = 3;

describe(`last seat: ${CONCURRENCY} concurrent requests × ${ROUNDS} rounds`, () => {
  it('books exactly one per round, oversells nothing and fails no request', async () => {
    const statuses = new Map<number, number>();
    let oversold = 0;
    let wrongBookings = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A slot per round: 40 days × 3 hours of minutes give every round its own time.
      const date = await localDateIn(RESTAURANT, 20 + (round % 40));
      const minutes = 14 * 60 + Math.floor(round / 40);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const result = await lastSeatRound({ restaurant: RESTAURANT, date, time, concurrency: CONCURRENCY, round });
      for (const status of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (result.seats.booked > result.seats.capacity) oversold += 1;
      if (result.bookings !== 1 || result.seats.booked !== 4) wrongBookings += 1;
    }
    console.log(`last-seat load: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(oversold).toBe(0);
    expect(wrongBookings).toBe(0);
    expect(statuses.get(201)).toBe(ROUNDS);
    expect(statuses.get(409)).toBe(ROUNDS * (CONCURRENCY - 1));
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  }, 600_000);
});
