import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { liftLevelsStatement } from '#provider/points/points-db.ts';

/** The bookings of ?1 (a JSON array of ids). */
const BOOKING_IDS = 'SELECT value FROM json_each(?1)';
// The member whose phone a booking carries (the members_phone index is on the joined phone).
const MEMBER_OF_BOOKING = 'm2.country_code || m2.mobile = b.country_code || b.mobile';

/** Confirmed bookings whose meal ended (reserved time + `afterMinutes`) before now, oldest first, at most `limit`. */
export async function bookingsToComplete(db: D1Database, afterMinutes: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM bookings WHERE status = 'confirmed' AND reservation_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', ?1)
       ORDER BY reservation_at LIMIT ?2`,
    )
    .bind(`-${afterMinutes} minutes`, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * The booking points of the bookings of ?1 that meet `condition` (SQL over booking `b`, with `binds` from ?2 on):
 * to each one's member (by the booking's phone), once per booking (UNIQUE member, reason, ref), and their levels
 * lifted.
 */
function bookingPointsStatements(db: D1Database, bookingIds: readonly number[], condition: string, ...binds: unknown[]): D1PreparedStatement[] {
  const ids = JSON.stringify(bookingIds);
  return [
    db
      .prepare(
        `INSERT INTO point_entries (member_id, delta, reason, ref)
         SELECT m2.id, r.booking_points, 'booking_completed', CAST(b.id AS TEXT)
         FROM bookings b JOIN members m2 ON ${MEMBER_OF_BOOKING} JOIN loyalty_rules r ON r.id = 1
         WHERE b.id IN (${BOOKING_IDS}) AND ${condition} AND r.booking_points > 0
         ON CONFLICT DO NOTHING`,
      )
      .bind(ids, ...binds),
    liftLevelsStatement(db, `m.id IN (SELECT m2.id FROM bookings b JOIN members m2 ON ${MEMBER_OF_BOOKING} WHERE b.id IN (${BOOKING_IDS}))`, ids),
  ];
}

/**
 * One batch for the bookings: each still confirmed gives its member the rules' booking points, lifts their
 * levels, and is marked completed. A booking cancelled since it was read is neither paid nor completed.
 */
export function completeBookingsStatements(db: D1Database, bookingIds: readonly number[]): D1PreparedStatement[] {
  return [
    ...bookingPointsStatements(db, bookingIds, "b.status = 'confirmed'"),
    db.prepare(`UPDATE bookings SET status = 'completed' WHERE id IN (${BOOKING_IDS}) AND status = 'confirmed'`).bind(JSON.stringify(bookingIds)),
  ];
}

/** After staff confirmed a meal (the statement before in the batch, stamped `settledAt`): the booking's points. */
export function confirmedMealPointsStatements(db: D1Database, bookingId: number, settledAt: string): D1PreparedStatement[] {
  return bookingPointsStatements(db, [bookingId], "b.status = 'completed' AND b.settled_at = ?2", settledAt);
}
