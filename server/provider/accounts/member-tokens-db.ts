import type { D1Database } from '@cloudflare/workers-types/index';

/** A token for the member with this id, or (at sign-up, in the batch that inserts the member) with this phone. */
/**
 * A session token for a member: by id, or for the member the statement just before in the same batch
 * inserted (`newMemberPhone`; `changes() = 1` ties it to that insert, so a skipped insert issues no token).
 */
export function insertTokenStatement(db: D1Database, tokenHash: string, expiresAt: string, member: { id: number } | { newMemberPhone: string }) {
  return 'id' in member
    ? db.prepare('INSERT INTO member_tokens (token_hash, member_id, expires_at) VALUES (?1, ?3, ?2)').bind(tokenHash, expiresAt, member.id)
    : db
        .prepare('INSERT INTO member_tokens (token_hash, member_id, expires_at) SELECT ?1, id, ?2 FROM members WHERE country_code || mobile = ?3 AND changes() = 1')
        .bind(tokenHash, expiresAt, member.newMemberPhone);
}

/** The member of a live token: not revoked, not expired. */
export function memberIdOfToken(db: D1Database, tokenHash: string, nowIso: string) {
  return db
    .prepare('SELECT member_id FROM member_tokens WHERE token_hash = ?1 AND revoked_at IS NULL AND expires_at > ?2')
    .bind(tokenHash, nowIso)
    .first<{ member_id: number }>();
}

export function revokeTokenStatement(db: D1Database, tokenHash: string) {
  return db.prepare("UPDATE member_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE token_hash = ? AND revoked_at IS NULL").bind(tokenHash);
}

/** A password reset signs the member out everywhere. */
export function revokeAllTokensStatement(db: D1Database, memberId: number) {
  return db.prepare("UPDATE member_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE member_id = ? AND revoked_at IS NULL").bind(memberId);
}
