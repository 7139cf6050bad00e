import type { D1Database } from '@cloudflare/workers-types/index';
import type { Locale } from '#domain/locales.ts';

/**
 * SQL: where card `cardParam` guarantees booking `b` (payment `p`): a payment still to be held on it (scheduled,
 * which the cron places with the card's token) or held on it, of a booking that is not over. Such a card stays.
 */
const guaranteeOf = (cardParam: string) => `p.card_id = ${cardParam} AND p.state IN ('scheduled', 'held') AND b.status = 'confirmed'`;

/** SQL: whether card `cardParam` guarantees a booking (the guard of a card's DELETE). */
export const guaranteesBookingSql = (cardParam: string): string =>
  `EXISTS (SELECT 1 FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE ${guaranteeOf(cardParam)})`;

/** The soonest booking a member's own card guarantees, with its restaurant's name in the diner's language (en as fallback); null: none. */
export function bookingGuaranteedBy(db: D1Database, memberId: number, cardId: number, locale: Locale) {
  return db
    .prepare(
      `SELECT b.id AS booking_id, coalesce(lt.name, en.name, '') AS restaurant_name
       FROM booking_payments p JOIN bookings b ON b.id = p.booking_id JOIN member_cards c ON c.id = p.card_id AND c.member_id = ?3
         LEFT JOIN restaurant_texts lt ON lt.restaurant_id = b.restaurant_id AND lt.locale = ?2
         LEFT JOIN restaurant_texts en ON en.restaurant_id = b.restaurant_id AND en.locale = 'en'
       WHERE ${guaranteeOf('?1')} ORDER BY b.reservation_at LIMIT 1`,
    )
    .bind(cardId, locale, memberId)
    .first<{ booking_id: number; restaurant_name: string }>();
}
