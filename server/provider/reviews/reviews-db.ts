import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { Review, ReviewCreate } from '#domain/contract/review.ts';
import { reviewPointsStatements } from '#provider/points/points-db.ts';

export interface ReviewRow extends Omit<Review, 'recommended'> {
  recommended: number;
}

export function toReview(row: ReviewRow): Review {
  return { ...row, recommended: row.recommended === 1 };
}

const REVIEW_COLUMNS = 'id, author_name, rating_food, rating_service, rating_decoration, recommended, comment, visited_on, created_at';

/** The restaurant's aggregates (tenths), how many reviews are stored, and a page of them, newest first. */
export function reviewPageStatements(db: D1Database, p: { restaurant: number; page: number; perPage: number }): D1PreparedStatement[] {
  return [
    db.prepare('SELECT rating_food, rating_service, rating_decoration, ratings_avg, review_count, recommended_count FROM restaurants WHERE id = ?').bind(p.restaurant),
    db.prepare('SELECT COUNT(*) AS total FROM reviews WHERE restaurant_id = ?').bind(p.restaurant),
    db
      .prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE restaurant_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(p.restaurant, p.perPage, (p.page - 1) * p.perPage),
  ];
}

export interface BookingForReview {
  restaurant_id: number;
  member_or_guest_name: string;
  status: 'confirmed' | 'cancelled' | 'no_show' | 'completed';
  reservation_at: string;
  reservation_code: string | null;
  time_zone: string;
  /** 1 when the reservation time has passed. */
  past: number;
}

const BOOKING_SQL = `
SELECT b.restaurant_id, b.member_or_guest_name, b.status, b.reservation_at, b.reservation_code, r.time_zone,
  b.reservation_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now') AS past
FROM bookings b JOIN restaurants r ON r.id = b.restaurant_id WHERE b.id = ?`;

/** In one round trip: whether the restaurant exists, and the booking to be reviewed (or null). */
export async function reviewContext(db: D1Database, restaurant: number, booking: number): Promise<{ restaurantFound: boolean; booking: BookingForReview | null }> {
  const [found, row] = await db.batch([db.prepare('SELECT 1 AS found FROM restaurants WHERE id = ?').bind(restaurant), db.prepare(BOOKING_SQL).bind(booking)]);
  return { restaurantFound: (found?.results.length ?? 0) > 0, booking: (row?.results[0] as BookingForReview | undefined) ?? null };
}

// The insert repeats the booking checks, so a booking cancelled since they were read writes nothing, and
// a second review of the booking (UNIQUE booking_id) writes nothing either.
const INSERT_SQL = `
INSERT INTO reviews (restaurant_id, booking_id, author_name, rating_food, rating_service, rating_decoration, recommended, comment, visited_on)
SELECT b.restaurant_id, b.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9 FROM bookings b
WHERE b.id = ?2 AND b.restaurant_id = ?1 AND b.reservation_code = ?10 AND b.status IN ('confirmed', 'completed')
  AND b.reservation_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
ON CONFLICT (booking_id) DO NOTHING
RETURNING ${REVIEW_COLUMNS}`;

// Running means over integer tenths; `changes() = 1` ties the update to the insert just before it.
const AGGREGATE_SQL = `
UPDATE restaurants SET
  rating_food = CAST(round((rating_food * review_count + ?2 * 10) * 1.0 / (review_count + 1)) AS INTEGER),
  rating_service = CAST(round((rating_service * review_count + ?3 * 10) * 1.0 / (review_count + 1)) AS INTEGER),
  rating_decoration = CAST(round((rating_decoration * review_count + ?4 * 10) * 1.0 / (review_count + 1)) AS INTEGER),
  recommended_count = recommended_count + ?5,
  review_count = review_count + 1
WHERE id = ?1 AND changes() = 1`;

/**
 * The review and the restaurant's new aggregates, for one batch (one transaction), then whether the
 * booking has a review now (this one, or an earlier one when the insert wrote nothing).
 */
export function createReviewStatements(db: D1Database, p: { restaurant: number; review: ReviewCreate; authorName: string; visitedOn: string }): D1PreparedStatement[] {
  const r = p.review;
  const recommended = r.recommended ? 1 : 0;
  return [
    db.prepare(INSERT_SQL).bind(p.restaurant, r.booking_id, p.authorName, r.rating_food, r.rating_service, r.rating_decoration, recommended, r.comment, p.visitedOn, r.reservation_code),
    db.prepare(AGGREGATE_SQL).bind(p.restaurant, r.rating_food, r.rating_service, r.rating_decoration, recommended),
    db.prepare('SELECT 1 AS reviewed FROM reviews WHERE booking_id = ?').bind(r.booking_id),
    ...reviewPointsStatements(db, r.booking_id),
  ];
}

export type ReviewOutcome = { kind: 'created'; review: ReviewRow } | { kind: 'duplicate' } | { kind: 'refused' };

/** What a createReviewStatements batch did, from its own results. */
export function reviewOutcome(results: D1Result[]): ReviewOutcome {
  const inserted = results[0]?.results[0] as ReviewRow | undefined;
  if (inserted) return { kind: 'created', review: inserted };
  return (results[2]?.results.length ?? 0) > 0 ? { kind: 'duplicate' } : { kind: 'refused' };
}
