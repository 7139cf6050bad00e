import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { DealDetail, DealSummary } from '#domain/contract/deal.ts';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import type { Locale } from '#domain/locales.ts';

export interface DealRow {
  id: number;
  name: string;
  picture_url: string;
  category_name: string;
  description: string;
  terms: string;
  price: number | null;
  currency: string | null;
  starts_on: string | null;
  ends_on: string | null;
  restaurant_id: number;
  restaurant_name: string;
  cover_url: string;
  district_id: number;
  district_name: string;
}

// ?1 program, ?2 locale. A program's deals count only at restaurants in the regions it covers today.
const DEALS_FROM = `
FROM deals d
JOIN deal_texts e ON e.deal_id = d.id AND e.locale = 'en'
LEFT JOIN deal_texts t ON t.deal_id = d.id AND t.locale = ?2
JOIN restaurants r ON r.id = d.restaurant_id
JOIN restaurant_texts re ON re.restaurant_id = r.id AND re.locale = 'en'
LEFT JOIN restaurant_texts rt ON rt.restaurant_id = r.id AND rt.locale = ?2
LEFT JOIN district_texts de ON de.district_id = r.district_id AND de.locale = 'en'
LEFT JOIN district_texts dt ON dt.district_id = r.district_id AND dt.locale = ?2
WHERE d.program_slug = ?1 AND r.region_id IN (SELECT region_id FROM program_regions WHERE program_slug = ?1)`;

const DEAL_COLUMNS = `
SELECT d.id, COALESCE(t.name, e.name) AS name, d.picture_url, COALESCE(t.category_name, e.category_name) AS category_name,
  COALESCE(NULLIF(t.description, ''), e.description) AS description, COALESCE(NULLIF(t.terms, ''), e.terms) AS terms,
  d.price, d.currency, d.starts_on, d.ends_on, r.id AS restaurant_id, COALESCE(rt.name, re.name) AS restaurant_name,
  r.cover_url, r.district_id, COALESCE(dt.name, de.name) AS district_name`;

const CURRENT = `(d.starts_on IS NULL OR d.starts_on <= date('now')) AND (d.ends_on IS NULL OR d.ends_on >= date('now'))`;
const ORDER = 'ORDER BY d.position, d.id';

/** A page of the program's current deals, optionally in one region, and their count (?3 region or null). */
export function dealPageStatements(db: D1Database, p: { program: string; locale: Locale; region: number | null; page: number; perPage: number }): D1PreparedStatement[] {
  const filter = `${DEALS_FROM} AND ${CURRENT} AND (?3 IS NULL OR r.region_id = ?3)`;
  return [
    db.prepare(`SELECT COUNT(*) AS total ${filter}`).bind(p.program, p.locale, p.region),
    db.prepare(`${DEAL_COLUMNS} ${filter} ${ORDER} LIMIT ?4 OFFSET ?5`).bind(p.program, p.locale, p.region, p.perPage, (p.page - 1) * p.perPage),
  ];
}

/** The program's current deals at one restaurant. */
export function restaurantDealsStatement(db: D1Database, program: string, locale: Locale, restaurant: number): D1PreparedStatement {
  return db.prepare(`${DEAL_COLUMNS} ${DEALS_FROM} AND ${CURRENT} AND d.restaurant_id = ?3 ${ORDER}`).bind(program, locale, restaurant);
}

/** One of the program's deals, current or not (a saved link keeps working). */
export function dealStatement(db: D1Database, program: string, locale: Locale, id: number): D1PreparedStatement {
  return db.prepare(`${DEAL_COLUMNS} ${DEALS_FROM} AND d.id = ?3`).bind(program, locale, id);
}

export function toDealSummary(row: DealRow): DealSummary {
  return {
    id: row.id,
    name: row.name,
    picture_url: row.picture_url,
    restaurant_name: row.restaurant_name,
    category_name: row.category_name,
    restaurant: { id: row.restaurant_id, name: row.restaurant_name, district: { id: row.district_id, name: row.district_name }, cover: row.cover_url },
  };
}

export function toDealDetail(row: DealRow, restaurant: RestaurantSummary): DealDetail {
  return {
    ...toDealSummary(row),
    description: row.description,
    terms: row.terms,
    price: row.price,
    currency: row.currency,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    restaurant,
  };
}

/** Whether the deal is the program's, current or not. */
export const programHasDeal = async (db: D1Database, program: string, dealId: number): Promise<boolean> =>
  (await db.prepare('SELECT 1 AS found FROM deals WHERE id = ?1 AND program_slug = ?2').bind(dealId, program).first()) !== null;
