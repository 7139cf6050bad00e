import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';

export type BookingMailKind = 'booking_confirmed' | 'booking_updated' | 'booking_cancelled';

/**
 * The outbox row for a booking change, to run in the same batch as the change, after the statement
 * that set the booking's `mail_sequence` for it. The booking is found by its reservation code (known
 * before the insert gives an id). `UNIQUE (booking_id, sequence)` keeps it to one row per change.
 */
export function bookingMailStatement(db: D1Database, reservationCode: string, kind: BookingMailKind): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (booking_id, kind, sequence) SELECT id, ?2, mail_sequence FROM bookings WHERE reservation_code = ?1')
    .bind(reservationCode, kind);
}
