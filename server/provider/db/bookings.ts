import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { Booking } from '../../../src/domain/contract/booking';
import { bookingMailStatement } from './outbox';

export interface BookingInsert extends Omit<Booking, 'id' | 'status' | 'for_someone_else'> {
  slotId: number;
  forSomeoneElse: boolean;
  locale: string;
  voucherCode: string | null;
  /** The booking site the diner used (SITE_ORIGIN_HEADER), or null for the provider's default. */
  siteOrigin: string | null;
}

// The booking goes in only if the slot row exists; its seats are taken by the update before it.
const INSERT_BOOKING_SQL = `
INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, slot_id, party_size,
  slot_date, slot_time, time_zone, first_name, last_name, email, country_code, mobile, special_requests, for_someone_else, locale, voucher_code, site_origin)
SELECT ?1, ?2, ?3, ?4, 'confirmed', ?5, s.id, ?6, s.date, s.time, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?17, ?18
FROM time_slots s WHERE s.id = ?16
RETURNING id`;

/**
 * One batch, one transaction: take the seats (the CHECK on `booked` fails the whole batch when the
 * slot would pass capacity), insert the booking, write its confirmation e-mail to the outbox, and keep
 * the answer under the Idempotency-Key (a second writer of the same key fails on the primary key, so
 * it too writes nothing). Results: [1] the booking id, [2] the outbox id.
 */
export function createBookingStatements(db: D1Database, b: BookingInsert, idempotency: { key: string; requestHash: string; responseJson: string }): D1PreparedStatement[] {
  const guestName = `${b.first_name} ${b.last_name}`.slice(0, 200);
  return [
    db.prepare('UPDATE time_slots SET booked = booked + ?2 WHERE id = ?1').bind(b.slotId, b.reservation_seats),
    db
      .prepare(INSERT_BOOKING_SQL)
      .bind(
        b.restaurant_id, b.program, guestName, b.reservation_at, b.reservation_code, b.reservation_seats, b.time_zone,
        b.first_name, b.last_name, b.email, b.country_code, b.mobile, b.reservation_comment, b.forSomeoneElse ? 1 : 0, b.locale, b.slotId, b.voucherCode, b.siteOrigin,
      ),
    bookingMailStatement(db, b.reservation_code, 'booking_confirmed'),
    db
      .prepare(
        `INSERT INTO idempotency_keys (key, program, request_hash, booking_id, response_json)
         SELECT ?1, ?2, ?3, id, json_set(?4, '$.booking.id', id) FROM bookings WHERE reservation_code = ?5`,
      )
      .bind(idempotency.key, b.program, idempotency.requestHash, idempotency.responseJson, b.reservation_code),
  ];
}

export interface IdempotencyRow {
  request_hash: string;
  response_json: string;
}

export function idempotencyStatement(db: D1Database, key: string, program: string): D1PreparedStatement {
  return db.prepare('SELECT request_hash, response_json FROM idempotency_keys WHERE key = ? AND program = ?').bind(key, program);
}

export interface ManagedBookingRow {
  id: number;
  status: Booking['status'];
  restaurant_id: number;
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
SELECT b.id, b.status, b.restaurant_id, b.reservation_code, b.reservation_at, b.slot_id, b.party_size, b.slot_date, b.slot_time,
  coalesce(b.time_zone, r.time_zone) AS time_zone,
  coalesce(c.cancellation_deadline_minutes, ?2) AS cancellation_deadline_minutes, coalesce(c.no_show_fee_percent, ?3) AS no_show_fee_percent,
  b.mail_sequence, (SELECT s.deal_id FROM time_slots s WHERE s.id = b.slot_id) AS deal_id
FROM bookings b JOIN restaurants r ON r.id = b.restaurant_id LEFT JOIN booking_conditions c ON c.restaurant_id = b.restaurant_id
WHERE b.id = ?1`;

export function managedBookingStatement(db: D1Database, id: number, defaults: { deadline: number; fee: number }): D1PreparedStatement {
  return db.prepare(MANAGED_SQL).bind(id, defaults.deadline, defaults.fee);
}

/**
 * Cancel, tell the diner and release the seats in one batch. Each later statement asks `changes() = 1`
 * of the one just before it: the outbox row is written only when this request's UPDATE cancelled the
 * booking (it raises mail_sequence, so the .ics carries the next SEQUENCE), and the seats are released
 * only when that row was written. Two cancels of the same booking write one row and release once.
 * Results: [0] the cancel, [1] the outbox id.
 */
export function cancelBookingStatements(db: D1Database, b: { id: number; code: string; slotId: number | null; party: number; at: string }): D1PreparedStatement[] {
  return [
    db
      .prepare("UPDATE bookings SET status = 'cancelled', cancelled_at = ?3, mail_sequence = mail_sequence + 1 WHERE id = ?1 AND reservation_code = ?2 AND status = 'confirmed'")
      .bind(b.id, b.code, b.at),
    bookingMailStatement(db, b.code, 'booking_cancelled', { onlyIfChanged: true }),
    db.prepare('UPDATE time_slots SET booked = booked - ?2 WHERE id = ?1 AND changes() = 1').bind(b.slotId, b.party),
  ];
}
