import type { D1Database } from '@cloudflare/workers-types/index';
import type { VouchedBin } from './vouched-card-link';

/** Marks a card issuer's link used, unless it already was: the grant it gives depends on this changing a row. */
export function useCardLink(db: D1Database, program: string, link: VouchedBin) {
  return db
    .prepare('INSERT INTO card_link_uses (link_id, program_slug, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (link_id) DO NOTHING')
    .bind(link.linkId, program, link.expiresAt.toISOString());
}
