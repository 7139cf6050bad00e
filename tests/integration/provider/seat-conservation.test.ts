import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, slotSeats } from './booking-fixtures';
import { callProvider, testClientIp } from './call-provider';
import { bookingPath } from './manage-fixtures';
import { d1BookedSeats, freshRestaurant, inventoryOf, objectBookedSeats } from './seat-fixtures';
import { providerEnv } from './seed-database';
import { asStaff, staffToken } from './staff-fixtures';

const TIMES = ['19:00', '19:30', '20:00'] as const;
const CAPACITY = 6;
const GROUPS = 4;
const GROUP_SIZE = 5;
/** 100 runs × 4 groups × 5 operations: the issue asks for at least 2,000. */
const RUNS = 100;

type Op =
  | { kind: 'book'; slot: number; party: number; retry: boolean }
  | { kind: 'modify'; pick: number; slot: number; party: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'no_show'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('book' as const), slot: fc.nat(2), party: fc.integer({ min: 1, max: 4 }), retry: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('modify' as const), pick: fc.nat(), slot: fc.nat(2), party: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('no_show' as const), pick: fc.nat() }) },
);

/**
 * Staff of a fresh restaurant, signed in through the staff call. No call makes a staff account (ops seed them), so
 * the row is written, with the demo staff's password.
 */
async function staffOf(restaurant: number): Promise<string> {
  await providerEnv.DB.prepare(
    `INSERT INTO staff_accounts (id, restaurant_id, email, name, password_hash, password_salt, password_iterations)
     SELECT ?1, ?1, ?2, name, password_hash, password_salt, password_iterations FROM staff_accounts WHERE restaurant_id = 3`,
  ).bind(restaurant, `staff-${restaurant}@dining-demo.example`).run();
  return staffToken(restaurant);
}

/** A booking's reserved time an hour ago (its slot stays): time passing is what no call does. */
const meantimePassed = (bookingId: number) =>
  providerEnv.DB.prepare("UPDATE bookings SET reservation_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-60 minutes') WHERE id = ?1").bind(bookingId).run();

// Exact counts, never times: thousands of real requests through workerd, the objects and D1 on a busy 2-core machine.
const PROPERTY_TIMEOUT_MS = 600_000;

describe('seats conserved between the inventory objects and D1', () => {
  it('agree slot by slot after random concurrent creates, retries, modifies, cancels and no-shows (2,000 operations)', async () => {
    let operations = 0;
    let violations = 0;
    let noShows = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: GROUP_SIZE, maxLength: GROUP_SIZE }), { minLength: GROUPS, maxLength: GROUPS }), async (groups) => {
        const r = await freshRestaurant(20_000);
        const date = await localDateIn(r, 5);
        const slots = await Promise.all(TIMES.map((time) => addSlot({ restaurant: r, date, time, capacity: CAPACITY })));
        const open: { id: number; code: string }[] = [];
        let staff: Promise<string> | null = null;
        const run = async (o: Op): Promise<void> => {
          operations++;
          if (o.kind === 'book') {
            const key = newKey();
            const body = bookingBody({ date, time: TIMES[o.slot], party_size: o.party, mobile: newMobile() });
            const ip = testClientIp();
            const answers = await Promise.all((o.retry ? [0, 1] : [0]).map(() => createBooking(r, body, key, undefined, ip)));
            for (const answer of answers) expect([201, 409]).toContain(answer.status);
            const made = answers.find((a) => a.status === 201);
            if (made) {
              const { booking } = bookingCreatedSchema.parse(await made.clone().json());
              if (!open.some((b) => b.id === booking.id)) open.push({ id: booking.id, code: booking.reservation_code });
            }
            await Promise.all(answers.map((a) => a.body?.cancel()));
          } else if (o.kind === 'no_show' && open.length) {
            // A no-show keeps its seats (as a meal does): nothing may move in the object or in D1.
            const target = open.splice(o.pick % open.length, 1)[0]!;
            staff ??= staffOf(r);
            const token = await staff;
            await meantimePassed(target.id);
            const answer = await asStaff(token, 'POST', `/staff/bookings/${target.id}/no_show`);
            // A modify of the same booking running alongside may have moved it ahead again (422), or one went first.
            expect([200, 409, 422]).toContain(answer.status);
            if (answer.status === 200) noShows++;
            await answer.body?.cancel();
          } else if (o.kind !== 'no_show' && open.length) {
            const target = open[o.pick % open.length]!;
            const path = bookingPath(target.id, target.code);
            if (o.kind === 'cancel') open.splice(open.indexOf(target), 1);
            const answer = await callProvider(
              path,
              o.kind === 'cancel'
                ? { method: 'DELETE' }
                : { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ date, time: TIMES[o.slot], party_size: o.party }) },
            );
            // Concurrent changes of one booking: one of them wins, the others are refused as stale (or as past, when a
            // no-show running alongside moved its time first).
            expect([200, 409, 422]).toContain(answer.status);
            await answer.body?.cancel();
          }
        };
        for (const group of groups) await Promise.all(group.map(run));
        const inventory = inventoryOf(r);
        const left = await inventory.seatsLeft(r, slots);
        const d1 = await d1BookedSeats(slots);
        const agree =
          JSON.stringify(await objectBookedSeats(r, slots)) === JSON.stringify(d1) &&
          (await Promise.all(slots.map(async (slot) => (await slotSeats(slot)).booked === (d1[slot] ?? 0) && left[slot] === CAPACITY - (d1[slot] ?? 0)))).every(Boolean) &&
          (await inventory.reconcile(r)).mended === 0;
        if (!agree) violations++;
        expect(agree).toBe(true);
      }),
      { numRuns: RUNS },
    );
    console.log(`seat conservation: ${operations} operations (${noShows} no-shows marked) over ${RUNS} runs, ${violations} violations`);
    expect(operations).toBeGreaterThanOrEqual(2_000);
  }, PROPERTY_TIMEOUT_MS);
});
