import type { BOOKING_STATUSES } from './contract/booking';
import type { DomainMessageKey } from './messages';

export type BookingStatusCode = (typeof BOOKING_STATUSES)[number];

/** A booking's status in words (spec §4 Booking), for the manage screen and the member's list alike. */
export const BOOKING_STATUS_MESSAGES: Record<BookingStatusCode, DomainMessageKey> = {
  confirmed: 'bookingStatusConfirmed',
  cancelled: 'bookingStatusCancelled',
  no_show: 'bookingStatusNoShow',
  completed: 'bookingStatusCompleted',
};
