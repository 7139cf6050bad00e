import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, slotSeats, uniqueTime } from './booking-fixtures';
import { callProvider } from './call-provider';
import { modify } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

const R = 2;
type Step = { kind: 'book'; party: number; to: number } | { kind: 'cancel'; pick: number } | { kind: 'modify'; pick: number; party: number; to: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), party: fc.integer({ min: 1, max: 5 }), to: fc.nat(1) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('modify' as const), pick: fc.nat(), party: fc.integer({ min: 1, max: 5 }), to: fc.nat(1) }),
);

// Exact counts, no times: a race of many real requests through workerd and D1 may take a while on a busy 2-core
// machine (the limits add two Durable Object calls to every create), so it gets more than the default 20 s.
const RACE_TIMEOUT_MS = 120_000;

describe('seat accounting', () => {
  it('keeps remaining seats + booked party sizes = capacity after every book, modify or cancel', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const date = await localDateIn(R, 4);
        const slots = await Promise.all([0, 1].map(async () => {
          const time = uniqueTime();
          return { id: await addSlot({ restaurant: R, date, time, capacity: 8 }), time };
        }));
        const open: { id: number; code: string }[] = [];
        for (const s of steps) {
          if (s.kind === 'book') {
            const response = await createBooking(R, bookingBody({ date, time: slots[s.to]!.time, party_size: s.party, mobile: newMobile() }));
            expect([201, 409]).toContain(response.status);
            if (response.status === 201) {
              const { booking } = bookingCreatedSchema.parse(await response.json());
              open.push({ id: booking.id, code: booking.reservation_code });
            } else await response.body?.cancel();
          } else if (s.kind === 'modify' && open.length) {
            const target = open[s.pick % open.length]!;
            const response = await modify(target.id, target.code, { date, time: slots[s.to]!.time, party_size: s.party });
            expect([200, 409]).toContain(response.status);
            await response.body?.cancel();
          } else if (s.kind === 'cancel' && open.length) {
            const [target] = open.splice(s.pick % open.length, 1);
            const response = await callProvider(`/public/books/${target!.id}?reservation_code=${target!.code}`, { method: 'DELETE' });
            expect(response.status).toBe(200);
            await response.body?.cancel();
          }
          for (const slot of slots) {
            const seats = await slotSeats(slot.id);
            const confirmed = await env.DB.prepare("SELECT coalesce(sum(party_size), 0) AS n FROM bookings WHERE slot_id = ? AND status = 'confirmed'").bind(slot.id).first<{ n: number }>();
            // Remaining seats + booked party sizes = capacity.
            expect(seats.capacity - seats.booked + confirmed!.n).toBe(seats.capacity);
            expect(seats.booked).toBeLessThanOrEqual(seats.capacity);
          }
        }
      }),
      { numRuns: 25 },
    );
  }, RACE_TIMEOUT_MS);
});
