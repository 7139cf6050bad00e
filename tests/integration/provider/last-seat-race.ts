import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, slotSeats } from './booking-fixtures';
import { providerEnv as env } from './seed-database';

export interface LastSeatRound {
  statuses: number[];
  seats: { capacity: number; booked: number };
  /** Bookings the slot holds after the round. */
  bookings: number;
}

/**
 * One round of the last-seat race: a new slot at `date` `time` with one seat left (capacity 4, 3 booked),
 * and `concurrency` creates of one seat for it at once. Shared by the bounded check in `npm test` and the
 * load command (tests/load).
 */
export async function lastSeatRound(p: { restaurant: number; date: string; time: string; concurrency: number; round: number }): Promise<LastSeatRound> {
  const slot = await addSlot({ restaurant: p.restaurant, date: p.date, time: p.time, capacity: 4, booked: 3 });
  const responses = await Promise.all(
    Array.from({ length: p.concurrency }, (_, i) => createBooking(p.restaurant, bookingBody({ date: p.date, time: p.time, party_size: 1, first_name: `R${p.round}D${i}`, mobile: newMobile() }))),
  );
  await Promise.all(responses.map((r) => r.body?.cancel()));
  const made = await env.DB.prepare('SELECT COUNT(*) AS n FROM bookings WHERE slot_id = ?').bind(slot).first<{ n: number }>();
  return { statuses: responses.map((r) => r.status), seats: await slotSeats(slot), bookings: made!.n };
}
