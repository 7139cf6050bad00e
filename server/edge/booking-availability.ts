import { bookingAvailabilitySchema, type BookingAvailability } from '#domain/contract/availability.ts';
import type { AppEnv } from './env';
import { createProviderClient, type ProviderCallContext } from './provider-client';

export type { BookingAvailability };

/**
 * What the booking site shows for a restaurant: slots by date (spec §7: with program and deal_id when a deal is
 * given), booking conditions with the meal periods, and why dates are blocked — one provider call for the three.
 */
export async function loadBookingAvailability(env: AppEnv, call: ProviderCallContext, p: { restaurant: number; program: string; dealId: number | null }): Promise<BookingAvailability> {
  const provider = createProviderClient(env, call);
  const { data } = await provider.json(bookingAvailabilitySchema, `/public/restaurants/${p.restaurant}/booking_availability`, {
    query: { program: p.program, deal_id: p.dealId ?? undefined },
  });
  return data;
}
