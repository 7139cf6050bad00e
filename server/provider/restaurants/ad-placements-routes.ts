import { Hono } from 'hono';
import { z } from 'zod';
import { AD_PLACEMENT_VERSION, adPlacementListSchema } from '#domain/contract/ad-placement.ts';
import { activePlacementsStatement } from './ad-placements-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { presentQuery, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

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
