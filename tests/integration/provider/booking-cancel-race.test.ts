import { describe, expect, it } from 'vitest';
import { cancelAsRead } from '#provider/bookings/booking-cancel.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { findOwnBooking } from '#provider/bookings/booking-policy.ts';
import { addSlot, bookingBody, createBooking, slotSeats, uniqueTime } from './booking-fixtures';
import { callProvider } from './call-provider';
import { bookFresh, bookingPath, modify, outboxOf, storedBooking } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

const R = 2;

describe('a cancel that races a modify', () => {
  it('refuses a cancel whose read a modify made stale and writes nothing; a fresh cancel then releases the new slot once', async () => {
    const b = await bookFresh({ restaurant: R, party: 2, capacity: 8 });
    // Another party in the old slot, so a wrong release there would not be stopped by `booked >= 0`.
    expect((await createBooking(R, bookingBody({ date: b.date, time: b.time, party_size: 3 }))).status).toBe(201);
    const newTime = uniqueTime();
    const target = await addSlot({ restaurant: R, date: b.date, time: newTime, capacity: 6 });

    // The cancel reads the booking (as DELETE does) ...
    const staleRead = await findOwnBooking(env, b.id, b.code);
    // ... a modify commits in between: 4 guests at the new time ...
    expect((await modify(b.id, b.code, { date: b.date, time: newTime, party_size: 4 })).status).toBe(200);
    expect(await slotSeats(b.slot)).toEqual({ capacity: 8, booked: 3 });
    expect(await slotSeats(target)).toEqual({ capacity: 6, booked: 4 });
    const modified = { booking: await storedBooking(b.id), outbox: await outboxOf(b.id) };

    // ... then the cancel writes with what it read: 409, and nothing is written.
    await expect(cancelAsRead(env as unknown as ProviderBindings, staleRead, b.code, new Date())).rejects.toMatchObject({ status: 409, code: 'booking_not_cancellable' });
    expect(await slotSeats(b.slot)).toEqual({ capacity: 8, booked: 3 });
    expect(await slotSeats(target)).toEqual({ capacity: 6, booked: 4 });
    expect({ booking: await storedBooking(b.id), outbox: await outboxOf(b.id) }).toEqual(modified);

    // A fresh cancel releases the new slot's seats, exactly once.
    expect((await callProvider(bookingPath(b.id, b.code), { method: 'DELETE' })).status).toBe(200);
    expect((await callProvider(bookingPath(b.id, b.code), { method: 'DELETE' })).status).toBe(409);
    expect(await slotSeats(b.slot)).toEqual({ capacity: 8, booked: 3 });
    expect(await slotSeats(target)).toEqual({ capacity: 6, booked: 0 });
    expect(await outboxOf(b.id)).toEqual([{ kind: 'booking_updated', sequence: 1 }, { kind: 'booking_cancelled', sequence: 2 }]);
  });
});
