import { addDays, toLocal } from '#domain/restaurant-time.ts';
import type { RestaurantBookingRow } from './availability-db';

/** When a restaurant takes bookings, in its own wall time: from now plus the lead time to the last bookable date. */
export function bookingWindow(restaurant: RestaurantBookingRow, now: Date = new Date()) {
  const today = toLocal(now, restaurant.time_zone).date;
  const earliest = toLocal(new Date(now.getTime() + restaurant.lead_time_minutes * 60_000), restaurant.time_zone);
  return { today, from: `${earliest.date} ${earliest.time}`, lastDate: addDays(today, restaurant.max_days_ahead) };
}

/** The rows within a booking window: from its first bookable wall time (now plus the lead time) to its last date. */
export function inBookingWindow<S extends { date: string; time: string }>(rows: readonly S[], window: { from: string; lastDate: string }): S[] {
  return rows.filter((row) => `${row.date} ${row.time}` >= window.from && row.date <= window.lastDate);
}
