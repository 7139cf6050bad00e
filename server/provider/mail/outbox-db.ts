import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { changedBy } from '#provider/bookings/change-token-db.ts';
import { MAIL_SNAPSHOT_FROM } from './mail-snapshot-db';

export type BookingMailKind = 'booking_confirmed' | 'booking_updated' | 'booking_cancelled' | 'booking_no_show' | 'bill_paid' | 'payment_hold_failed';

/**
 * The outbox row for a booking change, to run in the same batch as the change, after the statement that
 * stamped the booking with this request's change token (and set its `mail_sequence` for the change). It
 * writes nothing when that statement changed nothing. The row keeps the e-mail's snapshot, the booking
 * as it is now, in the same transaction. `UNIQUE (booking_id, sequence)` keeps it to one row per change.
 * Answers the new row's id (RETURNING), to announce it on the queue once the batch committed.
 */
export function bookingMailStatement(db: D1Database, kind: BookingMailKind, changeToken: string): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO outbox (booking_id, kind, sequence, mail_json) SELECT b.id, ?1, b.mail_sequence, ${MAIL_SNAPSHOT_FROM} WHERE ${changedBy('?2')} RETURNING id`)
    .bind(kind, changeToken);
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
  /** JSON of the MailSnapshot written with the row. */
  mail_json: string | null;
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
       RETURNING id, booking_id, kind, sequence, status, attempts, created_at, claimed_at, mail_json`,
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
