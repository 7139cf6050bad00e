import { Hono } from 'hono';
import { bookingConditionsSchema } from '#domain/contract/availability.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { mealPeriodsStatement, restaurantBookingStatement, type MealPeriodRow, type RestaurantBookingRow } from './availability-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

/** GET /public/restaurants/{id}/booking_conditions: party bounds, lead time, window, cancellation and no-show policy. */
export const bookingConditions = new Hono<ProviderEnv>().get('/public/restaurants/:id/booking_conditions', async (c) => {
  const id = readInput(recordIdField, c.req.param('id'));
  const db = c.env.DB;
  const [restaurant, periods] = await db.batch([restaurantBookingStatement(db, id), mealPeriodsStatement(db, id)]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  return c.json(bookingConditionsSchema.parse({ ...row, meal_periods: (periods?.results ?? []) as MealPeriodRow[] }));
});
