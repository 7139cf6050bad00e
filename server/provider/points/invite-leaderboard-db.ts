import type { D1Database } from '@cloudflare/workers-types/index';
import { LEADERBOARD_SIZE } from '#domain/contract/invite-leaderboard.ts';

// Each member's invites given within the program's window (?1 its slug; the last day counts whole), ranked.
const RANKED_INVITERS = `
WITH event AS (SELECT starts_on, ends_on FROM programs WHERE slug = ?1),
counts AS (
  SELECT e.member_id, COUNT(*) AS invites, MAX(e.created_at) AS last_at
  FROM point_entries e, event w
  WHERE e.reason = 'invite_given'
    AND (w.starts_on IS NULL OR e.created_at >= w.starts_on)
    AND (w.ends_on IS NULL OR e.created_at < date(w.ends_on, '+1 day'))
  GROUP BY e.member_id
),
ranked AS (SELECT member_id, invites, last_at, RANK() OVER (ORDER BY invites DESC) AS rank FROM counts)`;

export interface LeaderRow {
  rank: number;
  nickname: string;
  invites: number;
}

/** The top inviters (who reached a shared count first is listed first) and, with a member, that member's place. */
export async function rankedInviters(db: D1Database, program: string, memberId: number | null) {
  const [leaders, me] = await db.batch([
    db
      .prepare(`${RANKED_INVITERS} SELECT r.rank, m.nickname, r.invites FROM ranked r JOIN members m ON m.id = r.member_id ORDER BY r.rank, r.last_at, r.member_id LIMIT ?2`)
      .bind(program, LEADERBOARD_SIZE),
    db.prepare(`${RANKED_INVITERS} SELECT rank, invites FROM ranked WHERE member_id = ?2`).bind(program, memberId ?? 0),
  ]);
  return {
    leaders: (leaders?.results ?? []) as LeaderRow[],
    me: memberId === null ? null : ((me?.results[0] as { rank: number; invites: number } | undefined) ?? { rank: null, invites: 0 }),
  };
}

/** The program's event window and whether it shows an invite leaderboard. */
export function leaderboardProgram(db: D1Database, program: string) {
  return db
    .prepare('SELECT starts_on, ends_on, invite_leaderboard FROM programs WHERE slug = ?1')
    .bind(program)
    .first<{ starts_on: string | null; ends_on: string | null; invite_leaderboard: number }>();
}
