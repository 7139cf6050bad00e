import type { D1Database } from '@cloudflare/workers-types/index';
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

export interface RegionPageLookup {
  programStatus: 'active' | 'expired' | null;
  regionInProgram: boolean;
  total: number;
  rows: SummaryRow[];
}

const PAGE_SQL = `
SELECT r.id, COALESCE(t.name, e.name) AS name, COALESCE(t.address, e.address) AS address, r.cover_url, r.currency,
  r.avg_price, r.ratings_avg, r.rating_food, r.rating_service, r.rating_decoration, r.review_count, r.recommended_count,
  r.lat, r.lng, r.time_zone, r.phone, r.website_url, r.district_id, COALESCE(dt.name, de.name) AS district_name
FROM restaurants r
JOIN restaurant_texts e ON e.restaurant_id = r.id AND e.locale = 'en'
LEFT JOIN restaurant_texts t ON t.restaurant_id = r.id AND t.locale = ?2
LEFT JOIN district_texts de ON de.district_id = r.district_id AND de.locale = 'en'
LEFT JOIN district_texts dt ON dt.district_id = r.district_id AND dt.locale = ?2
WHERE r.region_id = ?1
ORDER BY r.ratings_avg DESC, r.id
LIMIT ?3 OFFSET ?4`;

/** One round trip: the program's state, the region's membership, the count and the page itself. */
export async function lookupRegionPage(
  db: D1Database,
  params: { program: string; region: number; locale: Locale; page: number; perPage: number },
): Promise<RegionPageLookup> {
  const [program, member, count, page] = await db.batch([
    db
      .prepare(`SELECT CASE WHEN status = 'expired' OR ends_on < date('now') THEN 'expired' ELSE 'active' END AS status FROM programs WHERE slug = ?`)
      .bind(params.program),
    db.prepare('SELECT 1 AS found FROM program_regions WHERE program_slug = ? AND region_id = ?').bind(params.program, params.region),
    db.prepare('SELECT COUNT(*) AS total FROM restaurants WHERE region_id = ?').bind(params.region),
    db.prepare(PAGE_SQL).bind(params.region, params.locale, params.perPage, (params.page - 1) * params.perPage),
  ]);
  return {
    programStatus: (program?.results[0] as { status: 'active' | 'expired' } | undefined)?.status ?? null,
    regionInProgram: (member?.results.length ?? 0) > 0,
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
    rows: (page?.results ?? []) as SummaryRow[],
  };
}

const named = (join: string, texts: string, key: string) => `
SELECT x.restaurant_id, x.${key} AS id, COALESCE(t.name, e.name, '') AS name
FROM ${join} x
LEFT JOIN ${texts} e ON e.${key} = x.${key} AND e.locale = 'en'
LEFT JOIN ${texts} t ON t.${key} = x.${key} AND t.locale = ?2
WHERE x.restaurant_id IN (SELECT value FROM json_each(?1))
ORDER BY x.restaurant_id, x.position, x.${key}`;

const CUISINES_SQL = named('restaurant_cuisines', 'cuisine_texts', 'cuisine_id');
const TAGS_SQL = named('restaurant_tags', 'tag_texts', 'tag_id');
const LANDMARKS_SQL = named('restaurant_landmarks', 'landmark_texts', 'landmark_id');

function groupByRestaurant(rows: readonly NamedRow[]): Map<number, { id: number; name: string }[]> {
  const grouped = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = grouped.get(row.restaurant_id) ?? [];
    list.push({ id: row.id, name: row.name });
    grouped.set(row.restaurant_id, list);
  }
  return grouped;
}

/** Completes a page of restaurants with cuisines, tags and landmarks: three queries for the whole page. */
export async function toSummaries(db: D1Database, rows: readonly SummaryRow[], locale: Locale): Promise<RestaurantSummary[]> {
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((row) => row.id));
  const [cuisines, tags, landmarks] = (
    await db.batch([CUISINES_SQL, TAGS_SQL, LANDMARKS_SQL].map((sql) => db.prepare(sql).bind(ids, locale)))
  ).map((result) => groupByRestaurant(result.results as NamedRow[]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    cover: row.cover_url,
    cuisines: cuisines?.get(row.id) ?? [],
    tags: tags?.get(row.id) ?? [],
    district: { id: row.district_id, name: row.district_name },
    landmarks: landmarks?.get(row.id) ?? [],
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
  }));
}
