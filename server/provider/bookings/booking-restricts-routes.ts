import { Hono } from 'hono';
import { z } from 'zod';
import { bookingRestrictExplainSchema } from '#domain/contract/availability.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { restaurantBookingStatement, restrictionsStatement } from './availability-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { presentQuery, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const input = z.object({ restaurant_id: recordIdField, project: programSlugField.optional() });

/** GET /public/booking_restricts/explain?project=&restaurant_id=: the restriction text (rich text), or null. */
export const bookingRestricts = new Hono<ProviderEnv>().get('/public/booking_restricts/explain', async (c) => {
  const q = readInput(input, presentQuery(c.req.url, ['project', 'restaurant_id']));
  const db = c.env.DB;
  const [restaurant, texts, gate] = await db.batch([
    restaurantBookingStatement(db, q.restaurant_id),
    restrictionsStatement(db, { restaurant: q.restaurant_id, program: q.project ?? null, locale: c.get('locale') }),
    ...(q.project ? [programGate(db, q.project)] : []),
  ]);
  if (!restaurant?.results.length) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  if (q.project) passProgramGate(gate);
  const explanations = ((texts?.results ?? []) as { explanation: string | null }[]).flatMap((t) => (t.explanation ? [t.explanation] : []));
  return c.json(bookingRestrictExplainSchema.parse({ explanation: explanations.length ? explanations.join('\n') : null }));
});
