import { Hono } from 'hono';
import { z } from 'zod';
import { AD_PLACEMENT_VERSION, adPlacementListSchema } from '../../../src/domain/contract/ad-placement';
import { activePlacementsStatement } from '../db/ad-placements';
import type { ProviderEnv } from '../env';
import { passProgramGate, programGate } from '../program-gate';
import { presentQuery, programSlugField, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

const placementInput = z.object({
  project: programSlugField,
  region: recordIdField.optional(),
  collection_id: recordIdField.optional(),
  version: z.literal(String(AD_PLACEMENT_VERSION), { error: 'adVersionUnsupported' }),
});

/** GET /public/ads/program_placement?project=&region=&collection_id=&version=2 */
export const adPlacements = new Hono<ProviderEnv>().get('/public/ads/program_placement', async (c) => {
  const input = readInput(placementInput, presentQuery(c.req.url, ['project', 'region', 'collection_id', 'version']));
  const db = c.env.DB;
  const region = input.region ?? null;
  const [gate, placements] = await db.batch([
    programGate(db, input.project, region),
    activePlacementsStatement(db, { program: input.project, locale: c.get('locale'), region, collection: input.collection_id ?? null }),
  ]);
  passProgramGate(gate);
  return c.json(adPlacementListSchema.parse(placements?.results ?? []));
});
