import type { D1Database } from '@cloudflare/workers-types/index';
import { purgeIdempotencyKeysStatement } from './idempotency-keys-db';

const PURGE_CHUNK = 500;
// A bounded run per cron tick keeps each statement small; the next tick takes what is left.
const MAX_CHUNKS_PER_RUN = 20;

/** Deletes idempotency keys past their 24 h, chunk by chunk; answers how many went. */
export async function purgeIdempotencyKeys(db: D1Database): Promise<number> {
  let purged = 0;
  for (let chunk = 0; chunk < MAX_CHUNKS_PER_RUN; chunk++) {
    const deleted = (await purgeIdempotencyKeysStatement(db, PURGE_CHUNK).run()).meta.changes ?? 0;
    purged += deleted;
    if (deleted < PURGE_CHUNK) break;
  }
  if (purged > 0) console.log(JSON.stringify({ job: 'idempotency-purge', purged }));
  return purged;
}
