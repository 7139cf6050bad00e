import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { VouchedBin } from './vouched-card-link';

/** Marks a card issuer's link used, unless it already was: the grant it gives depends on this changing a row. */
export function useCardLink(db: D1Database, program: string, link: VouchedBin) {
  return db
    .prepare('INSERT INTO card_link_uses (link_id, program_slug, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (link_id) DO NOTHING')
    .bind(link.linkId, program, link.expiresAt.toISOString());
}

/** Deletes up to ?2 single-use marks of links that expired before ?1 (bind: before, chunk size). */
export function purgeExpiredLinkUsesStatement(db: D1Database): D1PreparedStatement {
  return db.prepare('DELETE FROM card_link_uses WHERE link_id IN (SELECT link_id FROM card_link_uses WHERE expires_at < ?1 LIMIT ?2)');
}
