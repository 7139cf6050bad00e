import type { BookingStatus } from './contract/booking';

/**
 * Whether the booking's diner may review it now (spec: reviews by diners): a kept booking (not cancelled, not a
 * no-show) whose reserved time has come, not reviewed yet. The provider refuses the rest when the review comes.
 */
export function canReview(booking: { status: BookingStatus; reservation_at: string }, reviewed: boolean, now: Date): boolean {
  return (booking.status === 'confirmed' || booking.status === 'completed') && Date.parse(booking.reservation_at) <= now.getTime() && !reviewed;
}
