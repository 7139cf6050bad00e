import type { D1Database } from '@cloudflare/workers-types/index';

/**
 * Writes, for up to `limit` members, one 'expiry' entry of what is left of their points earned before the cutoff
 * (?1, a date): the rule of src/domain/points-expiry.ts in SQL, earned before the cutoff minus everything ever
 * debited, when above 0. The entry's reference is the cutoff, so a member already done for it is skipped and a
 * rerun the same day writes nothing.
 */
export function expirePointsStatement(db: D1Database, cutoff: string, limit: number) {
  return db
    .prepare(
      `INSERT INTO point_entries (member_id, delta, reason, ref)
       SELECT member_id, debited - earned_before, 'expiry', ?1 FROM (
         SELECT e.member_id,
                SUM(CASE WHEN e.delta > 0 AND e.created_at < ?1 THEN e.delta ELSE 0 END) AS earned_before,
                SUM(CASE WHEN e.delta < 0 THEN -e.delta ELSE 0 END) AS debited
         FROM point_entries e
         WHERE e.member_id IN (SELECT member_id FROM point_entries WHERE delta > 0 AND created_at < ?1)
           AND NOT EXISTS (SELECT 1 FROM point_entries x WHERE x.member_id = e.member_id AND x.reason = 'expiry' AND x.ref = ?1)
         GROUP BY e.member_id
       )
       WHERE earned_before > debited
       LIMIT ?2
       ON CONFLICT DO NOTHING`,
    )
    .bind(cutoff, limit);
}
