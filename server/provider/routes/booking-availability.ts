import { Hono } from 'hono';
import { z } from 'zod';
import { bookingAvailabilitySchema } from '../../../src/domain/contract/availability';
import { passProgramAccess, programAccess } from '../access/program-access';
import { ApiError } from '../api-error';
import { blockJustificationsOf, slotsByDate } from '../availability-answers';
import { bookingWindow } from '../booking-window';
import {
  blockedDatesStatement, mealPeriodsStatement, restaurantBookingStatement, slotsStatement, type MealPeriodRow, type RestaurantBookingRow, type SlotRow,
} from '../db/availability';
import type { ProviderEnv } from '../env';
import { passProgramGate, programGate } from '../program-gate';
import { presentQuery, programSlugField, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

const input = z.object({ id: recordIdField, program: programSlugField, deal_id: recordIdField.optional() });

/**
 * GET /public/restaurants/{id}/booking_availability?program=&deal_id=: the booking site's call. The answers of
 * last_available_time_slots_by_date (with the program: its diners only), booking_conditions and block_justifications
 * in one, read in two D1 batches instead of three calls of two each.
 */
export const bookingAvailability = new Hono<ProviderEnv>().get('/public/restaurants/:id/booking_availability', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['program', 'deal_id']) });
  const db = c.env.DB;
  const [restaurant, periods, gate, access] = await db.batch([
    restaurantBookingStatement(db, q.id),
    mealPeriodsStatement(db, q.id),
    programGate(db, q.program),
    await programAccess(c, db, q.program),
  ]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  passProgramGate(gate);
  passProgramAccess(access, q.program);
  const { today, from, lastDate } = bookingWindow(row);
  const deal = q.deal_id ?? 0;
  const [slots, blocked] = await db.batch([
    slotsStatement(db, { restaurant: q.id, deal, from, lastDate, offPeakOnly: false }),
    blockedDatesStatement(db, { restaurant: q.id, deal, fromDate: today, locale: c.get('locale') }),
  ]);
  return c.json(
    bookingAvailabilitySchema.parse({
      slots: slotsByDate(row, (slots?.results ?? []) as SlotRow[]),
      conditions: { ...row, meal_periods: (periods?.results ?? []) as MealPeriodRow[] },
      block: blockJustificationsOf((blocked?.results ?? []) as { date: string; justification: string | null }[], lastDate),
    }),
  );
});
