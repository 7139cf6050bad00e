import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { DEFAULT_BOOKING_CONDITIONS, type MealPeriod } from '#domain/contract/availability.ts';
import type { Locale } from '#domain/locales.ts';

export type Conditions = { -readonly [K in keyof typeof DEFAULT_BOOKING_CONDITIONS]: number };

export interface RestaurantBookingRow extends Conditions {
  restaurant_id: number;
  time_zone: string;
}

// A restaurant without its own row books under the default conditions (spec §9).
const d = DEFAULT_BOOKING_CONDITIONS;
const RESTAURANT_SQL = `
SELECT r.id AS restaurant_id, r.time_zone,
  coalesce(c.min_party_size, ${d.min_party_size}) AS min_party_size,
  coalesce(c.max_party_size, ${d.max_party_size}) AS max_party_size,
  coalesce(c.lead_time_minutes, ${d.lead_time_minutes}) AS lead_time_minutes,
  coalesce(c.max_days_ahead, ${d.max_days_ahead}) AS max_days_ahead,
  coalesce(c.cancellation_deadline_minutes, ${d.cancellation_deadline_minutes}) AS cancellation_deadline_minutes,
  coalesce(c.no_show_fee_percent, ${d.no_show_fee_percent}) AS no_show_fee_percent,
  coalesce(c.table_hold_minutes, ${d.table_hold_minutes}) AS table_hold_minutes
FROM restaurants r LEFT JOIN booking_conditions c ON c.restaurant_id = r.id WHERE r.id = ?`;

/** The restaurant's zone and booking conditions (defaults filled in); no row when it does not exist. */
export function restaurantBookingStatement(db: D1Database, restaurant: number): D1PreparedStatement {
  return db.prepare(RESTAURANT_SQL).bind(restaurant);
}

export function mealPeriodsStatement(db: D1Database, restaurant: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT period, starts_at, ends_at FROM restaurant_meal_periods WHERE restaurant_id = ?
       ORDER BY CASE period WHEN 'breakfast' THEN 1 WHEN 'brunch' THEN 2 WHEN 'lunch' THEN 3 WHEN 'afternoon_tea' THEN 4 WHEN 'dinner' THEN 5 ELSE 6 END`,
    )
    .bind(restaurant);
}
export type MealPeriodRow = { period: MealPeriod; starts_at: string; ends_at: string };

// A date blocked without a deal blocks every deal too.
const BLOCKED = `EXISTS (SELECT 1 FROM blocked_dates b WHERE b.restaurant_id = s.restaurant_id AND b.date = s.date AND ifnull(b.deal_id, ?2) = ?2)`;

/** Upcoming blocked dates from `fromDate`, each with its justification in the locale (en as fallback). */
export function blockedDatesStatement(db: D1Database, p: { restaurant: number; deal: number; fromDate: string; locale: Locale }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT b.date, coalesce(
         (SELECT justification FROM blocked_date_texts WHERE blocked_date_id = b.id AND locale = ?4),
         (SELECT justification FROM blocked_date_texts WHERE blocked_date_id = b.id AND locale = 'en')) AS justification
       FROM blocked_dates b WHERE b.restaurant_id = ?1 AND ifnull(b.deal_id, ?2) = ?2 AND b.date >= ?3 ORDER BY b.date`,
    )
    .bind(p.restaurant, p.deal, p.fromDate, p.locale);
}

/** The restriction texts for a restaurant and program (restrictions without a program apply to all). */
export function restrictionsStatement(db: D1Database, p: { restaurant: number; program: string | null; locale: Locale }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT coalesce(
         (SELECT explanation FROM booking_restriction_texts WHERE restriction_id = x.id AND locale = ?3),
         (SELECT explanation FROM booking_restriction_texts WHERE restriction_id = x.id AND locale = 'en')) AS explanation
       FROM booking_restrictions x WHERE x.restaurant_id = ?1 AND (x.program IS NULL OR x.program = ?2) ORDER BY x.id`,
    )
    .bind(p.restaurant, p.program, p.locale);
}

export interface SlotRow {
  id: number;
  date: string;
  time: string;
  capacity: number;
  booked: number;
  off_peak_discount: number | null;
}

/**
 * The slots (deal 0 = no deal) a restaurant's booking window can hold, blocked dates left out, or those of one `date`:
 * read in the same batch as the restaurant, before its zone and conditions are known, so from the UTC day before
 * today to the day after its last bookable date; `inBookingWindow` then keeps the window's own.
 */
export function windowSlotsStatement(db: D1Database, p: { restaurant: number; deal: number; date: string | null; offPeakOnly: boolean }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT s.id, s.date, s.time, s.capacity, s.booked, s.off_peak_discount FROM time_slots s
       WHERE s.restaurant_id = ?1 AND ifnull(s.deal_id, 0) = ?2 AND (?3 IS NULL OR s.date = ?3)
         AND s.date >= date('now', '-1 day')
         AND s.date <= date('now', '+1 day', '+' || coalesce((SELECT max_days_ahead FROM booking_conditions WHERE restaurant_id = ?1), ${d.max_days_ahead}) || ' days')
         AND (?4 = 0 OR s.off_peak_discount IS NOT NULL) AND NOT ${BLOCKED}
       ORDER BY s.date, s.time`,
    )
    .bind(p.restaurant, p.deal, p.date, p.offPeakOnly ? 1 : 0);
}

/** The slots nearest to a wanted local time that still take the party, for a 'No seats available' answer. */
export function nearestSlotsStatement(db: D1Database, p: { restaurant: number; deal: number; from: string; lastDate: string; party: number; wanted: string }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT s.date, s.time, s.capacity - s.booked AS available FROM time_slots s
       WHERE s.restaurant_id = ?1 AND ifnull(s.deal_id, 0) = ?2 AND s.date >= substr(?3, 1, 10) AND s.date <= ?4
         AND (s.date || ' ' || s.time) >= ?3 AND s.capacity - s.booked >= ?5 AND NOT ${BLOCKED}
       ORDER BY abs(julianday(s.date || ' ' || s.time) - julianday(?6)), s.date, s.time LIMIT 4`,
    )
    .bind(p.restaurant, p.deal, p.from, p.lastDate, p.party, p.wanted);
}

/** One slot by its local date and time (deal 0 = no deal), and whether its date is blocked. */
export function slotStatement(db: D1Database, p: { restaurant: number; deal: number; date: string; time: string }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT s.id, s.date, s.time, s.capacity, s.booked, s.off_peak_discount, ${BLOCKED} AS blocked FROM time_slots s
       WHERE s.restaurant_id = ?1 AND ifnull(s.deal_id, 0) = ?2 AND s.date = ?3 AND s.time = ?4`,
    )
    .bind(p.restaurant, p.deal, p.date, p.time);
}

export function dateBlockedStatement(db: D1Database, p: { restaurant: number; deal: number; date: string }): D1PreparedStatement {
  return db
    .prepare(`SELECT 1 AS blocked FROM blocked_dates b WHERE b.restaurant_id = ?1 AND ifnull(b.deal_id, ?2) = ?2 AND b.date = ?3`)
    .bind(p.restaurant, p.deal, p.date);
}
