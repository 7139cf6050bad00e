import { Hono } from 'hono';
import { z } from 'zod';
import { restaurantDetailSchema } from '../../../src/domain/contract/restaurant-detail';
import { ApiError } from '../api-error';
import { detailStatements, toDetail } from '../db/restaurant-detail';
import type { ProviderEnv } from '../env';
import { passProgramGate, programGate } from '../program-gate';
import { programSlugField, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

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
