import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { AccessMethod } from '#domain/program-access.ts';
import { AUTHENTICATION_METHOD_SQL } from '#provider/programs/programs-db.ts';

export interface NewGrant {
  tokenHash: string;
  program: string;
  method: AccessMethod;
  evidence: Record<string, string>;
  /** Who the grant proves the diner is, when it names someone (a listed mobile): vouchers follow the holder. */
  holder: string | null;
  expiresAt: string;
  /** The diner's earlier grant for this program, revoked in the same batch: the latest verification wins. */
  replacesHash: string | null;
}

/**
 * The grant's insert, then the earlier grant's revoke. `onlyAfterChange` ties the insert to the statement
 * just before it in the batch (a code redemption): when that changed no row, no grant is issued.
 */
export function insertGrantStatements(db: D1Database, grant: NewGrant, onlyAfterChange = false): D1PreparedStatement[] {
  const insert = db
    .prepare(
      `INSERT INTO access_grants (token_hash, program_slug, method, evidence, expires_at, holder)
       SELECT ?1, ?2, ?3, ?4, ?5, ?7 WHERE ?6 = 0 OR changes() = 1`,
    )
    .bind(grant.tokenHash, grant.program, grant.method, JSON.stringify(grant.evidence), grant.expiresAt, onlyAfterChange ? 1 : 0, grant.holder);
  // Only once the new grant stands: a refused verification leaves the earlier grant as it was.
  const revoke = db
    .prepare(
      `UPDATE access_grants SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE token_hash = ?1 AND program_slug = ?2 AND revoked_at IS NULL AND EXISTS (SELECT 1 FROM access_grants WHERE token_hash = ?3)`,
    )
    .bind(grant.replacesHash ?? '', grant.program, grant.tokenHash);
  return [insert, revoke];
}

/** What the access rule needs of a program and a diner, as one statement to send in a handler's batch. */
export interface ProgramAccessRow {
  authentication_method: string;
  is_need_bank_card_verify: number;
  is_need_dbs_verify: number;
  grant_method: AccessMethod | null;
  grant_expires_at: string | null;
  member_live: number;
}

const ACCESS_SQL = `
SELECT ${AUTHENTICATION_METHOD_SQL} AS authentication_method, p.is_need_bank_card_verify, p.is_need_dbs_verify,
  g.method AS grant_method, g.expires_at AS grant_expires_at,
  EXISTS (SELECT 1 FROM member_tokens WHERE token_hash = ?3 AND revoked_at IS NULL AND expires_at > ?4) AS member_live
FROM programs p
LEFT JOIN access_grants g ON g.token_hash = ?2 AND g.program_slug = p.slug AND g.revoked_at IS NULL AND g.expires_at > ?4
WHERE p.slug = ?1`;

export function programAccessStatement(db: D1Database, p: { program: string; grantHash: string | null; memberHash: string | null; nowIso: string }) {
  return db.prepare(ACCESS_SQL).bind(p.program, p.grantHash ?? '', p.memberHash ?? '', p.nowIso);
}

/** Deletes up to ?2 grants that expired or were revoked before ?1 (bind: before, chunk size). */
export function purgeEndedGrantsStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `DELETE FROM access_grants WHERE id IN (
       SELECT id FROM access_grants WHERE expires_at < ?1 OR revoked_at < ?1 LIMIT ?2)`,
  );
}

/** Who the live grant of this token in the program proves the diner is (null: no live grant, or one naming no one). */
export async function liveGrantHolder(db: D1Database, tokenHash: string, program: string, nowIso: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT holder FROM access_grants WHERE token_hash = ?1 AND program_slug = ?2 AND revoked_at IS NULL AND expires_at > ?3')
    .bind(tokenHash, program, nowIso)
    .first<{ holder: string | null }>();
  return row?.holder ?? null;
}
