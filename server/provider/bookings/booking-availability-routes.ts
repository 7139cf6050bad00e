import { Hono } from 'hono';
import { z } from 'zod';
import { bookingAvailabilitySchema } from '#domain/contract/availability.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { blockJustificationsOf, slotsByDate } from './availability-answers';
import { bookingWindow } from './booking-window';
import {
  blockedDatesStatement, mealPeriodsStatement, restaurantBookingStatement, slotsStatement, type MealPeriodRow, type RestaurantBookingRow, type SlotRow,
} from './availability-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { presentQuery, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { seatClaimsFor } from '#provider/seats/seat-claims.ts';
import { bookingScopeStatement } from '#provider/restaurants/restaurants-db.ts';
import { passKeysOf, rememberPass } from './no-seats-checks';

const input = z.object({ id: recordIdField, program: programSlugField, deal_id: recordIdField.optional() });

/**
 * GET /public/restaurants/{id}/booking_availability?program=&deal_id=: the booking site's call. The answers of
 * last_available_time_slots_by_date (with the program: its diners only), booking_conditions and block_justifications
 * in one, read in two D1 batches instead of three calls of two each.
 */
export const bookingAvailability = new Hono<ProviderEnv>().get('/public/restaurants/:id/booking_availability', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['program', 'deal_id']) });
  const db = c.env.DB;
  const [restaurant, periods, gate, access, inScope] = await db.batch([
    restaurantBookingStatement(db, q.id),
    mealPeriodsStatement(db, q.id),
    programGate(db, q.program),
    await programAccess(c, db, q.program),
    bookingScopeStatement(db, { program: q.program, restaurant: q.id, deal: q.deal_id ?? null }),
  ]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  passProgramGate(gate);
  passProgramAccess(access, q.program);
  // What a full slot's refusal checks first, passed here: the diner's next refusal need not read it again.
  rememberPass(await passKeysOf(c, { restaurant: q.id, program: q.program, deal: q.deal_id ?? null }), access, inScope);
  const { today, from, lastDate } = bookingWindow(row);
  const deal = q.deal_id ?? 0;
  const [slots, blocked] = await db.batch([
    slotsStatement(db, { restaurant: q.id, deal, from, lastDate, offPeakOnly: false }),
    blockedDatesStatement(db, { restaurant: q.id, deal, fromDate: today, locale: c.get('locale') }),
  ]);
  const rows = (slots?.results ?? []) as SlotRow[];
  const decided = (await seatClaimsFor(c.env, q.id)?.withSeatsTaken(rows)) ?? rows;
  return c.json(
    bookingAvailabilitySchema.parse({
      slots: slotsByDate(row, decided),
      conditions: { ...row, meal_periods: (periods?.results ?? []) as MealPeriodRow[] },
      block: blockJustificationsOf((blocked?.results ?? []) as { date: string; justification: string | null }[], lastDate),
    }),
  );
});
