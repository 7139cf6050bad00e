import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';

export interface AccessCodeRow {
  id: number;
  kind: 'code' | 'password';
  usable: number;
}

/** The program's code or password with this digest, and whether it can still be redeemed (not used up, not expired). */
export function findAccessCode(db: D1Database, program: string, codeHash: string, nowIso: string) {
  return db
    .prepare(
      `SELECT id, kind, (max_redemptions IS NULL OR redemptions < max_redemptions) AND (expires_at IS NULL OR expires_at > ?3) AS usable
       FROM access_codes WHERE program_slug = ?1 AND code_hash = ?2`,
    )
    .bind(program, codeHash, nowIso)
    .first<AccessCodeRow>();
}

/** Counts one redemption, only while the code has some left: 50 diners racing for a single-use code, one wins. */
export function redeemAccessCode(db: D1Database, id: number, nowIso: string) {
  return db
    .prepare(
      `UPDATE access_codes SET redemptions = redemptions + 1
       WHERE id = ?1 AND (max_redemptions IS NULL OR redemptions < max_redemptions) AND (expires_at IS NULL OR expires_at > ?2)`,
    )
    .bind(id, nowIso);
}

/**
 * Adds a code or password (by its digest: see accessCodeHash), or changes one the program has: its kind, expiry and
 * limit, which never goes below the redemptions already made.
 */
export function upsertAccessCodeStatement(
  db: D1Database,
  program: string,
  code: { kind: 'code' | 'password'; codeHash: string; maxRedemptions: number | null; expiresAt: string | null },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO access_codes (program_slug, kind, code_hash, max_redemptions, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (program_slug, code_hash) DO UPDATE SET kind = excluded.kind, max_redemptions = max(excluded.max_redemptions, redemptions), expires_at = excluded.expires_at`,
    )
    .bind(program, code.kind, code.codeHash, code.maxRedemptions, code.expiresAt);
}
