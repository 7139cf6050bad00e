import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { Locale } from '#domain/locales.ts';

// ?1 program, ?2 locale.
const COLLECTION_SELECT = `
SELECT c.id, COALESCE(t.title, e.title) AS title, COALESCE(NULLIF(t.description, ''), e.description) AS description, c.cover_url AS cover
FROM collections c
JOIN collection_texts e ON e.collection_id = c.id AND e.locale = 'en'
LEFT JOIN collection_texts t ON t.collection_id = c.id AND t.locale = ?2
WHERE c.program_slug = ?1`;

/** The program's collections in one region (?3), in display order. */
export function regionCollectionsStatement(db: D1Database, program: string, locale: Locale, region: number): D1PreparedStatement {
  return db.prepare(`${COLLECTION_SELECT} AND c.region_id = ?3 ORDER BY c.position, c.id`).bind(program, locale, region);
}

/** One of the program's collections (?3) and its restaurant ids in order, as two statements. */
export function collectionStatements(db: D1Database, program: string, locale: Locale, id: number): D1PreparedStatement[] {
  return [
    db.prepare(`${COLLECTION_SELECT} AND c.id = ?3`).bind(program, locale, id),
    db.prepare('SELECT restaurant_id FROM collection_restaurants WHERE collection_id = ? ORDER BY position, restaurant_id').bind(id),
  ];
}
