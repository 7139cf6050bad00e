import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';

export type BookingMailKind = 'booking_confirmed' | 'booking_updated' | 'booking_cancelled';

/**
 * The outbox row for a booking change, to run in the same batch as the change, after the statement
 * that set the booking's `mail_sequence` for it. The booking is found by its reservation code (known
 * before the insert gives an id). `UNIQUE (booking_id, sequence)` keeps it to one row per change.
 * Answers the new row's id (RETURNING), to announce it on the queue once the batch committed.
 *
 * `onlyIfChanged`: write the row only when the statement just before it changed exactly one row
 * (SQLite `changes()`), e.g. a cancel that may find the booking already cancelled.
 */
export function bookingMailStatement(db: D1Database, reservationCode: string, kind: BookingMailKind, options: { onlyIfChanged?: boolean } = {}): D1PreparedStatement {
  const condition = options.onlyIfChanged ? ' AND changes() = 1' : '';
  return db
    .prepare(`INSERT INTO outbox (booking_id, kind, sequence) SELECT id, ?2, mail_sequence FROM bookings WHERE reservation_code = ?1${condition} RETURNING id`)
    .bind(reservationCode, kind);
}

/** The id a bookingMailStatement result answered, if it wrote a row. */
export function outboxIdOf(result: { results?: unknown[] } | undefined): number | undefined {
  return (result?.results?.[0] as { id?: number } | undefined)?.id;
}

export interface OutboxRow {
  id: number;
  booking_id: number;
  kind: BookingMailKind;
  sequence: number;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  claimed_at: string | null;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Takes a row for sending, atomically: a pending row, or one whose sender went quiet (a claim older
 * than `staleSeconds`: the Worker died or timed out mid-send). Exactly one caller gets the row; the
 * others get nothing and leave it alone.
 */
export function claimOutboxStatement(db: D1Database, id: number, staleSeconds: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = ${NOW}
       WHERE id = ?1 AND (status = 'pending' OR (status = 'sending' AND claimed_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2)))
       RETURNING id, booking_id, kind, sequence, status, attempts, created_at, claimed_at`,
    )
    .bind(id, `-${staleSeconds} seconds`);
}

/** Marks the row sent; only the claim that holds it can. */
export function markOutboxSentStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ${NOW}, last_error = NULL WHERE id = ?1 AND status = 'sending'`).bind(id);
}

/** A failed attempt: back to pending for a retry, or 'failed' for good. */
export function markOutboxFailedStatement(db: D1Database, id: number, error: string, final: boolean): D1PreparedStatement {
  return db
    .prepare(`UPDATE outbox SET status = ?2, last_error = ?3 WHERE id = ?1 AND status = 'sending'`)
    .bind(id, final ? 'failed' : 'pending', error.slice(0, 2000));
}

/**
 * Rows the queue did not deliver: pending for over `pendingSeconds` since they were written or last
 * tried, or claimed longer ago than `staleSeconds`.
 */
export function stuckOutboxStatement(db: D1Database, options: { pendingSeconds: number; staleSeconds: number; limit: number }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id FROM outbox
       WHERE (status = 'pending' AND coalesce(claimed_at, created_at) < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1))
          OR (status = 'sending' AND claimed_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2))
       ORDER BY id LIMIT ?3`,
    )
    .bind(`-${options.pendingSeconds} seconds`, `-${options.staleSeconds} seconds`, options.limit);
}

/** What the e-mail of an outbox row says: the booking and its restaurant in the booking's language (en fallback). */
export interface BookingMailRow {
  booking_id: number;
  reservation_code: string;
  program: string;
  locale: string;
  first_name: string;
  last_name: string;
  email: string;
  party_size: number;
  special_requests: string;
  reservation_at: string;
  time_zone: string;
  restaurant_name: string;
  restaurant_address: string;
  /** The booking site the booking was made on, or null for the provider's default. */
  site_origin: string | null;
}

export function bookingMailDataStatement(db: D1Database, bookingId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT b.id AS booking_id, b.reservation_code, b.program, b.locale, b.first_name, b.last_name, b.email, b.party_size, b.special_requests,
         b.reservation_at, coalesce(b.time_zone, r.time_zone) AS time_zone, b.site_origin,
         coalesce(lt.name, en.name, '') AS restaurant_name, coalesce(lt.address, en.address, '') AS restaurant_address
       FROM bookings b JOIN restaurants r ON r.id = b.restaurant_id
       LEFT JOIN restaurant_texts lt ON lt.restaurant_id = b.restaurant_id AND lt.locale = b.locale
       LEFT JOIN restaurant_texts en ON en.restaurant_id = b.restaurant_id AND en.locale = 'en'
       WHERE b.id = ?1`,
    )
    .bind(bookingId);
}
