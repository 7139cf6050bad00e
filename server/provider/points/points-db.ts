import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';

/** Spec §1/§5: a friend's invite code gives both members this many points. */
export const INVITE_POINTS = 10;

/** A member's balance, the sum of their ledger entries, as SQL for the member the expression names. */
export const balanceSql = (memberId: string) => `(SELECT COALESCE(SUM(delta), 0) FROM point_entries WHERE member_id = ${memberId})`;
/** The balance of the member row aliased `m`. */
export const BALANCE_SQL = balanceSql('m.id');

type MemberRef = { id: number } | { tokenHash: string } | { bookingId: number };

/** The member a reference names, as SQL over ?1. */
function memberIdSql(member: MemberRef): string {
  if ('id' in member) return '?1';
  if ('tokenHash' in member) return '(SELECT member_id FROM member_tokens WHERE token_hash = ?1)';
  return '(SELECT m2.id FROM bookings b JOIN members m2 ON m2.country_code = b.country_code AND m2.mobile = b.mobile WHERE b.id = ?1)';
}

/**
 * Lifts a member to the highest level their balance reaches, never down (a partner level may sit higher):
 * runs after the entries of the same batch.
 */
export function levelFromPointsStatement(db: D1Database, member: MemberRef): D1PreparedStatement {
  return liftLevelsStatement(db, `m.id = ${memberIdSql(member)}`, 'id' in member ? member.id : 'tokenHash' in member ? member.tokenHash : member.bookingId);
}

/** Lifts every member the condition (over the member row `m`) selects, the same way. */
export function liftLevelsStatement(db: D1Database, whoSql: string, ...binds: unknown[]): D1PreparedStatement {
  const reached = `(SELECT l.rank FROM levels l WHERE l.min_points <= ${BALANCE_SQL} ORDER BY l.rank DESC LIMIT 1)`;
  return db
    .prepare(
      `UPDATE members AS m SET level_id = (SELECT l.id FROM levels l WHERE l.min_points <= ${BALANCE_SQL} ORDER BY l.rank DESC LIMIT 1)
       WHERE ${whoSql} AND ${reached} > (SELECT rank FROM levels WHERE id = m.level_id)`,
    )
    .bind(...binds);
}

/**
 * The invite's points, in the sign-up batch: 10 to the new member (whose row the new token names, so nothing
 * when the sign-up lost its race) and 10 to the friend, once per new member (UNIQUE member, reason, ref).
 */
export function invitePointsStatements(db: D1Database, p: { inviterId: number; newTokenHash: string }): D1PreparedStatement[] {
  return [
    db
      .prepare(`INSERT INTO point_entries (member_id, delta, reason, ref) SELECT member_id, ?2, 'invite_joined', CAST(?3 AS TEXT) FROM member_tokens WHERE token_hash = ?1`)
      .bind(p.newTokenHash, INVITE_POINTS, p.inviterId),
    db
      .prepare(`INSERT INTO point_entries (member_id, delta, reason, ref) SELECT ?3, ?2, 'invite_given', CAST(member_id AS TEXT) FROM member_tokens WHERE token_hash = ?1 AND member_id <> ?3`)
      .bind(p.newTokenHash, INVITE_POINTS, p.inviterId),
    levelFromPointsStatement(db, { tokenHash: p.newTokenHash }),
    levelFromPointsStatement(db, { id: p.inviterId }),
  ];
}

/** Points for a review of a completed booking (spec: reviews earn points). */
export const REVIEW_POINTS = 20;

/**
 * A review's points, in its batch after the review: to the member whose phone the booking carries, once per
 * booking (UNIQUE member, reason, ref; a review that was not written, a duplicate say, finds its earlier entry).
 */
export function reviewPointsStatements(db: D1Database, bookingId: number): D1PreparedStatement[] {
  const member = memberIdSql({ bookingId });
  return [
    db
      .prepare(
        `INSERT INTO point_entries (member_id, delta, reason, ref)
         SELECT ${member}, ?2, 'review', CAST(?1 AS TEXT) WHERE ${member} IS NOT NULL AND EXISTS (SELECT 1 FROM reviews WHERE booking_id = ?1)
         ON CONFLICT DO NOTHING`,
      )
      .bind(bookingId, REVIEW_POINTS),
    levelFromPointsStatement(db, { bookingId }),
  ];
}

export interface PointEntryRow {
  delta: number;
  reason: string;
  created_at: string;
}

/** The member's ledger, newest first (the points history of My bookings). */
export function pointHistory(db: D1Database, memberId: number) {
  return db.prepare('SELECT delta, reason, created_at FROM point_entries WHERE member_id = ?1 ORDER BY id DESC LIMIT 100').bind(memberId).all<PointEntryRow>();
}

/**
 * A voucher claim's price out of the member's ledger, for the claim batch: only when the statement just before
 * it (the voucher's insert) changed a row (`changes() = 1`), and only for an offer that costs points.
 */
export function voucherPriceStatement(db: D1Database, memberId: number, offerId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO point_entries (member_id, delta, reason, ref)
       SELECT ?1, -o.points_price, 'voucher', CAST(o.id AS TEXT) FROM voucher_offers o WHERE o.id = ?2 AND o.points_price > 0 AND changes() = 1`,
    )
    .bind(memberId, offerId);
}
