import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingStep } from '#domain/booking-steps.ts';

/** The heading of each step (spec §2 "Reservation steps"). */
export const stepNames: Record<BookingStep, MessageDescriptor> = {
  meal_period: msg`Meal period`,
  seats: msg`Time and guests`,
  deal: msg`Deal`,
  guest: msg`Your details`,
  review: msg`Confirm`,
  success: msg`Booked`,
  group: msg`Group booking request`,
  group_sent: msg`Group request sent`,
};
