import { Hono } from 'hono';
import { z } from 'zod';
import { PAGING_HEADERS, type RestaurantSummary } from '#domain/contract/restaurant.ts';
import { filterInput, restaurantFiltersSchema } from '#domain/contract/restaurant-filters.ts';
import { searchStatement, toSearchPage } from './restaurant-search-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { distanceKm } from './geo-distance';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const pathInput = z.object({ program: programSlugField, region: recordIdField });

/**
 * GET /{program}/regions/{region}/restaurants with the filter set of spec §3, paged through response
 * headers. One round trip: the program check and the search with the page's summaries, in one batch.
 */
export const restaurants = new Hono<ProviderEnv>().get('/:program/regions/:region/restaurants', async (c) => {
  const path = readInput(pathInput, c.req.param());
  const filters = readInput(restaurantFiltersSchema, filterInput(new URL(c.req.url).searchParams));
  const db = c.env.DB;
  const locale = c.get('locale');
  const [gate, search] = await db.batch([programGate(db, path.program, path.region), searchStatement(db, { region: path.region, locale, filters })]);
  passProgramGate(gate);
  const page = toSearchPage(search);

  const origin = filters.lat !== undefined && filters.lng !== undefined ? { lat: filters.lat, lng: filters.lng } : null;
  const items: RestaurantSummary[] = origin
    ? page.items.map((summary) => ({ ...summary, distance_km: Math.round(distanceKm(origin, summary.location) * 10) / 10 }))
    : page.items;
  c.header(PAGING_HEADERS.totalCount, String(page.total));
  c.header(PAGING_HEADERS.totalPages, String(Math.ceil(page.total / filters.per_page)));
  c.header(PAGING_HEADERS.currentPage, String(filters.page));
  c.header(PAGING_HEADERS.perPage, String(filters.per_page));
  return c.json(items);
});
