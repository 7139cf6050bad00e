import type { D1Database } from '@cloudflare/workers-types/index';
import type { Level } from '#domain/contract/account.ts';

/** A level's columns with its name in the diner's locale (English when that locale has none); ?1 is the locale. */
export const LEVEL_COLUMNS = `l.id AS id, l.min_points AS min_points, l.icon_url AS icon_url,
  COALESCE((SELECT name FROM level_texts WHERE level_id = l.id AND locale = ?1), (SELECT name FROM level_texts WHERE level_id = l.id AND locale = 'en')) AS name`;

/** The next level up by rank, if any. */
export function nextLevel(db: D1Database, locale: string, id: number) {
  return db
    .prepare(`SELECT ${LEVEL_COLUMNS} FROM levels l WHERE l.rank > (SELECT rank FROM levels WHERE id = ?2) ORDER BY l.rank LIMIT 1`)
    .bind(locale, id)
    .first<Level>();
}

/** Lifts the member to the program's level when that is above the member's; the answer says whether it did. */
export function raiseToProgramLevel(db: D1Database, memberId: number, program: string) {
  return db
    .prepare(
      `UPDATE members SET level_id = pl.level_id, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       FROM program_levels pl JOIN levels target ON target.id = pl.level_id
       WHERE members.id = ?1 AND pl.program_slug = ?2
         AND target.rank > (SELECT rank FROM levels WHERE id = members.level_id)`,
    )
    .bind(memberId, program)
    .run();
}
