import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { Booking } from '#domain/contract/booking.ts';
import type { Locale } from '#domain/locales.ts';
import { bookingLevelBenefitsSql, bookingVouchersSql } from '#provider/vouchers/booking-benefits-db.ts';
import { changeMade } from './change-token-db';
import { beforeClaimDeadlineSql } from '#provider/seats/claim-deadline-db.ts';
import { bookingMailStatement, outboxIdOf } from '#provider/mail/outbox-db.ts';

export interface BookingDetailRow {
  id: number;
  reservation_code: string;
  status: Booking['status'];
  restaurant_id: number;
  program: string;
  deal_id: number | null;
  slot_id: number | null;
  slot_date: string | null;
  slot_time: string | null;
  time_zone: string;
  reservation_at: string;
  party_size: number;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile: string;
  special_requests: string;
  for_someone_else: number;
  /** JSON arrays: the vouchers the booking redeems, and its member level's benefits. */
  vouchers: string;
  benefits: string;
  site_origin: string | null;
  locale: string;
  mail_sequence: number;
  off_peak_discount: number | null;
  restaurant_name: string | null;
  restaurant_address: string | null;
  restaurant_cover: string | null;
  restaurant_phone: string | null;
  program_title: string;
  deal_name: string | null;
  deal_picture_url: string | null;
}

// ?1 booking, ?2 locale; texts fall back to en. The deal and the off-peak discount are the slot's.
const DETAIL_SQL = `
SELECT b.id, b.reservation_code, b.status, b.restaurant_id, b.program, s.deal_id, b.slot_id, b.slot_date, b.slot_time,
  coalesce(b.time_zone, r.time_zone) AS time_zone, b.reservation_at, b.party_size, b.first_name, b.last_name, b.email,
  b.country_code, b.mobile, b.special_requests, b.for_someone_else,
  ${bookingVouchersSql('?2')} AS vouchers, ${bookingLevelBenefitsSql('?2')} AS benefits, b.site_origin, b.locale, b.mail_sequence, s.off_peak_discount,
  coalesce(rt.name, re.name) AS restaurant_name, coalesce(rt.address, re.address) AS restaurant_address,
  r.cover_url AS restaurant_cover, r.phone AS restaurant_phone,
  coalesce(pt.title, pe.title, b.program) AS program_title,
  coalesce(dt.name, de.name) AS deal_name, d.picture_url AS deal_picture_url
FROM bookings b
JOIN restaurants r ON r.id = b.restaurant_id
LEFT JOIN time_slots s ON s.id = b.slot_id
LEFT JOIN restaurant_texts re ON re.restaurant_id = b.restaurant_id AND re.locale = 'en'
LEFT JOIN restaurant_texts rt ON rt.restaurant_id = b.restaurant_id AND rt.locale = ?2
LEFT JOIN program_texts pe ON pe.program_slug = b.program AND pe.locale = 'en'
LEFT JOIN program_texts pt ON pt.program_slug = b.program AND pt.locale = ?2
LEFT JOIN deals d ON d.id = s.deal_id
LEFT JOIN deal_texts de ON de.deal_id = d.id AND de.locale = 'en'
LEFT JOIN deal_texts dt ON dt.deal_id = d.id AND dt.locale = ?2
WHERE b.id = ?1`;

/** The booking with its restaurant, deal and program texts in the locale, and its orders: two statements for one batch. */
export function bookingDetailStatements(db: D1Database, id: number, locale: Locale): D1PreparedStatement[] {
  return [
    db.prepare(DETAIL_SQL).bind(id, locale),
    db.prepare('SELECT id, amount_cents, currency, status FROM booking_orders WHERE booking_id = ? ORDER BY id').bind(id),
    db.prepare('SELECT 1 AS reviewed FROM reviews WHERE booking_id = ?').bind(id),
    db.prepare('SELECT id, status, reason, decision_reason, created_at, decided_at FROM no_show_appeals WHERE booking_id = ?').bind(id),
  ];
}

export interface BookingMove {
  id: number;
  code: string;
  /** The booking as read before the change: the batch applies only if it is still so. */
  from: { slotId: number | null; party: number; sequence: number };
  to: { slotId: number; party: number; date: string; time: string; timeZone: string; reservationAt: string };
  changeToken: string;
  /** D1 moves the booking only before this (epoch ms): the lapse of the seat claim the inventory holds for it; null without one. */
  deadline: number | null;
}

// The guard of the modify batch: the booking is still confirmed and unchanged since it was read (?9), and
// the target slot has the seats (within the same slot, the seats the booking holds count as free).
const MOVE_BOOKING_SQL = `
UPDATE bookings SET slot_id = ?3, party_size = ?4, slot_date = ?5, slot_time = ?6, time_zone = ?7, reservation_at = ?8,
  mail_sequence = mail_sequence + 1, change_token = ?12
WHERE id = ?1 AND reservation_code = ?2 AND status = 'confirmed' AND mail_sequence = ?9
  AND EXISTS (SELECT 1 FROM time_slots t WHERE t.id = ?3 AND t.capacity - t.booked + (CASE WHEN t.id = ?10 THEN ?11 ELSE 0 END) >= ?4)
  AND ${beforeClaimDeadlineSql('?13')}
RETURNING id`;

/**
 * Modify as one batch, one transaction. [0] moves the booking only if it is unchanged since it was read
 * and the target slot has the seats, and stamps it with the change token; [1] releases the old slot's
 * seats, [2] takes the new slot's and [3] writes the update's outbox row (at the raised sequence), each
 * only for this request's change; [4] reads whether the booking is still as it was read, which tells a
 * full slot from a stale read. Within one slot the release and the take net out to the party change.
 */
export function modifyBookingStatements(db: D1Database, m: BookingMove): D1PreparedStatement[] {
  return [
    db
      .prepare(MOVE_BOOKING_SQL)
      .bind(m.id, m.code, m.to.slotId, m.to.party, m.to.date, m.to.time, m.to.timeZone, m.to.reservationAt, m.from.sequence, m.from.slotId, m.from.party, m.changeToken, m.deadline),
    db.prepare(`UPDATE time_slots SET booked = booked - ?2 WHERE id = ?1 AND ${changeMade('?3')}`).bind(m.from.slotId, m.from.party, m.changeToken),
    db.prepare(`UPDATE time_slots SET booked = booked + ?2 WHERE id = ?1 AND ${changeMade('?3')}`).bind(m.to.slotId, m.to.party, m.changeToken),
    bookingMailStatement(db, 'booking_updated', m.changeToken),
    db.prepare("SELECT status = 'confirmed' AND mail_sequence = ?2 AS unchanged FROM bookings WHERE id = ?1").bind(m.id, m.from.sequence),
  ];
}

export type ModifyOutcome = { kind: 'moved'; outboxId: number | undefined } | { kind: 'no_seats' } | { kind: 'stale' };

/** What a modifyBookingStatements batch did, from its own results. */
export function modifyOutcome(results: D1Result[]): ModifyOutcome {
  if ((results[0]?.results.length ?? 0) === 1) return { kind: 'moved', outboxId: outboxIdOf(results[3]) };
  return (results[4]?.results[0] as { unchanged: number } | undefined)?.unchanged === 1 ? { kind: 'no_seats' } : { kind: 'stale' };
}

export interface LookupRow {
  id: number;
  reservation_code: string;
  restaurant_id: number;
  reservation_at: string;
  status: Booking['status'];
}

const LOOKUP_COLUMNS = 'id, reservation_code, restaurant_id, reservation_at, status';

/** The booking of a reservation code whose country code and mobile both match. */
export function lookupByPhoneStatement(db: D1Database, p: { code: string; countryCode: string; mobile: string }): D1PreparedStatement {
  return db
    .prepare(`SELECT ${LOOKUP_COLUMNS} FROM bookings WHERE reservation_code = ?1 AND country_code = ?2 AND mobile = ?3`)
    .bind(p.code, p.countryCode, p.mobile);
}

/** The bookings that redeemed this issued voucher code, latest first; a code that was not issued finds nothing. */
export function lookupByVoucherStatement(db: D1Database, voucherCode: string): D1PreparedStatement {
  const columns = LOOKUP_COLUMNS.split(', ').map((column) => `b.${column}`).join(', ');
  return db
    .prepare(
      `SELECT ${columns} FROM vouchers v JOIN voucher_redemptions r ON r.voucher_id = v.id JOIN bookings b ON b.id = r.booking_id
       WHERE v.code = ?1 ORDER BY b.reservation_at DESC LIMIT 20`,
    )
    .bind(voucherCode.toUpperCase());
}
