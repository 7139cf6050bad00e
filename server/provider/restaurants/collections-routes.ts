import { Hono } from 'hono';
import { z } from 'zod';
import { collectionListSchema, collectionSchema, type CollectionListItem } from '#domain/contract/collection.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { collectionStatements, regionCollectionsStatement } from './collections-db';
import { loadSummaries } from './restaurants-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const collectionInput = z.object({ program: programSlugField, id: recordIdField });
const regionInput = z.object({ program: programSlugField, region: recordIdField });

/** A program's collections: GET /{program}/collections/{id} and GET /{program}/regions/{region}/collections. */
export const collections = new Hono<ProviderEnv>()
  .get('/:program/collections/:id', async (c) => {
    const input = readInput(collectionInput, c.req.param());
    const db = c.env.DB;
    const locale = c.get('locale');
    const [gate, found, members] = await db.batch([programGate(db, input.program), ...collectionStatements(db, input.program, locale, input.id)]);
    passProgramGate(gate);
    const collection = found?.results[0] as CollectionListItem | undefined;
    if (!collection) throw new ApiError(404, 'collection_not_found', 'collectionNotFound');
    const ids = ((members?.results ?? []) as { restaurant_id: number }[]).map((row) => row.restaurant_id);
    return c.json(collectionSchema.parse({ ...collection, restaurants: await loadSummaries(db, ids, locale) }));
  })
  .get('/:program/regions/:region/collections', async (c) => {
    const input = readInput(regionInput, c.req.param());
    const db = c.env.DB;
    const [gate, list] = await db.batch([programGate(db, input.program, input.region), regionCollectionsStatement(db, input.program, c.get('locale'), input.region)]);
    passProgramGate(gate);
    return c.json(collectionListSchema.parse(list?.results ?? []));
  });
