import type { Context } from 'hono';
import { ApiError } from './api-error';
import { findOwnBooking } from './booking-policy';
import { clientIp, takeAttempt } from './client-limits';
import type { ManagedBookingRow } from './db/bookings';
import type { ProviderEnv } from './env';

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
