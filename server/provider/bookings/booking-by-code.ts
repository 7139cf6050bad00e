import type { Context } from 'hono';
import { ApiError } from '#provider/platform/api-error.ts';
import { findOwnBooking } from './booking-policy';
import { clientIp, takeAttempt } from '#provider/platform/client-limits.ts';
import type { ManagedBookingRow } from './bookings-db';
import type { ProviderEnv } from '#provider/platform/env.ts';

/**
 * The booking with this id, for whoever holds its reservation code. Wrong codes are counted per client
 * and per booking as that client tries it (REQUEST_LIMITS.booking_access): a guesser is stopped, the
 * booking's owner never is.
 */
export async function bookingByCode(c: Context<ProviderEnv>, ref: { id: number; reservation_code: string }): Promise<ManagedBookingRow> {
  const ip = clientIp(c);
  const target = `${ip}|${ref.id}`;
  const attempt = await takeAttempt(c, [
    { call: 'booking_access', scope: 'client', key: ip },
    { call: 'booking_access', scope: 'target', key: target },
  ]);
  try {
    const booking = await findOwnBooking(c.env, ref.id, ref.reservation_code);
    await attempt.succeeded();
    return booking;
  } catch (error) {
    // Only a wrong code stays counted.
    if (!(error instanceof ApiError && error.code === 'booking_not_found')) await attempt.succeeded();
    throw error;
  }
}
