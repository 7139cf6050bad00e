import { Hono } from 'hono';
import { z } from 'zod';
import { blockJustificationsSchema } from '#domain/contract/availability.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { blockJustificationsOf } from './availability-answers';
import { bookingWindow } from './booking-window';
import { blockedDatesStatement, restaurantBookingStatement, type RestaurantBookingRow } from './availability-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { presentQuery, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const input = z.object({ id: recordIdField, project: programSlugField.optional(), deal_id: recordIdField.optional() });

/** GET /public/restaurants/{id}/block_justifications?project=&deal_id=: why upcoming dates are closed to bookings. */
export const blockJustifications = new Hono<ProviderEnv>().get('/public/restaurants/:id/block_justifications', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['project', 'deal_id']) });
  const db = c.env.DB;
  const [restaurant, gate] = await db.batch([restaurantBookingStatement(db, q.id), ...(q.project ? [programGate(db, q.project)] : [])]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  if (q.project) passProgramGate(gate);
  const window = bookingWindow(row);
  const blocked = await blockedDatesStatement(db, { restaurant: q.id, deal: q.deal_id ?? 0, fromDate: window.today, locale: c.get('locale') }).all<{ date: string; justification: string | null }>();
  return c.json(blockJustificationsSchema.parse(blockJustificationsOf(blocked.results, window)));
});
