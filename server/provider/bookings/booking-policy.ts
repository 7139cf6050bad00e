import { z } from 'zod';
import { DEFAULT_BOOKING_CONDITIONS } from '#domain/contract/availability.ts';
import { toUtcText } from '#domain/restaurant-time.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { managedBookingStatement, type ManagedBookingRow } from './bookings-db';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { recordIdField } from '#provider/platform/query-fields.ts';

/** A booking as its holder names it: the id in the path and `reservation_code` in the query. */
export const bookingRefInput = z.object({ id: recordIdField, reservation_code: z.string().regex(/^[A-Z0-9]{6,16}$/) });

/** The booking of `id` with its restaurant's deadline and fee, or 404. */
export async function findBooking(env: Pick<ProviderBindings, 'DB'>, id: number): Promise<ManagedBookingRow> {
  const defaults = { deadline: DEFAULT_BOOKING_CONDITIONS.cancellation_deadline_minutes, fee: DEFAULT_BOOKING_CONDITIONS.no_show_fee_percent };
  const booking = await managedBookingStatement(env.DB, id, defaults).first<ManagedBookingRow>();
  if (!booking) throw new ApiError(404, 'booking_not_found', 'bookingNotFound');
  return booking;
}

/** The booking of `id` for the holder of its code. A wrong code reads as an unknown booking, so codes cannot be probed per id. */
export async function findOwnBooking(env: Pick<ProviderBindings, 'DB'>, id: number, code: string): Promise<ManagedBookingRow> {
  const booking = await findBooking(env, id);
  if (booking.reservation_code !== code) throw new ApiError(404, 'booking_not_found', 'bookingNotFound');
  return booking;
}

/**
 * The policy view of a booking at `now`: it is open while confirmed and before the meal; a cancel
 * within the deadline before the meal incurs the no-show fee, and a change is only taken before it.
 */
export function bookingPolicy(booking: Pick<ManagedBookingRow, 'status' | 'reservation_at' | 'cancellation_deadline_minutes'>, now: Date) {
  const at = Date.parse(booking.reservation_at);
  const deadline = at - booking.cancellation_deadline_minutes * 60_000;
  const open = booking.status === 'confirmed' && now.getTime() < at;
  const beforeDeadline = now.getTime() < deadline;
  return { open, beforeDeadline, canCancel: open, canUpdate: open && beforeDeadline, deadlineAt: toUtcText(new Date(deadline)) };
}
