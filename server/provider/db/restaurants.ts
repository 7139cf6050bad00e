import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { RestaurantSummary } from '../../../src/domain/contract/restaurant';
import type { Locale } from '../../../src/domain/locales';

interface SummaryRow {
  id: number;
  name: string;
  address: string;
  cover_url: string;
  currency: string;
  avg_price: number;
  ratings_avg: number;
  rating_food: number;
  rating_service: number;
  rating_decoration: number;
  review_count: number;
  recommended_count: number;
  lat: number;
  lng: number;
  time_zone: string;
  phone: string;
  website_url: string | null;
  district_id: number;
  district_name: string;
}

interface NamedRow {
  restaurant_id: number;
  id: number;
  name: string;
}

// ?1 is a JSON array of restaurant ids, ?2 the diner's locale (every text falls back to en).
const ROWS_SQL = `
SELECT r.id, COALESCE(t.name, e.name) AS name, COALESCE(t.address, e.address) AS address, r.cover_url, r.currency,
  r.avg_price, r.ratings_avg, r.rating_food, r.rating_service, r.rating_decoration, r.review_count, r.recommended_count,
  r.lat, r.lng, r.time_zone, r.phone, r.website_url, r.district_id, COALESCE(dt.name, de.name) AS district_name
FROM restaurants r
JOIN restaurant_texts e ON e.restaurant_id = r.id AND e.locale = 'en'
LEFT JOIN restaurant_texts t ON t.restaurant_id = r.id AND t.locale = ?2
LEFT JOIN district_texts de ON de.district_id = r.district_id AND de.locale = 'en'
LEFT JOIN district_texts dt ON dt.district_id = r.district_id AND dt.locale = ?2
WHERE r.id IN (SELECT value FROM json_each(?1))`;

const named = (join: string, texts: string, key: string) => `
SELECT x.restaurant_id, x.${key} AS id, COALESCE(t.name, e.name, '') AS name
FROM ${join} x
LEFT JOIN ${texts} e ON e.${key} = x.${key} AND e.locale = 'en'
LEFT JOIN ${texts} t ON t.${key} = x.${key} AND t.locale = ?2
WHERE x.restaurant_id IN (SELECT value FROM json_each(?1))
ORDER BY x.restaurant_id, x.position, x.${key}`;

const SUMMARY_SQL = [
  ROWS_SQL,
  named('restaurant_cuisines', 'cuisine_texts', 'cuisine_id'),
  named('restaurant_tags', 'tag_texts', 'tag_id'),
  named('restaurant_landmarks', 'landmark_texts', 'landmark_id'),
];

function groupByRestaurant(rows: readonly NamedRow[]): Map<number, { id: number; name: string }[]> {
  const grouped = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = grouped.get(row.restaurant_id) ?? [];
    list.push({ id: row.id, name: row.name });
    grouped.set(row.restaurant_id, list);
  }
  return grouped;
}

/** The four statements that make restaurant summaries, for callers that batch them with their own. */
export function summaryStatements(db: D1Database, ids: readonly number[], locale: Locale): D1PreparedStatement[] {
  const json = JSON.stringify(ids);
  return SUMMARY_SQL.map((sql) => db.prepare(sql).bind(json, locale));
}

/** Turns the results of summaryStatements into summaries, in the order of `ids` (unknown ids are left out). */
export function toSummaries(results: readonly D1Result[], ids: readonly number[]): RestaurantSummary[] {
  const [rows, cuisines, tags, landmarks] = results;
  const byId = new Map(((rows?.results ?? []) as SummaryRow[]).map((row) => [row.id, row]));
  const [cuisinesOf, tagsOf, landmarksOf] = [cuisines, tags, landmarks].map((result) => groupByRestaurant((result?.results ?? []) as NamedRow[]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        cover: row.cover_url,
        cuisines: cuisinesOf?.get(row.id) ?? [],
        tags: tagsOf?.get(row.id) ?? [],
        district: { id: row.district_id, name: row.district_name },
        landmarks: landmarksOf?.get(row.id) ?? [],
        currency: row.currency,
        avg_price: row.avg_price,
        ratings_avg: row.ratings_avg / 10,
        ratings: { food: row.rating_food / 10, service: row.rating_service / 10, decoration: row.rating_decoration / 10 },
        review_count: row.review_count,
        recommended_count: row.recommended_count,
        location: { name: row.district_name, lat: row.lat, lng: row.lng },
        time_zone: row.time_zone,
        address: row.address,
        phone: row.phone,
        website_detail_url: row.website_url,
      },
    ];
  });
}

/** Restaurant summaries for a list of ids, in that order: one batch of four statements. */
export async function loadSummaries(db: D1Database, ids: readonly number[], locale: Locale): Promise<RestaurantSummary[]> {
  if (ids.length === 0) return [];
  return toSummaries(await db.batch(summaryStatements(db, ids, locale)), ids);
}
