import type { D1Database } from '@cloudflare/workers-types/index';
import type { UpgradeInfo } from '#domain/contract/account.ts';
import { LEVEL_COLUMNS } from './levels-db';

// The rank of the level the member was last congratulated on; a member from before the column, or a new one
// written without it, counts as congratulated on the lowest level (nobody is congratulated on joining).
const ANNOUNCED_RANK = `COALESCE((SELECT rank FROM levels WHERE id = members.level_announced_id), (SELECT MIN(rank) FROM levels))`;
const ABOVE_ANNOUNCED = `(SELECT rank FROM levels WHERE id = members.level_id) > ${ANNOUNCED_RANK}`;

interface LevelRow {
  name: string;
  icon_url: string;
}

/** Spec §3 upgrade info: visible when the member's level is above the one they were last congratulated on. */
export async function pendingUpgrade(db: D1Database, locale: string, memberId: number): Promise<UpgradeInfo | null> {
  const row = await db
    .prepare(`SELECT ${LEVEL_COLUMNS}, ${ABOVE_ANNOUNCED} AS above FROM members JOIN levels l ON l.id = members.level_id WHERE members.id = ?2`)
    .bind(locale, memberId)
    .first<LevelRow & { above: number }>();
  return row ? { visible: row.above === 1, levelText: row.name, levelIcon: row.icon_url } : null;
}

/**
 * Records that the member was congratulated on their level; answers whether this call did it, so of two at
 * once (two tabs, a retried call) only one shows the dialog.
 */
export async function announceLevel(db: D1Database, memberId: number): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE members SET level_announced_id = level_id WHERE id = ?1 AND ${ABOVE_ANNOUNCED}`)
    .bind(memberId)
    .run();
  return result.meta.changes === 1;
}
