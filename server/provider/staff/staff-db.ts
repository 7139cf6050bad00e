import { DEFAULT_BOOKING_CONDITIONS } from '#domain/contract/availability.ts';
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { BookingStatus } from '#domain/contract/booking.ts';
import { paymentAsPlannedSql } from '#provider/payments/booking-payments-db.ts';

export interface StaffCredentials {
  id: number;
  name: string;
  restaurant_id: number;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
}

export function staffByEmail(db: D1Database, email: string) {
  return db
    .prepare('SELECT id, name, restaurant_id, password_hash, password_salt, password_iterations FROM staff_accounts WHERE lower(email) = lower(?)')
    .bind(email)
    .first<StaffCredentials>();
}

export function insertStaffToken(db: D1Database, tokenHash: string, staffId: number, expiresAt: string) {
  return db.prepare('INSERT INTO staff_tokens (token_hash, staff_id, expires_at) VALUES (?1, ?2, ?3)').bind(tokenHash, staffId, expiresAt);
}

export function revokeStaffToken(db: D1Database, tokenHash: string) {
  return db.prepare("UPDATE staff_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE token_hash = ? AND revoked_at IS NULL").bind(tokenHash);
}

/** The staff account of a live token (not revoked, not expired), with its restaurant and that restaurant's name, zone and currency. */
export function staffOfToken(db: D1Database, tokenHash: string, nowIso: string, locale: string) {
  return db
    .prepare(
      `SELECT s.id, s.name, s.restaurant_id, r.time_zone, r.currency,
         COALESCE((SELECT name FROM restaurant_texts WHERE restaurant_id = r.id AND locale = ?3),
                  (SELECT name FROM restaurant_texts WHERE restaurant_id = r.id AND locale = 'en'), '') AS restaurant_name
       FROM staff_tokens t JOIN staff_accounts s ON s.id = t.staff_id JOIN restaurants r ON r.id = s.restaurant_id
       WHERE t.token_hash = ?1 AND t.revoked_at IS NULL AND t.expires_at > ?2`,
    )
    .bind(tokenHash, nowIso, locale)
    .first<{ id: number; name: string; restaurant_id: number; time_zone: string; currency: string; restaurant_name: string }>();
}

export interface StaffBookingRow {
  id: number;
  reservation_code: string;
  status: BookingStatus;
  slot_date: string | null;
  slot_time: string | null;
  reservation_at: string;
  party_size: number;
  first_name: string;
  last_name: string;
  special_requests: string;
  /** The booking's appeal as JSON, or null. */
  appeal: string | null;
  /** The booking's orders as a JSON array, oldest first. */
  orders: string;
  /** The booking's payment as JSON, or null. */
  payment: string | null;
}

const ORDER_JSON = `json_object('id', o.id, 'amount_cents', o.amount_cents, 'currency', o.currency, 'status', o.status)`;
const ORDERS_JSON = `(SELECT json_group_array(json(x.o)) FROM (SELECT ${ORDER_JSON} AS o FROM booking_orders o WHERE o.booking_id = b.id ORDER BY o.id) x)`;

const APPEAL_JSON = `(SELECT json_object('id', a.id, 'status', a.status, 'reason', a.reason, 'decision_reason', a.decision_reason,
  'created_at', a.created_at, 'decided_at', a.decided_at) FROM no_show_appeals a WHERE a.booking_id = b.id)`;

const PAYMENT_JSON = `(SELECT json_object('kind', p.kind, 'state', p.state, 'currency', p.currency, 'amount_minor', p.amount_minor, 'held_minor', p.held_minor,
  'captured_minor', p.captured_minor, 'refunded_minor', p.refunded_minor, 'refunding_minor', p.refunding_minor) FROM booking_payments p WHERE p.booking_id = b.id)`;

/** The restaurant's bookings between two instants (a local day), by reserved time: only this restaurant's. */
export function staffBookings(db: D1Database, restaurantId: number, fromIso: string, toIso: string) {
  return db
    .prepare(
      `SELECT b.id, b.reservation_code, b.status, b.slot_date, b.slot_time, b.reservation_at, b.party_size, b.first_name, b.last_name,
         b.special_requests, ${APPEAL_JSON} AS appeal, ${ORDERS_JSON} AS orders, ${PAYMENT_JSON} AS payment
       FROM bookings b
       WHERE b.restaurant_id = ?1 AND b.reservation_code IS NOT NULL AND b.reservation_at >= ?2 AND b.reservation_at < ?3
       ORDER BY b.reservation_at, b.id LIMIT 500`,
    )
    .bind(restaurantId, fromIso, toIso)
    .all<StaffBookingRow>();
}

/** One booking of the restaurant, or nothing when it is another restaurant's. */
export function staffBooking(db: D1Database, restaurantId: number, bookingId: number) {
  return db
    .prepare(
      `SELECT b.id, b.status, b.reservation_at, coalesce(c.no_show_fee_percent, ?3) AS no_show_fee_percent
       FROM bookings b LEFT JOIN booking_conditions c ON c.restaurant_id = b.restaurant_id WHERE b.id = ?1 AND b.restaurant_id = ?2`,
    )
    .bind(bookingId, restaurantId, DEFAULT_BOOKING_CONDITIONS.no_show_fee_percent)
    .first<{ id: number; status: BookingStatus; reservation_at: string; no_show_fee_percent: number }>();
}

/**
 * Settles an open booking after its reserved time: 'completed' (the meal was confirmed) or 'no_show'. Only a
 * booking still confirmed, of this restaurant, whose time has come, with its payment at the version its money step
 * was planned from, changes, so two staff pressing at once settle it once; it is stamped with the request's change
 * token, and a no-show raises its e-mail sequence (the diner is told, bookingMailStatement after it). RETURNING says
 * whether it changed.
 */
export function settleBookingStatement(
  db: D1Database,
  p: { bookingId: number; restaurantId: number; staffId: number; to: 'completed' | 'no_show'; nowIso: string; changeToken: string; paymentVersion: number | null },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE bookings SET status = ?4, settled_at = ?5, settled_by = ?3, change_token = ?6, mail_sequence = mail_sequence + (?4 = 'no_show')
       WHERE id = ?1 AND restaurant_id = ?2 AND status = 'confirmed' AND reservation_at <= ?5 AND ${paymentAsPlannedSql('?1', '?7')} RETURNING id`,
    )
    .bind(p.bookingId, p.restaurantId, p.staffId, p.to, p.nowIso, p.changeToken, p.paymentVersion);
}

/**
 * Opens a bill of one of the restaurant's bookings in the restaurant's currency, once per request key: the same key
 * again opens nothing and answers the bill it opened (compare its amount to tell a reused key). As canOpenBill, and
 * checked again as it writes: only for guests who came (the time has come, not cancelled, not a no-show). [1] answers
 * the key's bill, or nothing when none could be opened.
 */
export function openBillStatements(db: D1Database, p: { bookingId: number; restaurantId: number; staffId: number; amountMinor: number; key: string; nowIso: string }): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO booking_orders (booking_id, amount_cents, currency, idempotency_key, opened_by, created_at)
         SELECT b.id, ?3, r.currency, ?4, ?5, ?6 FROM bookings b JOIN restaurants r ON r.id = b.restaurant_id WHERE b.id = ?1 AND b.restaurant_id = ?2
           AND (b.status = 'completed' OR (b.status = 'confirmed' AND b.reservation_at <= ?6))
         ON CONFLICT (booking_id, idempotency_key) DO NOTHING`,
      )
      .bind(p.bookingId, p.restaurantId, p.amountMinor, p.key, p.staffId, p.nowIso),
    db.prepare(`SELECT ${ORDER_JSON} AS o FROM booking_orders o WHERE o.booking_id = ?1 AND o.idempotency_key = ?2`).bind(p.bookingId, p.key),
  ];
}
