import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { paymentAsPlannedSql } from '#provider/payments/booking-payments-db.ts';

/**
 * A diner's appeal of a no-show (spec §4), once per booking: only a booking marked no-show, whose code the diner
 * holds (checked by the caller), takes one (UNIQUE booking). RETURNING says whether it went in.
 */
export function createAppealStatement(db: D1Database, bookingId: number, reason: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO no_show_appeals (booking_id, reason) SELECT id, ?2 FROM bookings WHERE id = ?1 AND status = 'no_show'
       ON CONFLICT (booking_id) DO NOTHING RETURNING id`,
    )
    .bind(bookingId, reason);
}

/**
 * The staff's decision, in one batch: the appeal leaves 'reviewing' once (RETURNING says whether it did); an
 * approval makes its booking confirmed again (spec §4), stamped with the change token so the batch's later statements
 * (the fee's refund, logged pending) act only where it did; a rejection leaves it a no-show with the reason shown.
 */
export function decideAppealStatements(
  db: D1Database,
  p: {
    appealId: number; restaurantId: number; staffId: number; decision: { decision: 'approve' | 'reject'; reason?: string | undefined }; nowIso: string; changeToken: string;
    /** The version of the booking's payment the fee's refund was planned from (paymentAsPlannedSql). */
    paymentVersion: number | null;
  },
): D1PreparedStatement[] {
  const status = p.decision.decision === 'approve' ? 'approved' : 'rejected';
  return [
    db
      .prepare(
        `UPDATE no_show_appeals SET status = ?3, decision_reason = ?4, decided_by = ?5, decided_at = ?6
         WHERE id = ?1 AND status = 'reviewing' AND booking_id IN (SELECT id FROM bookings WHERE restaurant_id = ?2)
           AND ${paymentAsPlannedSql('no_show_appeals.booking_id', '?7')} RETURNING booking_id`,
      )
      .bind(p.appealId, p.restaurantId, status, p.decision.reason || null, p.staffId, p.nowIso, p.paymentVersion),
    db
      .prepare(
        `UPDATE bookings SET status = 'confirmed', settled_at = NULL, settled_by = NULL, change_token = ?3
         WHERE id = (SELECT booking_id FROM no_show_appeals WHERE id = ?1 AND status = 'approved' AND decided_at = ?2) AND status = 'no_show'`,
      )
      .bind(p.appealId, p.nowIso, p.changeToken),
  ];
}

/** An appeal of a booking at this restaurant (another restaurant's appeal reads as none). */
export function appealAtRestaurant(db: D1Database, appealId: number, restaurantId: number) {
  return db
    .prepare('SELECT a.status, a.booking_id FROM no_show_appeals a JOIN bookings b ON b.id = a.booking_id WHERE a.id = ?1 AND b.restaurant_id = ?2')
    .bind(appealId, restaurantId)
    .first<{ status: string; booking_id: number }>();
}
