import type { D1Database } from '@cloudflare/workers-types/index';
import { sha256Hex } from '#provider/platform/member-token.ts';

/**
 * Codes and passwords are stored as sha256(program ':' CODE): a code of one program means nothing in another,
 * and letter case does not matter (the programs' help says so; diners type codes from printed passes).
 */
export const accessCodeHash = (program: string, code: string) => sha256Hex(`${program}:${code.toUpperCase()}`);

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
