import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema, noSeatsSchema } from '#domain/contract/booking.ts';
import type { SeatInventory } from '#provider/seats/seat-inventory.ts';
import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, slotSeats } from './booking-fixtures';
import { callProvider, testClientIp } from './call-provider';
import { bookingPath } from './manage-fixtures';
import { d1BookedSeats, freshRestaurant, inventoryOf, objectBookedSeats } from './seat-fixtures';
import { providerEnv as env } from './seed-database';

const book = (restaurant: number, p: { date: string; time: string; party: number; first_name?: string }, key = newKey()) =>
  createBooking(restaurant, bookingBody({ date: p.date, time: p.time, party_size: p.party, mobile: newMobile(), ...(p.first_name ? { first_name: p.first_name } : {}) }), key, undefined, testClientIp());

async function bookedId(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return bookingCreatedSchema.parse(await response.json()).booking.id;
}

/** A state no call reaches within a test's time: the object's pending claims lapse now instead of in two minutes. */
const lapseClaimsNow = (restaurant: number) =>
  runInDurableObject(inventoryOf(restaurant), (_instance: SeatInventory, state) => {
    state.storage.sql.exec('UPDATE claims SET expires_at = ? WHERE expires_at IS NOT NULL', Date.now() - 1);
  });

describe('seat inventory object', () => {
  it('takes seats, refuses a full slot with the nearest open ones, and gives seats back', async () => {
    const r = await freshRestaurant(9_700);
    const date = await localDateIn(r, 5);
    const slot = await addSlot({ restaurant: r, date, time: '19:00', capacity: 4 });
    await addSlot({ restaurant: r, date, time: '19:30', capacity: 4 });
    await addSlot({ restaurant: r, date, time: '23:30', capacity: 4 });
    const inventory = inventoryOf(r);
    const first = await inventory.hold({ restaurant: r, claim: 'c:a', date, time: '19:00', deal: 0, party: 3 });
    expect(first).toMatchObject({ kind: 'held', slotId: slot });
    // The same claim again (a retried request) takes nothing more.
    expect(await inventory.hold({ restaurant: r, claim: 'c:a', date, time: '19:00', deal: 0, party: 3 })).toMatchObject({ kind: 'held' });
    const full = await inventory.hold({ restaurant: r, claim: 'c:b', date, time: '19:00', deal: 0, party: 2 });
    // Same day within two hours first: 19:30, not 23:30 (then the next days, of which this restaurant has none).
    expect(full).toEqual({ kind: 'full', nearest: [{ date, time: '19:30', available: 4 }] });
    await inventory.release('c:a');
    expect(await inventory.hold({ restaurant: r, claim: 'c:b', date, time: '19:00', deal: 0, party: 2 })).toMatchObject({ kind: 'held' });
    expect((await inventory.seatsLeft(r, [slot]))[slot]).toBe(2);
    // A slot D1 does not have is not the object's to decide.
    expect(await inventory.hold({ restaurant: r, claim: 'c:c', date, time: '06:00', deal: 0, party: 1 })).toEqual({ kind: 'undecided' });
  });

  it('lets exactly one of 20 concurrent diners take the last seat, refusing the others with the nearest open slot', async () => {
    const r = await freshRestaurant(9_720);
    const date = await localDateIn(r, 5);
    const slot = await addSlot({ restaurant: r, date, time: '19:00', capacity: 4, booked: 3 });
    await addSlot({ restaurant: r, date, time: '20:00', capacity: 4 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(r, { date, time: '19:00', party: 1 })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.status === 409);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) expect(noSeatsSchema.parse(await refusal.json()).nearest_slots).toEqual([{ date, time: '20:00', available: 4 }]);
    await Promise.all(answers.filter((a) => a.status === 201).map((a) => a.body?.cancel()));
    expect(await slotSeats(slot)).toEqual({ capacity: 4, booked: 4 });
    expect(await objectBookedSeats(r, [slot])).toEqual(await d1BookedSeats([slot]));
  });

  it("refuses a full slot to a diner without the program's access as the access check does, not with the times still open", async () => {
    const r = await freshRestaurant(9_740);
    const date = await localDateIn(r, 5);
    // A full slot: a state of the seed's making (capacity all booked outside any booking), said here.
    await addSlot({ restaurant: r, date, time: '19:00', capacity: 4, booked: 4 });
    await addSlot({ restaurant: r, date, time: '20:00', capacity: 4 });
    const asking = (program: string) => createBooking(r, bookingBody({ program, date, time: '19:00', party_size: 2, mobile: newMobile() }), newKey(), undefined, testClientIp());
    const club = await asking('members-club');
    expect(club.status).toBe(401);
    expect(((await club.json()) as { code: string }).code).toBe('sign_in_required');
    const card = await asking('mc-world');
    expect(card.status).toBe(403);
    expect(((await card.json()) as { code: string }).code).toBe('access_required');
    // An open program's diner is told there are no seats, and where there are.
    const open = await asking('dine-asia');
    expect(open.status).toBe(409);
    expect(noSeatsSchema.parse(await open.json()).nearest_slots).toEqual([{ date, time: '20:00', available: 4 }]);
  });

  it('gives back the seats of a booking whose D1 write failed, and writes nothing', async () => {
    const r = await freshRestaurant(9_740);
    const date = await localDateIn(r, 5);
    const slot = await addSlot({ restaurant: r, date, time: '19:00', capacity: 2 });
    // D1 fails the write on purpose: a trigger no call can set up.
    await env.DB.prepare(`CREATE TRIGGER fail_write BEFORE INSERT ON bookings WHEN NEW.first_name = 'FailOnPurpose' BEGIN SELECT RAISE(ABORT, 'failed on purpose'); END`).run();
    try {
      const failed = await book(r, { date, time: '19:00', party: 2, first_name: 'FailOnPurpose' });
      expect(failed.status).toBe(500);
      await failed.body?.cancel();
    } finally {
      await env.DB.prepare('DROP TRIGGER fail_write').run();
    }
    expect(await slotSeats(slot)).toEqual({ capacity: 2, booked: 0 });
    expect((await inventoryOf(r).seatsLeft(r, [slot]))[slot]).toBe(2);
    await bookedId(await book(r, { date, time: '19:00', party: 2 }));
  });

  it('lets an unconfirmed claim lapse at its alarm, and keeps one whose booking D1 did write', async () => {
    const r = await freshRestaurant(9_760);
    const date = await localDateIn(r, 5);
    const slot = await addSlot({ restaurant: r, date, time: '19:00', capacity: 6 });
    const inventory = inventoryOf(r);
    // A request that took seats and was never heard of again (its Worker died before D1).
    expect(await inventory.hold({ restaurant: r, claim: 'c:lost', date, time: '19:00', deal: 0, party: 2 })).toMatchObject({ kind: 'held' });
    // A booking D1 wrote whose confirmation never reached the object: its claim is made pending again, as if unconfirmed.
    const id = await bookedId(await book(r, { date, time: '19:00', party: 3 }));
    await runInDurableObject(inventory, (_instance: SeatInventory, state) => {
      state.storage.sql.exec(`UPDATE claims SET id = 'c:unconfirmed', expires_at = ? WHERE id = ?`, Date.now() + 60_000, `b:${id}`);
    });
    expect((await inventory.seatsLeft(r, [slot]))[slot]).toBe(1);
    await lapseClaimsNow(r);
    expect(await runDurableObjectAlarm(inventory)).toBe(true);
    expect((await inventory.seatsLeft(r, [slot]))[slot]).toBe(3);
    expect(await objectBookedSeats(r, [slot])).toEqual({ [slot]: 3 });
    expect(await d1BookedSeats([slot])).toEqual({ [slot]: 3 });
  });

  it('refuses in D1 a booking whose claim lapsed before its write', async () => {
    const r = await freshRestaurant(9_780);
    const date = await localDateIn(r, 5);
    const slot = await addSlot({ restaurant: r, date, time: '19:00', capacity: 6 });
    const statements = await import('#provider/bookings/bookings-db.ts');
    const written = await env.DB.batch(
      statements.createBookingStatements(
        env.DB as never,
        {
          restaurant_id: r, program: 'dine-asia', deal_id: null, reservation_date: date, formated_time: '19:00', time_zone: 'Asia/Singapore',
          reservation_at: `${date} 11:00:00`, reservation_seats: 2, first_name: 'Late', last_name: 'Write', email: 'late@example.com', country_code: '65',
          mobile: newMobile(), reservation_comment: '', reservation_code: 'LATE0001', slotId: slot, forSomeoneElse: false, locale: 'en', voucherIds: [], memberId: null, siteOrigin: null,
        },
        { key: newKey(), requestHash: 'x', responseJson: '{"booking":{}}' },
        'late-change-token',
        Date.now() - 1,
      ) as never,
    );
    expect(statements.createOutcome(written as never)).toEqual({ kind: 'no_seats' });
    expect(await slotSeats(slot)).toEqual({ capacity: 6, booked: 0 });
  });

  it('mends a disagreement at reconciliation, and agrees with D1 after a cancel and a modify', async () => {
    const r = await freshRestaurant(9_800);
    const date = await localDateIn(r, 5);
    const a = await addSlot({ restaurant: r, date, time: '19:00', capacity: 6 });
    const b = await addSlot({ restaurant: r, date, time: '20:00', capacity: 6 });
    const first = bookingCreatedSchema.parse(await (await book(r, { date, time: '19:00', party: 2 })).json()).booking;
    const second = bookingCreatedSchema.parse(await (await book(r, { date, time: '19:00', party: 3 })).json()).booking;
    const moved = await callProvider(bookingPath(second.id, second.reservation_code), {
      method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ date, time: '20:00', party_size: 4 }),
    });
    expect(moved.status).toBe(200);
    await moved.body?.cancel();
    const cancelled = await callProvider(bookingPath(first.id, first.reservation_code), { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    await cancelled.body?.cancel();
    expect(await objectBookedSeats(r, [a, b])).toEqual({ [b]: 4 });
    expect(await d1BookedSeats([a, b])).toEqual({ [b]: 4 });
    const inventory = inventoryOf(r);
    expect(await inventory.reconcile(r)).toMatchObject({ mended: 0 });
    // A claim lost from the object (a state no call makes): the reconciliation finds and mends it.
    await runInDurableObject(inventory, (_instance: SeatInventory, state) => {
      state.storage.sql.exec('DELETE FROM claims');
    });
    expect(await inventory.reconcile(r)).toMatchObject({ mended: 1, skipped: 0 });
    expect(await objectBookedSeats(r, [a, b])).toEqual({ [b]: 4 });
  });

  it('keeps its claims when the object restarts mid-run', async () => {
    const r = await freshRestaurant(9_820);
    const date = await localDateIn(r, 5);
    const slot = await addSlot({ restaurant: r, date, time: '19:00', capacity: 4 });
    const inventory = inventoryOf(r);
    expect(await inventory.hold({ restaurant: r, claim: 'c:before', date, time: '19:00', deal: 0, party: 3 })).toMatchObject({ kind: 'held' });
    const id = await bookedId(await book(r, { date, time: '19:00', party: 1 }));
    // The runtime may evict or restart an object at any time; its storage survives, its memory does not.
    await runInDurableObject(inventory, (_instance: SeatInventory, state) => state.abort('restarted on purpose')).catch(() => undefined);
    const again = inventoryOf(r);
    expect((await again.seatsLeft(r, [slot]))[slot]).toBe(0);
    expect(await again.hold({ restaurant: r, claim: 'c:after', date, time: '19:00', deal: 0, party: 1 })).toMatchObject({ kind: 'full' });
    await again.release('c:before');
    expect((await again.seatsLeft(r, [slot]))[slot]).toBe(3);
    expect(await objectBookedSeats(r, [slot])).toEqual({ [slot]: 1 });
    expect(id).toBeGreaterThan(0);
  });
});
