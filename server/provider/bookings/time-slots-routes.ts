import { Hono } from 'hono';
import { z } from 'zod';
import { slotsByDateSchema } from '#domain/contract/availability.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { slotsByDate } from './availability-answers';
import { bookingWindow } from './booking-window';
import { restaurantBookingStatement, slotsStatement, type RestaurantBookingRow, type SlotRow } from './availability-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { presentQuery, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { seatClaimsFor } from '#provider/seats/seat-claims.ts';

const input = z.object({
  id: recordIdField,
  program: programSlugField.optional(),
  deal_id: recordIdField.optional(),
  off_peak_only: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

/**
 * GET /public/restaurants/{id}/last_available_time_slots_by_date?program=&deal_id=&off_peak_only=: bookable slots by
 * local date. With a program, only for diners with access to it (spec §7: everyone else asks off_peak_only).
 */
export const timeSlots = new Hono<ProviderEnv>().get('/public/restaurants/:id/last_available_time_slots_by_date', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['program', 'deal_id', 'off_peak_only']) });
  const db = c.env.DB;
  const programChecks = q.program ? [programGate(db, q.program), await programAccess(c, db, q.program)] : [];
  const [restaurant, gate, access] = await db.batch([restaurantBookingStatement(db, q.id), ...programChecks]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  // A program's full availability is for the diners it lets in; everyone else sees off-peak slots only.
  if (q.program) {
    passProgramGate(gate);
    passProgramAccess(access, q.program);
  }
  const { from, lastDate } = bookingWindow(row);
  const slots = await slotsStatement(db, { restaurant: q.id, deal: q.deal_id ?? 0, from, lastDate, offPeakOnly: q.off_peak_only }).all<SlotRow>();
  const decided = (await seatClaimsFor(c.env, q.id)?.withSeatsTaken(slots.results)) ?? slots.results;
  return c.json(slotsByDateSchema.parse(slotsByDate(row, decided)));
});
