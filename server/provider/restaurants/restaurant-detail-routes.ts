import { Hono } from 'hono';
import { z } from 'zod';
import { restaurantDetailSchema } from '#domain/contract/restaurant-detail.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { detailStatements, toDetail } from './restaurant-detail-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const detailInput = z.object({ id: recordIdField, program: programSlugField });

/** GET /public/restaurants/{id}?program=: the profile, in one batch with the program check. */
export const restaurantDetail = new Hono<ProviderEnv>().get('/public/restaurants/:id', async (c) => {
  const input = readInput(detailInput, { id: c.req.param('id'), program: c.req.query('program') });
  const db = c.env.DB;
  const [gate, ...results] = await db.batch([programGate(db, input.program), ...detailStatements(db, { ...input, locale: c.get('locale') })]);
  passProgramGate(gate);
  const detail = toDetail(results, input.id);
  if (!detail) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  return c.json(restaurantDetailSchema.parse(detail));
});
