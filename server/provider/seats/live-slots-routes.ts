import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { seatInventoryOf } from './seat-claims';

const input = z.object({ id: recordIdField, deal_id: recordIdField.optional() });

/**
 * GET /public/restaurants/{id}/slots/live?deal_id= (a WebSocket upgrade): the restaurant's slots as they fill and
 * free, from the object that decides its seats (seat-inventory.ts). Seats per slot are what the restaurant's slots
 * answer anyone (last_available_time_slots_by_date without a program), so watching asks for no access either.
 */
export const liveSlots = new Hono<ProviderEnv>().get('/public/restaurants/:id/slots/live', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['deal_id']) });
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'websocket_required', 'badRequest');
  const watch = new URL('https://seat-inventory.internal/watch');
  watch.searchParams.set('restaurant', String(q.id));
  watch.searchParams.set('deal', String(q.deal_id ?? 0));
  const answer = (await seatInventoryOf(c.env, q.id).fetch(watch.toString(), { headers: { Upgrade: 'websocket' } })) as unknown as Response;
  if (answer.status === 404) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  if (answer.status !== 101) throw new Error(`seat inventory refused a watcher: ${answer.status}`);
  return answer;
});
