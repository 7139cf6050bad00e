import type { Context } from 'hono';
import type { NearestSlot } from '#domain/contract/booking.ts';
import { domainMessages } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { addDays, toInstant } from '#domain/restaurant-time.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { bookingWindow } from './booking-window';
import { nearestSlotsStatement, type RestaurantBookingRow, type SlotRow } from './availability-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';

/** The slot a create or a modify asks for. */
export interface WantedSlot {
  date: string;
  time: string;
  party_size: number;
  /** 0 = no deal. */
  deal: number;
}

/** Why the restaurant's own rules refuse this slot and party (party bounds, lead time, window), or nothing. */
export function checkBookingRules(restaurant: RestaurantBookingRow, wanted: WantedSlot, now: Date): void {
  if (wanted.party_size < restaurant.min_party_size || wanted.party_size > restaurant.max_party_size) {
    throw new ApiError(422, 'party_size_out_of_bounds', 'partySizeInvalid', { min: restaurant.min_party_size, max: restaurant.max_party_size });
  }
  const { today } = bookingWindow(restaurant, now);
  if (wanted.date > addDays(today, restaurant.max_days_ahead)) throw new ApiError(422, 'too_far_ahead', 'bookingTooFarAhead');
  const at = toInstant(wanted.date, wanted.time, restaurant.time_zone);
  if (at.getTime() < now.getTime() + restaurant.lead_time_minutes * 60_000) throw new ApiError(422, 'too_soon', 'bookingTooSoon');
}

/** The slot's own refusals: a blocked date (422) or, as `false`, too few seats left for `extraSeats` more. */
export function slotTakes(slot: (SlotRow & { blocked: number }) | undefined, extraSeats: number): boolean {
  if (slot?.blocked) throw new ApiError(422, 'date_blocked', 'bookingDateBlocked');
  return !!slot && slot.capacity - slot.booked >= extraSeats;
}

/** 409 'No seats available' with the slots offered instead. */
export function noSeatsAnswer(c: Context<ProviderEnv>, nearest: readonly NearestSlot[]): Response {
  return c.json({ ...errorBody(translate(c.get('locale'), domainMessages.noSeatsAvailable), 'no_seats'), nearest_slots: nearest }, 409);
}

/** 409 'No seats available' with the nearest slots that still take the party, as D1 records them. */
export async function noSeats(c: Context<ProviderEnv>, restaurant: RestaurantBookingRow, wanted: WantedSlot): Promise<Response> {
  const { from, lastDate } = bookingWindow(restaurant);
  const nearest = await nearestSlotsStatement(c.env.DB, {
    restaurant: restaurant.restaurant_id, deal: wanted.deal, from, lastDate, party: wanted.party_size, wanted: `${wanted.date} ${wanted.time}`,
  }).all<NearestSlot>();
  return noSeatsAnswer(c, nearest.results);
}

