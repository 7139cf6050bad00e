import type { D1Database } from '@cloudflare/workers-types/index';

export interface MemberBookRow {
  id: number;
  reservation_code: string;
  status: 'confirmed' | 'cancelled' | 'no_show' | 'completed';
  restaurant_id: number;
  restaurant_name: string;
  program: string;
  slot_date: string | null;
  slot_time: string | null;
  time_zone: string | null;
  reservation_at: string;
  party_size: number;
  first_name: string;
  last_name: string;
  reviewed: number;
}

/**
 * The member's bookings: those made with the member's phone (verified by the sign-up code), and those
 * made with the member's e-mail once that address is verified (a code sent to it was used). An
 * unverified e-mail does not match: anyone could sign up with another diner's address. Only the
 * program's own: a member signed in to one program never sees what they booked in another.
 */
export function memberBooks(db: D1Database, locale: string, memberId: number, program: string, limit: number) {
  return db
    .prepare(
      `SELECT b.id, b.reservation_code, b.status, b.restaurant_id, b.program, b.slot_date, b.slot_time, b.time_zone, b.reservation_at,
              b.party_size, b.first_name, b.last_name, EXISTS (SELECT 1 FROM reviews WHERE booking_id = b.id) AS reviewed,
              COALESCE((SELECT name FROM restaurant_texts WHERE restaurant_id = b.restaurant_id AND locale = ?1),
                       (SELECT name FROM restaurant_texts WHERE restaurant_id = b.restaurant_id AND locale = 'en'), '') AS restaurant_name
       FROM bookings b JOIN members m ON m.id = ?2
       WHERE b.reservation_code IS NOT NULL AND b.program = ?4
         AND ((b.country_code = m.country_code AND b.mobile = m.mobile)
              OR (m.email_verified_at IS NOT NULL AND lower(b.email) = lower(m.email)))
       ORDER BY b.reservation_at DESC, b.id DESC LIMIT ?3`,
    )
    .bind(locale, memberId, limit, program)
    .all<MemberBookRow>();
}
