import { Hono } from 'hono';
import { z } from 'zod';
import { slotsByDateSchema } from '#domain/contract/availability.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { firstDates, slotsByDate } from './availability-answers';
import { bookingWindow, inBookingWindow } from './booking-window';
import { restaurantBookingStatement, windowSlotsStatement, type RestaurantBookingRow, type SlotRow } from './availability-db';
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
  /** One local date only (the panel's date the diner picked). */
  date: z.iso.date().optional(),
  /** The slots of the first N dates only; the later dates that have slots are listed by date (the panel's opening). */
  slots_of_first: z.string().regex(/^[1-9][0-9]?$/).transform(Number).optional(),
});

/**
 * GET /public/restaurants/{id}/last_available_time_slots_by_date?program=&deal_id=&off_peak_only=: bookable slots by
 * local date. With a program, only for diners with access to it (spec §7: everyone else asks off_peak_only).
 * `date=` answers that date alone; `slots_of_first=N` the first N dates' slots and the later dates in `later_dates`
 * (the booking panel shows a few dates' times of some sixty: the whole answer was 37 KB to read for each page).
 */
export const timeSlots = new Hono<ProviderEnv>().get('/public/restaurants/:id/last_available_time_slots_by_date', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['program', 'deal_id', 'off_peak_only', 'date', 'slots_of_first']) });
  const db = c.env.DB;
  const claims = seatClaimsFor(c.env, q.id);
  // The object's seats are asked while D1 answers: one wait for both.
  const seatsLeft = claims?.seatsLeft();
  const programChecks = q.program ? [programGate(db, q.program), await programAccess(c, db, q.program)] : [];
  const [restaurant, slots, gate, access] = await db.batch([
    restaurantBookingStatement(db, q.id),
    windowSlotsStatement(db, { restaurant: q.id, deal: q.deal_id ?? 0, date: q.date ?? null, offPeakOnly: q.off_peak_only }),
    ...programChecks,
  ]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  // A program's full availability is for the diners it lets in; everyone else sees off-peak slots only.
  if (q.program) {
    passProgramGate(gate);
    passProgramAccess(access, q.program);
  }
  const rows = inBookingWindow((slots?.results ?? []) as SlotRow[], bookingWindow(row));
  const { shown, laterDates } = firstDates(rows, q.slots_of_first);
  const decided = (await claims?.withSeatsTaken(shown, seatsLeft)) ?? shown;
  const answer = slotsByDate(row, decided);
  return c.json(slotsByDateSchema.parse(laterDates ? { ...answer, later_dates: laterDates } : answer));
});
