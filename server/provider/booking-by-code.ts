import type { Context } from 'hono';
import { ApiError } from './api-error';
import { findOwnBooking } from './booking-policy';
import { clientIp, countFailure, requireUnderLimit } from './client-limits';
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
  await Promise.all([requireUnderLimit(c, 'booking_access', 'client', ip), requireUnderLimit(c, 'booking_access', 'target', target)]);
  try {
    return await findOwnBooking(c.env, ref.id, ref.reservation_code);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'booking_not_found') {
      await Promise.all([countFailure(c, 'booking_access', 'client', ip), countFailure(c, 'booking_access', 'target', target)]);
    }
    throw error;
  }
}
