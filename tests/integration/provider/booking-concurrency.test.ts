import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, slotSeats, uniqueTime } from './booking-fixtures';
import { callProvider } from './call-provider';
import { lastSeatRound } from './last-seat-race';
import { bookingPath, modify, outboxOf, storedBooking } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

// Bounded versions of the load checks, run by `npm test`: exact counts only, no times.
const R = 3;

// Exact counts, no times: a race of many real requests through workerd and D1 may take a while on a busy 2-core
// machine (the limits add two Durable Object calls to every create), so it gets more than the default 20 s.
const RACE_TIMEOUT_MS = 120_000;

describe('concurrent requests for the same seats and bookings', () => {
  it('sells the last seat exactly once per round: 50 concurrent creates × 3 rounds', async () => {
    const date = await localDateIn(R, 6);
    for (let round = 0; round < 3; round++) {
      const result = await lastSeatRound({ restaurant: R, date, time: uniqueTime(), concurrency: 50, round });
      expect(result.statuses.filter((s) => s === 201), `round ${round}`).toHaveLength(1);
      expect(result.statuses.filter((s) => s === 409), `round ${round}`).toHaveLength(49);
      expect(result.seats).toEqual({ capacity: 4, booked: 4 });
      expect(result.bookings).toBe(1);
    }
  }, RACE_TIMEOUT_MS);

  it('keeps every slot’s seats equal to its confirmed parties when cancels, double cancels and modifies of the same bookings race', async () => {
    const date = await localDateIn(R, 7);
    const home = await Promise.all([0, 1].map(async () => {
      const time = uniqueTime();
      return { id: await addSlot({ restaurant: R, date, time, capacity: 12 }), time };
    }));
    // Every modify asks for this slot: it takes two parties of 2 at most, so some modifies find it full.
    const targetTime = uniqueTime();
    const target = await addSlot({ restaurant: R, date, time: targetTime, capacity: 5 });
    const bookings = [];
    for (let i = 0; i < 8; i++) {
      const response = await createBooking(R, bookingBody({ date, time: home[i % 2]!.time, party_size: 2, first_name: `Racer${i}`, mobile: newMobile() }));
      expect(response.status).toBe(201);
      bookings.push(bookingCreatedSchema.parse(await response.json()).booking);
    }

    const cancel = (id: number, code: string) => callProvider(bookingPath(id, code), { method: 'DELETE' });
    const answers = await Promise.all(
      bookings.map(async (b) => {
        const responses = await Promise.all([
          cancel(b.id, b.reservation_code),
          modify(b.id, b.reservation_code, { date, time: targetTime, party_size: 2 }),
          cancel(b.id, b.reservation_code),
        ]);
        await Promise.all(responses.map((r) => r.body?.cancel()));
        return { booking: b, cancels: [responses[0]!.status, responses[2]!.status], modify: responses[1]!.status };
      }),
    );

    for (const { booking, cancels, modify: modified } of answers) {
      expect([...cancels, modified].every((s) => s === 200 || s === 409)).toBe(true);
      const cancelled = cancels.filter((s) => s === 200).length;
      const moved = modified === 200 ? 1 : 0;
      // Each booking is cancelled at most once, and only the changes that answered 200 wrote a row.
      expect(cancelled).toBeLessThanOrEqual(1);
      const stored = await storedBooking(booking.id);
      expect(stored!.status).toBe(cancelled === 1 ? 'cancelled' : 'confirmed');
      const rows = await outboxOf(booking.id);
      expect(rows).toHaveLength(cancelled + moved);
      expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.filter((r) => r.kind === 'booking_cancelled')).toHaveLength(cancelled);
      expect(stored!.mail_sequence).toBe(cancelled + moved);
    }
    expect(answers.filter((a) => a.modify === 200).length).toBeLessThanOrEqual(2);
    for (const slot of [...home.map((h) => h.id), target]) {
      const seats = await slotSeats(slot);
      const held = await env.DB.prepare("SELECT coalesce(sum(party_size), 0) AS n FROM bookings WHERE slot_id = ? AND status = 'confirmed'").bind(slot).first<{ n: number }>();
      expect(seats.booked, `slot ${slot}`).toBe(held!.n);
      expect(seats.booked).toBeLessThanOrEqual(seats.capacity);
    }
  }, RACE_TIMEOUT_MS);
});
