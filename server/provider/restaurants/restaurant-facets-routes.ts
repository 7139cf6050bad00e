import { Hono } from 'hono';
import { z } from 'zod';
import { restaurantFacetsSchema } from '#domain/contract/facets.ts';
import { facetStatements, toFacets } from './restaurant-facets-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { handleField, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

// `handle` is accepted for the spec's call shape (§7); the facets are the region's.
const facetsInput = z.object({ program: programSlugField, region: recordIdField, handle: handleField.optional() });

/** GET /{program}/regions/{region}/restaurants/query_params: filter values with counts, and the price range. */
export const restaurantFacets = new Hono<ProviderEnv>().get('/:program/regions/:region/restaurants/query_params', async (c) => {
  const input = readInput(facetsInput, { ...c.req.param(), handle: c.req.query('handle') || undefined });
  const db = c.env.DB;
  const [gate, ...facets] = await db.batch([programGate(db, input.program, input.region), ...facetStatements(db, input.region, c.get('locale'))]);
  passProgramGate(gate);
  return c.json(restaurantFacetsSchema.parse(toFacets(facets)));
});
