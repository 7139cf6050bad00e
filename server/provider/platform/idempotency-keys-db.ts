import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';

/** How long a create's answer is replayed for its Idempotency-Key; the cron purges older keys. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

export interface IdempotencyRow {
  request_hash: string;
  response_json: string;
}

/** The first answer stored under a key for a program, if any. */
export function idempotencyStatement(db: D1Database, key: string, program: string): D1PreparedStatement {
  return db.prepare('SELECT request_hash, response_json FROM idempotency_keys WHERE key = ? AND program = ?').bind(key, program);
}

/** Deletes up to `limit` keys older than the retention; answers how many went (meta.changes). */
export function purgeIdempotencyKeysStatement(db: D1Database, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM idempotency_keys WHERE rowid IN (
         SELECT rowid FROM idempotency_keys WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1) ORDER BY created_at LIMIT ?2)`,
    )
    .bind(`-${IDEMPOTENCY_KEY_RETENTION_HOURS} hours`, limit);
}
