import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import type { Locale } from '#domain/locales.ts';

/** A row of summaryColumns: cuisines, tags and landmarks arrive as JSON arrays of { id, name }. */
export interface SummaryRow {
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
  cuisines: string;
  tags: string;
  landmarks: string;
}

const text = (table: string, key: string, id: string, column: string, locale: string) =>
  `COALESCE((SELECT ${column} FROM ${table} WHERE ${key} = ${id} AND locale = ${locale}), (SELECT ${column} FROM ${table} WHERE ${key} = ${id} AND locale = 'en'), '')`;
const named = (join: string, texts: string, key: string, locale: string) =>
  `(SELECT json_group_array(json_object('id', x.${key}, 'name', ${text(texts, key, `x.${key}`, 'name', locale)}) ORDER BY x.position, x.${key})
    FROM ${join} x WHERE x.restaurant_id = r.id)`;

/**
 * The columns of a restaurant summary for restaurant `r`, texts in the diner's locale (the SQL
 * placeholder `locale`) falling back to en: any query over `restaurants r` can answer summaries in
 * the same statement, so a page of restaurants is one round trip.
 */
export const summaryColumns = (locale: string) => `
  r.id, ${text('restaurant_texts', 'restaurant_id', 'r.id', 'name', locale)} AS name,
  ${text('restaurant_texts', 'restaurant_id', 'r.id', 'address', locale)} AS address,
  r.cover_url, r.currency, r.avg_price, r.ratings_avg, r.rating_food, r.rating_service, r.rating_decoration, r.review_count,
  r.recommended_count, r.lat, r.lng, r.time_zone, r.phone, r.website_url, r.district_id,
  ${text('district_texts', 'district_id', 'r.district_id', 'name', locale)} AS district_name,
  ${named('restaurant_cuisines', 'cuisine_texts', 'cuisine_id', locale)} AS cuisines,
  ${named('restaurant_tags', 'tag_texts', 'tag_id', locale)} AS tags,
  ${named('restaurant_landmarks', 'landmark_texts', 'landmark_id', locale)} AS landmarks`;

export function toSummary(row: SummaryRow): RestaurantSummary {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover_url,
    cuisines: JSON.parse(row.cuisines) as RestaurantSummary['cuisines'],
    tags: JSON.parse(row.tags) as RestaurantSummary['tags'],
    district: { id: row.district_id, name: row.district_name },
    landmarks: JSON.parse(row.landmarks) as RestaurantSummary['landmarks'],
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
  };
}

/** Summaries of a list of restaurants as one statement, for callers that batch it with their own. */
export function summaryStatement(db: D1Database, ids: readonly number[], locale: Locale): D1PreparedStatement {
  return db.prepare(`SELECT ${summaryColumns('?2')} FROM restaurants r WHERE r.id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(ids), locale);
}

/** Turns summaryStatement's result into summaries in the order of `ids` (unknown ids are left out). */
export function toSummaries(result: D1Result | undefined, ids: readonly number[]): RestaurantSummary[] {
  const byId = new Map(((result?.results ?? []) as SummaryRow[]).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

/** Restaurant summaries for a list of ids, in that order. */
export async function loadSummaries(db: D1Database, ids: readonly number[], locale: Locale): Promise<RestaurantSummary[]> {
  if (ids.length === 0) return [];
  return toSummaries(await summaryStatement(db, ids, locale).all(), ids);
}

// ?1 program, ?2 restaurant, ?3 deal or null.
const SCOPE_SQL = `
SELECT EXISTS (SELECT 1 FROM restaurants r JOIN program_regions p ON p.region_id = r.region_id WHERE r.id = ?2 AND p.program_slug = ?1) AS in_region,
  ?3 IS NULL OR EXISTS (SELECT 1 FROM deals d WHERE d.id = ?3 AND d.program_slug = ?1 AND d.restaurant_id = ?2) AS deal_offered`;

/**
 * Whether a program may book this restaurant: it covers the restaurant's region and, with a deal, the deal
 * is the program's own at this restaurant. One statement, for the create's read batch; passBookingScope (bookings/booking-scope.ts) reads its answer.
 */
export function bookingScopeStatement(db: D1Database, p: { program: string; restaurant: number; deal: number | null }): D1PreparedStatement {
  return db.prepare(SCOPE_SQL).bind(p.program, p.restaurant, p.deal);
}

/** The restaurant's name in the locale, else in English, else ''. */
export async function restaurantNameOf(db: D1Database, id: number, locale: string): Promise<string> {
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT name FROM restaurant_texts WHERE restaurant_id = ?1 AND locale = ?2), (SELECT name FROM restaurant_texts WHERE restaurant_id = ?1 AND locale = 'en'), '') AS name`,
    )
    .bind(id, locale)
    .first<{ name: string }>();
  return row?.name ?? '';
}
