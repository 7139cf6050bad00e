import type { D1Database } from '@cloudflare/workers-types/index';
import { expiryCutoff } from '#domain/points-expiry.ts';
import { loyaltyRules } from './loyalty-rules-db';
import { expirePointsStatement } from './points-expiry-db';

const EXPIRY_CHUNK = 500;
// A bounded run per cron tick; members left over are taken by the next tick (same cutoff, same day).
const MAX_CHUNKS_PER_RUN = 20;

/** Expires, oldest first, the points members did not spend within the rules' days; answers how many members lost some. */
export async function expirePoints(db: D1Database, now = new Date()): Promise<number> {
  const rules = await loyaltyRules(db);
  if (!rules?.points_expire_days) return 0;
  const cutoff = expiryCutoff(now, rules.points_expire_days);
  let members = 0;
  for (let chunk = 0; chunk < MAX_CHUNKS_PER_RUN; chunk++) {
    const written = (await expirePointsStatement(db, cutoff, EXPIRY_CHUNK).run()).meta.changes ?? 0;
    members += written;
    if (written < EXPIRY_CHUNK) break;
  }
  if (members > 0) console.log(JSON.stringify({ job: 'points-expiry', cutoff, members }));
  return members;
}
