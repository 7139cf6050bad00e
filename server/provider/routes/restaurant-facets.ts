import { Hono } from 'hono';
import { z } from 'zod';
import { restaurantFacetsSchema } from '../../../src/domain/contract/facets';
import { facetStatements, toFacets } from '../db/restaurant-facets';
import type { ProviderEnv } from '../env';
import { passProgramGate, programGate } from '../program-gate';
import { handleField, programSlugField, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

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
