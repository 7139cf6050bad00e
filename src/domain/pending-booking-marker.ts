// Where a booking waiting for login is kept, and how it is dropped: what the login dialog needs, without the rules
// of the booking panel that resumes it (pending-booking.ts), so pages without a panel do not load those.

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One key per program, like the chosen date and time. */
export function pendingBookingKey(program: string): string {
  return `dining:pending-booking:${program}`;
}

/** Drops the waiting booking: the diner closed the login dialog instead (spec §4: cancelling login returns to NO_BOOK). */
export function forgetPendingBooking(store: SessionStore, program: string): void {
  try {
    store.removeItem(pendingBookingKey(program));
  } catch {
    // A storage that refuses changes keeps the marker until it goes stale.
  }
}
