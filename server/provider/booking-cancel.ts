import type { D1Database } from '@cloudflare/workers-types/index';
import { ApiError } from './api-error';
import { bookingPolicy } from './booking-policy';
import { newChangeToken } from './db/change-token';
import { cancelBookingStatements, cancelOutcome, type ManagedBookingRow } from './db/bookings';

/**
 * Cancels the booking as it was read (with `code`, already checked against it): 409 when it is no
 * longer open, or when it changed since the read (a modify or another cancel committed in between),
 * and then nothing is written. Answers the policy terms at `now` and the cancellation's outbox row.
 */
export async function cancelAsRead(db: D1Database, booking: ManagedBookingRow, code: string, now: Date) {
  const terms = bookingPolicy(booking, now);
  if (!terms.open) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
  const results = await db.batch(
    cancelBookingStatements(db, { id: booking.id, code, sequence: booking.mail_sequence, at: now.toISOString(), changeToken: newChangeToken() }),
  );
  const { cancelled, outboxId } = cancelOutcome(results);
  if (!cancelled) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
  return { terms, outboxId };
}
