import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { RestaurantSummary } from '../../../src/domain/contract/restaurant';
import type { RestaurantDetail } from '../../../src/domain/contract/restaurant-detail';
import type { Locale } from '../../../src/domain/locales';
import { restaurantDealsStatement, toDealSummary, type DealRow } from './deals';
import { summaryStatement, toSummaries } from './restaurants';

// ?1 restaurant, ?2 locale; a text left empty in the diner's locale falls back to en.
const localized = (column: string) => `COALESCE(NULLIF(t.${column}, ''), e.${column}) AS ${column}`;
const TEXTS_SQL = `
SELECT ${['introduction', 'cancellation_policy', 'kids_policy'].map(localized).join(', ')}
FROM restaurant_texts e LEFT JOIN restaurant_texts t ON t.restaurant_id = e.restaurant_id AND t.locale = ?2
WHERE e.restaurant_id = ?1 AND e.locale = 'en'`;
const IMAGES_SQL = 'SELECT kind, img_url FROM restaurant_images WHERE restaurant_id = ?1 ORDER BY kind, position';
const MENU_SQL = `
SELECT m.id, COALESCE(t.name, e.name, '') AS name, COALESCE(NULLIF(t.description, ''), e.description, '') AS description, m.price, m.currency
FROM menu_items m
LEFT JOIN menu_item_texts e ON e.menu_item_id = m.id AND e.locale = 'en'
LEFT JOIN menu_item_texts t ON t.menu_item_id = m.id AND t.locale = ?2
WHERE m.restaurant_id = ?1
ORDER BY m.position`;
// The restaurant is visible to a program only in a region the program covers.
const VISIBLE_SQL = `
SELECT 1 AS visible FROM restaurants r JOIN program_regions pr ON pr.region_id = r.region_id AND pr.program_slug = ?2 WHERE r.id = ?1`;

/** Everything the profile shows, as statements for one batch (after the caller's program check). */
export function detailStatements(db: D1Database, p: { program: string; id: number; locale: Locale }): D1PreparedStatement[] {
  return [
    db.prepare(VISIBLE_SQL).bind(p.id, p.program),
    db.prepare(TEXTS_SQL).bind(p.id, p.locale),
    db.prepare(IMAGES_SQL).bind(p.id),
    db.prepare(MENU_SQL).bind(p.id, p.locale),
    restaurantDealsStatement(db, p.program, p.locale, p.id),
    summaryStatement(db, [p.id], p.locale),
  ];
}

/** The detail from detailStatements' results, or null when the program may not show the restaurant. */
export function toDetail(results: readonly D1Result[], id: number): RestaurantDetail | null {
  const [visible, texts, images, menu, deals, summary] = results;
  const [restaurant]: (RestaurantSummary | undefined)[] = toSummaries(summary, [id]);
  const text = texts?.results[0] as Pick<RestaurantDetail, 'introduction' | 'cancellation_policy' | 'kids_policy'> | undefined;
  if (!visible?.results.length || !restaurant || !text) return null;
  const pictures = (images?.results ?? []) as { kind: 'gallery' | 'menu'; img_url: string }[];
  return {
    ...restaurant,
    ...text,
    gallery: pictures.filter((p) => p.kind === 'gallery').map((p) => ({ url: p.img_url, alt: restaurant.name })),
    menu: (menu?.results ?? []) as RestaurantDetail['menu'],
    menu_images: pictures.filter((p) => p.kind === 'menu').map((p) => ({ url: p.img_url })),
    deals: ((deals?.results ?? []) as DealRow[]).map(toDealSummary),
  };
}
