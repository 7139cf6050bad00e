import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import type { Locale } from '#domain/locales.ts';

// ?1 region, ?2 locale. Each facet counts the region's restaurants per value, names falling back to en.
const facet = (from: string, key: string, texts: string) => `
SELECT x.${key} AS id, COALESCE(t.name, e.name, '') AS name, COUNT(*) AS count
FROM ${from}
LEFT JOIN ${texts} e ON e.${key} = x.${key} AND e.locale = 'en'
LEFT JOIN ${texts} t ON t.${key} = x.${key} AND t.locale = ?2
GROUP BY x.${key}
ORDER BY count DESC, x.${key}`;

const FACETS_SQL = [
  facet('restaurant_cuisines x JOIN restaurants r ON r.id = x.restaurant_id AND r.region_id = ?1', 'cuisine_id', 'cuisine_texts'),
  facet('restaurant_tags x JOIN restaurants r ON r.id = x.restaurant_id AND r.region_id = ?1', 'tag_id', 'tag_texts'),
  facet('(SELECT district_id FROM restaurants WHERE region_id = ?1) x', 'district_id', 'district_texts'),
  facet('restaurant_landmarks x JOIN restaurants r ON r.id = x.restaurant_id AND r.region_id = ?1', 'landmark_id', 'landmark_texts'),
];
const PRICE_SQL = `
SELECT g.currency, COALESCE(MIN(r.avg_price), 0) AS min, COALESCE(MAX(r.avg_price), 0) AS max
FROM regions g LEFT JOIN restaurants r ON r.region_id = g.id WHERE g.id = ? GROUP BY g.id`;

/** The five facet statements, for a batch with the program check. */
export function facetStatements(db: D1Database, region: number, locale: Locale): D1PreparedStatement[] {
  return [...FACETS_SQL.map((sql) => db.prepare(sql).bind(region, locale)), db.prepare(PRICE_SQL).bind(region)];
}

type Facet = RestaurantFacets['cuisines'];

export function toFacets(results: readonly D1Result[]): RestaurantFacets {
  const [cuisines, tags, locations, landmarks, price] = results.map((result) => result.results);
  return {
    cuisines: (cuisines ?? []) as Facet,
    tags: (tags ?? []) as Facet,
    locations: (locations ?? []) as Facet,
    landmarks: (landmarks ?? []) as Facet,
    price: price?.[0] as RestaurantFacets['price'],
  };
}
