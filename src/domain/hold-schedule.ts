/**
 * When a card guarantee's hold is placed (issue 14). An authorization lasts only days: MPGS keeps one 5 to 8 days
 * by card scheme, so a hold may count on 5. A booking further ahead than HOLD_PLACED_DAYS_BEFORE is not held at
 * booking: its card was verified when it was saved, and the cron places the hold that many days before the meal,
 * which leaves the hold a day past the meal for staff to capture it (the meal, or a no-show's fee).
 */
export const AUTHORIZATION_DAYS = 5;
export const HOLD_PLACED_DAYS_BEFORE = AUTHORIZATION_DAYS - 1;

/** When the hold of a booking at `reservationAt` is due, or null when it is placed at once. */
export function holdDueAt(reservationAt: Date, now: Date): Date | null {
  const due = new Date(reservationAt.getTime() - HOLD_PLACED_DAYS_BEFORE * 86_400_000);
  return due.getTime() > now.getTime() ? due : null;
}

/** A refund is settled by the diner's bank within this many business days (spec §9). */
export const REFUND_BUSINESS_DAYS = 2;
