import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '../../../src/domain/contract/booking';
import { addSlot, bookingBody, createBooking, localDateIn, slotSeats, uniqueTime } from './booking-fixtures';
import { callProvider } from './call-provider';
import { providerEnv as env } from './seed-database';

const R = 2;
type Step = { kind: 'book'; party: number } | { kind: 'cancel'; pick: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), party: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

describe('seat accounting', () => {
  it('keeps booked seats equal to the confirmed party sizes after every book or cancel', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const date = await localDateIn(R, 4);
        const time = uniqueTime();
        const slot = await addSlot({ restaurant: R, date, time, capacity: 8 });
        const open: { id: number; code: string }[] = [];
        for (const s of steps) {
          if (s.kind === 'book') {
            const response = await createBooking(R, bookingBody({ date, time, party_size: s.party }));
            expect([201, 409]).toContain(response.status);
            if (response.status === 201) {
              const { booking } = bookingCreatedSchema.parse(await response.json());
              open.push({ id: booking.id, code: booking.reservation_code });
            } else await response.body?.cancel();
          } else if (open.length) {
            const [target] = open.splice(s.pick % open.length, 1);
            const response = await callProvider(`/public/books/${target!.id}?reservation_code=${target!.code}`, { method: 'DELETE' });
            expect(response.status).toBe(200);
            await response.body?.cancel();
          }
          const seats = await slotSeats(slot);
          const confirmed = await env.DB.prepare("SELECT coalesce(sum(party_size), 0) AS n FROM bookings WHERE slot_id = ? AND status = 'confirmed'").bind(slot).first<{ n: number }>();
          expect(seats.booked).toBe(confirmed!.n);
          expect(seats.booked).toBeLessThanOrEqual(seats.capacity);
        }
      }),
      { numRuns: 25 },
    );
  });
});
