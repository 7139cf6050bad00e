import { Hono } from 'hono';
import { z } from 'zod';
import { bookingAvailabilitySchema } from '#domain/contract/availability.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { addDays } from '#domain/restaurant-time.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { blockJustificationsOf, slotsByDate } from './availability-answers';
import { bookingWindow, inBookingWindow } from './booking-window';
import {
  blockedDatesStatement, mealPeriodsStatement, restaurantBookingStatement, windowSlotsStatement, type MealPeriodRow, type RestaurantBookingRow, type SlotRow,
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
 * in one, read in one D1 batch while the restaurant's seat inventory object is asked for its seats.
 */
export const bookingAvailability = new Hono<ProviderEnv>().get('/public/restaurants/:id/booking_availability', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['program', 'deal_id']) });
  const db = c.env.DB;
  const deal = q.deal_id ?? 0;
  const claims = seatClaimsFor(c.env, q.id);
  // The object's seats are asked while D1 answers: one wait for both.
  const seatsLeft = claims?.seatsLeft();
  const [restaurant, periods, slots, blocked, gate, access, inScope] = await db.batch([
    restaurantBookingStatement(db, q.id),
    mealPeriodsStatement(db, q.id),
    windowSlotsStatement(db, { restaurant: q.id, deal, date: null, offPeakOnly: false }),
    // From the UTC day before today, which is on or before every zone's today; the restaurant's own today cuts it below.
    blockedDatesStatement(db, { restaurant: q.id, deal, fromDate: addDays(new Date().toISOString().slice(0, 10), -1), locale: c.get('locale') }),
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
  const window = bookingWindow(row);
  const rows = inBookingWindow((slots?.results ?? []) as SlotRow[], window);
  const decided = (await claims?.withSeatsTaken(rows, seatsLeft)) ?? rows;
  return c.json(
    bookingAvailabilitySchema.parse({
      slots: slotsByDate(row, decided),
      conditions: { ...row, meal_periods: (periods?.results ?? []) as MealPeriodRow[] },
      block: blockJustificationsOf((blocked?.results ?? []) as { date: string; justification: string | null }[], window),
    }),
  );
});
