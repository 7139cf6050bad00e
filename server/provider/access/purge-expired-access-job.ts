import type { D1Database } from '@cloudflare/workers-types/index';
import { purgeEndedGrantsStatement } from './access-grants-db';
import { purgeExpiredLinkUsesStatement } from './card-link-uses-db';

const PURGE_CHUNK = 500;
// A bounded run per cron tick keeps each statement small; the next tick takes what is left.
const MAX_CHUNKS_PER_RUN = 20;
/** How long an ended or replaced grant stays, for support to look at, before it is deleted. */
export const ENDED_GRANT_KEPT_HOURS = 24;

/**
 * Deletes access grants that ended (or were replaced) more than ENDED_GRANT_KEPT_HOURS before `now`, and the
 * card links' single-use marks once those links have expired, chunk by chunk; answers how many rows went.
 * What access rules need after a grant is gone (a partner code's first use) is kept elsewhere (partner_code_uses).
 */
export async function purgeExpiredAccess(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENDED_GRANT_KEPT_HOURS * 3_600_000).toISOString();
  const grants = purgeEndedGrantsStatement(db);
  const links = purgeExpiredLinkUsesStatement(db);
  let purged = 0;
  for (const [statement, until] of [[grants, before], [links, now.toISOString()]] as const) {
    for (let chunk = 0; chunk < MAX_CHUNKS_PER_RUN; chunk++) {
      const deleted = (await statement.bind(until, PURGE_CHUNK).run()).meta.changes ?? 0;
      purged += deleted;
      if (deleted < PURGE_CHUNK) break;
    }
  }
  if (purged > 0) console.log(JSON.stringify({ job: 'expired-access-purge', purged }));
  return purged;
}
