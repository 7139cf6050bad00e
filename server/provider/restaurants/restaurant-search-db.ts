import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { RestaurantFilters, RestaurantOrder } from '#domain/contract/restaurant-filters.ts';
import type { Locale } from '#domain/locales.ts';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import { kmPerDegree } from './geo-distance';
import { summaryColumns, toSummary, type SummaryRow } from './restaurants-db';

const MAX_TERMS = 8;
// FTS5's trigram tokenizer cannot match terms shorter than this; those are matched with instr().
const TRIGRAM = 3;
// Relevance weights of the indexed columns: a name match counts most.
const WEIGHTS = { name: 10, cuisines: 4, district: 2, landmarks: 2 } as const;

/**
 * Splits search text into terms. Terms of 3+ characters become one FTS5 query of quoted strings
 * (every term must match; quoting makes operators such as NEAR( or * plain text); shorter terms
 * (often a two-character Chinese word) are returned for substring matching.
 */
export function searchTerms(q: string): { match: string | null; short: string[] } {
  const terms = [...new Set(q.toLowerCase().split(/\s+/u).filter(Boolean))].slice(0, MAX_TERMS);
  const long = terms.filter((term) => [...term].length >= TRIGRAM);
  return {
    match: long.length > 0 ? long.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ') : null,
    short: terms.filter((term) => [...term].length < TRIGRAM),
  };
}

// Every order ends with the id, so pages never overlap or skip a restaurant. Without search text the
// score is 0 for all, so relevance is the rating order.
const ORDER_SQL: Record<RestaurantOrder, string> = {
  relevance: 'score, ratings_avg DESC, id',
  nearest: 'dist2, id',
  popular: 'review_count DESC, id',
  rating: 'ratings_avg DESC, id',
  price_asc: 'avg_price, id',
  price_desc: 'avg_price DESC, id',
};

export interface RestaurantSearch {
  region: number;
  locale: Locale;
  filters: RestaurantFilters;
}

/**
 * One statement that filters a region's restaurants by the whole filter set, counts the matches and
 * answers one page of summaries in order: rows of { total, ...summary } (past the last page, one row
 * with a null id).
 * Every value is bound; only fixed fragments are written into the SQL.
 */
export function searchStatement(db: D1Database, search: RestaurantSearch): D1PreparedStatement {
  const params: unknown[] = [];
  const bind = (value: unknown) => `?${params.push(value)}`;
  const f = search.filters;
  const region = bind(search.region);
  const ctes: string[] = [];
  const where = [`r.region_id = ${region}`];
  let score = '0';

  if (f.q) {
    const { match, short } = searchTerms(f.q);
    const conditions = [`s.region_id = ${region}`, `s.locale IN (${bind(search.locale)}, 'en')`];
    if (match) conditions.push(`restaurant_search MATCH ${bind(match)}`);
    const hits = short.map((term) => {
      const t = bind(term);
      conditions.push(`instr(lower(s.name || ' ' || s.cuisines || ' ' || s.district || ' ' || s.landmarks), ${t}) > 0`);
      return Object.entries(WEIGHTS).map(([column, weight]) => `${weight} * (instr(lower(s.${column}), ${t}) > 0)`).join(' + ');
    });
    // bm25 ranks FTS matches (lower is better); short-term-only searches rank by where the terms were found.
    const rank = match ? `bm25(restaurant_search, 0, 0, 0, ${Object.values(WEIGHTS).join(', ')})` : `-(${hits.join(' + ')})`;
    // MATERIALIZED: bm25 is only allowed in the FTS query itself, not in a flattened GROUP BY.
    ctes.push(`scored AS MATERIALIZED (SELECT s.restaurant_id, ${rank} AS score FROM restaurant_search s WHERE ${conditions.join(' AND ')})`);
    ctes.push('hits AS (SELECT restaurant_id, MIN(score) AS score FROM scored GROUP BY restaurant_id)');
    score = 'h.score';
  }

  const anyOf = (table: string, column: string, ids: number[] | undefined) => {
    if (ids) where.push(`EXISTS (SELECT 1 FROM ${table} x WHERE x.restaurant_id = r.id AND x.${column} IN (SELECT value FROM json_each(${bind(JSON.stringify(ids))})))`);
  };
  anyOf('restaurant_cuisines', 'cuisine_id', f.cuisines_ids);
  anyOf('restaurant_tags', 'tag_id', f.tags_ids);
  anyOf('restaurant_landmarks', 'landmark_id', f.landmarks_ids);
  if (f.location_ids) where.push(`r.district_id IN (SELECT value FROM json_each(${bind(JSON.stringify(f.location_ids))}))`);
  if (f.start_price !== undefined) where.push(`r.avg_price >= ${bind(f.start_price)}`);
  if (f.end_price !== undefined) where.push(`r.avg_price <= ${bind(f.end_price)}`);

  let dist2 = '0';
  if (f.lat !== undefined && f.lng !== undefined) {
    const scale = kmPerDegree(f.lat);
    const [lat, lng, ky, kx] = [f.lat, f.lng, scale.lat, scale.lng].map(bind);
    dist2 = `((r.lat - ${lat}) * ${ky}) * ((r.lat - ${lat}) * ${ky}) + ((r.lng - ${lng}) * ${kx}) * ((r.lng - ${lng}) * ${kx})`;
    if (f.within !== undefined) {
      // The box lets SQLite drop far rows before computing any distance.
      where.push(`r.lat BETWEEN ${bind(f.lat - f.within / scale.lat)} AND ${bind(f.lat + f.within / scale.lat)}`);
      where.push(`r.lng BETWEEN ${bind(f.lng - f.within / scale.lng)} AND ${bind(f.lng + f.within / scale.lng)}`);
      where.push(`${dist2} <= ${bind(f.within * f.within)}`);
    }
  }

  const sql = `
WITH ${[...ctes, `matches AS MATERIALIZED (
  SELECT r.id, r.ratings_avg, r.review_count, r.avg_price, ${score} AS score, ${dist2} AS dist2
  FROM restaurants r ${f.q ? 'JOIN hits h ON h.restaurant_id = r.id' : ''}
  WHERE ${where.join('\n    AND ')})`].join(',\n')}
SELECT t.total, ${summaryColumns(bind(search.locale))}
FROM (SELECT COUNT(*) AS total FROM matches) t
LEFT JOIN (SELECT id, ROW_NUMBER() OVER (ORDER BY ${ORDER_SQL[f.order_by]}) AS ord FROM matches ORDER BY ord
  LIMIT ${bind(f.per_page)} OFFSET ${bind((f.page - 1) * f.per_page)}) p ON 1
LEFT JOIN restaurants r ON r.id = p.id
ORDER BY p.ord`;
  return db.prepare(sql).bind(...params);
}

/** Reads searchStatement's rows. */
export function toSearchPage(result: D1Result | undefined): { total: number; items: RestaurantSummary[] } {
  const rows = (result?.results ?? []) as (SummaryRow & { total: number; id: number | null })[];
  return { total: rows[0]?.total ?? 0, items: rows.flatMap((row) => (row.id === null ? [] : [toSummary(row)])) };
}
