import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { Locale } from '#domain/locales.ts';

// ?1 program, ?2 locale, ?3 region or null, ?4 collection or null. Stored times are UTC 'YYYY-MM-DD HH:MM:SS'.
const ACTIVE_SQL = `
SELECT a.id, COALESCE(t.title, e.title, '') AS title, a.image_url, a.link_url, a.position
FROM ad_placements a
LEFT JOIN ad_placement_texts e ON e.ad_placement_id = a.id AND e.locale = 'en'
LEFT JOIN ad_placement_texts t ON t.ad_placement_id = a.id AND t.locale = ?2
WHERE a.program_slug = ?1 AND (?3 IS NULL OR a.region_id = ?3) AND (?4 IS NULL OR a.collection_id = ?4)
  AND a.active_from <= datetime('now') AND a.active_until > datetime('now')
ORDER BY a.position, a.id`;

/** The program's banners active now, optionally narrowed to a region and a collection. */
export function activePlacementsStatement(db: D1Database, p: { program: string; locale: Locale; region: number | null; collection: number | null }): D1PreparedStatement {
  return db.prepare(ACTIVE_SQL).bind(p.program, p.locale, p.region, p.collection);
}
