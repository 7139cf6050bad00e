import { Hono } from 'hono';
import { bookingConditionsSchema } from '../../../src/domain/contract/availability';
import { ApiError } from '../api-error';
import { mealPeriodsStatement, restaurantBookingStatement, type MealPeriodRow, type RestaurantBookingRow } from '../db/availability';
import type { ProviderEnv } from '../env';
import { recordIdField } from '../query-fields';
import { readInput } from '../read-input';

/** GET /public/restaurants/{id}/booking_conditions: party bounds, lead time, window, cancellation and no-show policy. */
export const bookingConditions = new Hono<ProviderEnv>().get('/public/restaurants/:id/booking_conditions', async (c) => {
  const id = readInput(recordIdField, c.req.param('id'));
  const db = c.env.DB;
  const [restaurant, periods] = await db.batch([restaurantBookingStatement(db, id), mealPeriodsStatement(db, id)]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  return c.json(bookingConditionsSchema.parse({ ...row, meal_periods: (periods?.results ?? []) as MealPeriodRow[] }));
});
