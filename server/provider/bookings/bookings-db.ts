import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { Booking } from '#domain/contract/booking.ts';
import { givenBackSql, paymentAsPlannedSql } from '#provider/payments/booking-payments-db.ts';
import { changedBy, changeMade } from './change-token-db';
import { beforeClaimDeadlineSql } from '#provider/seats/claim-deadline-db.ts';
import { idempotencyStatement, type IdempotencyRow } from '#provider/platform/idempotency-keys-db.ts';
import { bookingMailStatement, outboxIdOf } from '#provider/mail/outbox-db.ts';
import { redeemForBookingStatements, returnOnCancelStatements } from '#provider/vouchers/vouchers-db.ts';

export interface BookingInsert extends Omit<Booking, 'id' | 'status' | 'for_someone_else'> {
  slotId: number;
  forSomeoneElse: boolean;
  locale: string;
  /** The issued vouchers the booking redeems (checked as the diner's before the batch). */
  voucherIds: readonly number[];
  /** The signed-in member's id: the booking keeps their level, whose benefits it carries. */
  memberId: number | null;
  /** The booking site the diner used (SITE_ORIGIN_HEADER), or null for the provider's default. */
  siteOrigin: string | null;
  /** The booking's payment (its restaurant's card policy), written with it: before its e-mail, which names it. */
  paymentStatements?: (changeToken: string) => D1PreparedStatement[];
  /** The gateway order of that payment: the booking goes in only while the reconciler has not given its money back. */
  moneyOrderId?: string | null;
}

// The guard of the create batch: the booking goes in only if its slot still has the seats, the request's
// Idempotency-Key (?20) is still unused, and each of its vouchers (?21, a JSON array of ids) has a redemption
// left, no more of them than its program allows, and the money it took (its order, ?22) was not given back by the
// reconciler meanwhile (a request slower than its patience), and D1's clock is before the deadline of the seat claim the
// restaurant's inventory holds for it (?23, epoch ms; null when D1 decides the seats alone); it is stamped with the request's change token (?19) and
// keeps the signed-in member's level (?17).
const INSERT_BOOKING_SQL = `
INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, slot_id, party_size,
  slot_date, slot_time, time_zone, first_name, last_name, email, country_code, mobile, special_requests, for_someone_else, locale, member_level_id, site_origin,
  change_token)
SELECT ?1, ?2, ?3, ?4, 'confirmed', ?5, s.id, ?6, s.date, s.time, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,
  (SELECT level_id FROM members WHERE id = ?17), ?18, ?19
FROM time_slots s
WHERE s.id = ?16 AND s.capacity - s.booked >= ?6 AND NOT EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.key = ?20 AND k.program = ?2)
  AND json_array_length(?21) <= (SELECT max_vouchers_per_booking FROM programs WHERE slug = ?2)
  AND NOT EXISTS (SELECT 1 FROM json_each(?21) j LEFT JOIN vouchers v ON v.id = j.value WHERE v.redeems_left IS NULL OR v.redeems_left <= 0)
  AND NOT ${givenBackSql('?22')} AND ${beforeClaimDeadlineSql('?23')}
RETURNING id`;

export interface IdempotencyWrite {
  key: string;
  requestHash: string;
  /** The answer to keep for the key; the booking id is filled in by the batch. */
  responseJson: string;
}

/**
 * One batch, one transaction. [0] inserts the booking only if the slot has the seats, the key is unused, the
 * vouchers are usable and its money was not given back; [1] takes the seats, [2] and [3] redeem the vouchers, then
 * the booking's payment statements (if any) write its payment, the third from last writes the confirmation e-mail's
 * outbox row (whose snapshot names the vouchers and the payment) and the second from last keeps the answer under the
 * key, each only if [0] inserted this request's booking; the last reads the answer stored under the key (this request's, or the
 * one of the request that used the key first). Read it with createOutcome.
 */
export function createBookingStatements(db: D1Database, b: BookingInsert, idempotency: IdempotencyWrite, changeToken: string, deadline: number | null = null): D1PreparedStatement[] {
  const guestName = `${b.first_name} ${b.last_name}`.slice(0, 200);
  const vouchers = JSON.stringify(b.voucherIds);
  return [
    db
      .prepare(INSERT_BOOKING_SQL)
      .bind(
        b.restaurant_id, b.program, guestName, b.reservation_at, b.reservation_code, b.reservation_seats, b.time_zone,
        b.first_name, b.last_name, b.email, b.country_code, b.mobile, b.reservation_comment, b.forSomeoneElse ? 1 : 0, b.locale, b.slotId, b.memberId, b.siteOrigin,
        changeToken, idempotency.key, vouchers, b.moneyOrderId ?? null, deadline,
      ),
    db.prepare(`UPDATE time_slots SET booked = booked + ?2 WHERE id = ?1 AND ${changeMade('?3')}`).bind(b.slotId, b.reservation_seats, changeToken),
    ...redeemForBookingStatements(db, vouchers, changeToken),
    ...(b.paymentStatements?.(changeToken) ?? []),
    bookingMailStatement(db, 'booking_confirmed', changeToken),
    db
      .prepare(
        `INSERT INTO idempotency_keys (key, program, request_hash, booking_id, response_json)
         SELECT ?1, ?2, ?3, b.id, json_set(?4, '$.booking.id', b.id) FROM bookings b WHERE ${changedBy('?5')}`,
      )
      .bind(idempotency.key, b.program, idempotency.requestHash, idempotency.responseJson, changeToken),
    idempotencyStatement(db, idempotency.key, b.program),
  ];
}

export type CreateOutcome =
  | { kind: 'booked'; bookingId: number; outboxId: number | undefined }
  /** The key was used first by another request (maybe a concurrent one): its stored answer. */
  | { kind: 'key_used'; stored: IdempotencyRow }
  /** The slot no longer had the seats (or no longer exists), a voucher ran out, or its money was given back: nothing was written. */
  | { kind: 'no_seats' };

/** What a createBookingStatements batch did, from its own results. */
export function createOutcome(results: D1Result[]): CreateOutcome {
  const inserted = results[0]?.results[0] as { id: number } | undefined;
  if (inserted) return { kind: 'booked', bookingId: inserted.id, outboxId: outboxIdOf(results.at(-3)) };
  const stored = results.at(-1)?.results[0] as IdempotencyRow | undefined;
  return stored ? { kind: 'key_used', stored } : { kind: 'no_seats' };
}

export interface ManagedBookingRow {
  id: number;
  status: Booking['status'];
  restaurant_id: number;
  program: string;
  reservation_code: string | null;
  reservation_at: string;
  slot_id: number | null;
  party_size: number;
  slot_date: string | null;
  slot_time: string | null;
  time_zone: string;
  cancellation_deadline_minutes: number;
  no_show_fee_percent: number;
  mail_sequence: number;
  /** The deal of the booking's slot, if any. */
  deal_id: number | null;
}

const MANAGED_SQL = `
SELECT b.id, b.status, b.restaurant_id, b.program, b.reservation_code, b.reservation_at, b.slot_id, b.party_size, b.slot_date, b.slot_time,
  coalesce(b.time_zone, r.time_zone) AS time_zone,
  coalesce(c.cancellation_deadline_minutes, ?2) AS cancellation_deadline_minutes, coalesce(c.no_show_fee_percent, ?3) AS no_show_fee_percent,
  b.mail_sequence, (SELECT s.deal_id FROM time_slots s WHERE s.id = b.slot_id) AS deal_id
FROM bookings b JOIN restaurants r ON r.id = b.restaurant_id LEFT JOIN booking_conditions c ON c.restaurant_id = b.restaurant_id
WHERE b.id = ?1`;

export function managedBookingStatement(db: D1Database, id: number, defaults: { deadline: number; fee: number }): D1PreparedStatement {
  return db.prepare(MANAGED_SQL).bind(id, defaults.deadline, defaults.fee);
}

/**
 * Cancel, tell the diner and release the seats in one batch. [0] cancels only if the booking is still
 * confirmed and unchanged since it was read (its mail_sequence; every modify and cancel raises it), and
 * stamps it with the change token; [1] writes the cancellation e-mail's outbox row (at the raised
 * sequence) and [2] releases the seats the booking holds now, both only for this request's change. A
 * stale read or a second cancel writes nothing: [0] answers no row.
 */
/**
 * [0] cancels the booking as it was read, its payment still at the version `money` was planned from (stamped with
 * the change token), then `money` (the payment step the cancellation logs, before the e-mail that names it), the
 * cancellation e-mail, the seats and the vouchers back.
 */
export function cancelBookingStatements(
  db: D1Database,
  b: { id: number; code: string; sequence: number; at: string; changeToken: string; paymentVersion: number | null },
  money: D1PreparedStatement[] = [],
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = ?3, mail_sequence = mail_sequence + 1, change_token = ?5
         WHERE id = ?1 AND reservation_code = ?2 AND status = 'confirmed' AND mail_sequence = ?4 AND ${paymentAsPlannedSql('?1', '?6')} RETURNING id`,
      )
      .bind(b.id, b.code, b.at, b.sequence, b.changeToken, b.paymentVersion),
    ...money,
    bookingMailStatement(db, 'booking_cancelled', b.changeToken),
    db.prepare(`UPDATE time_slots SET booked = booked - b.party_size FROM bookings b WHERE time_slots.id = b.slot_id AND ${changedBy('?1')}`).bind(b.changeToken),
    ...returnOnCancelStatements(db, b.changeToken, b.at),
  ];
}

/** Whether a cancelBookingStatements batch cancelled the booking, and the id of its outbox row. */
export function cancelOutcome(results: D1Result[], moneyStatements = 0): { cancelled: boolean; outboxId: number | undefined } {
  return { cancelled: (results[0]?.results.length ?? 0) === 1, outboxId: outboxIdOf(results[1 + moneyStatements]) };
}

/** Moves a booking's reserved time (the local sandbox's; no product call books or moves a booking into the past). */
export const moveReservedAt = (db: D1Database, bookingId: number, reservationAt: string) =>
  db.prepare('UPDATE bookings SET reservation_at = ?2 WHERE id = ?1 RETURNING reservation_at, time_zone').bind(bookingId, reservationAt).first<{ reservation_at: string; time_zone: string }>();
