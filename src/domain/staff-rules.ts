import type { BookingStatus } from './contract/booking';

/**
 * What restaurant staff may do with a booking (spec §6: staff mark no-shows; issue 14: only after the reserved
 * time). The provider refuses the rest; the staff area shows only what is allowed.
 */
const afterReservedTime = (reservationAt: string, now: Date) => Date.parse(reservationAt) <= now.getTime();

/** The diner came: confirm the meal of a booking still open, once its time has come. */
export const canConfirmMeal = (b: { status: BookingStatus; reservation_at: string }, now: Date) => b.status === 'confirmed' && afterReservedTime(b.reservation_at, now);

/** The diner did not come: mark a booking still open as a no-show, only after its reserved time. */
export const canMarkNoShow = canConfirmMeal;

/** A no-show's diner may appeal it once. */
export const canAppeal = (b: { status: BookingStatus }, hasAppeal: boolean) => b.status === 'no_show' && !hasAppeal;

/** A bill is opened for guests who came: a booking whose time has come, still open or with the meal confirmed. */
export const canOpenBill = (b: { status: BookingStatus; reservation_at: string }, now: Date) => canConfirmMeal(b, now) || b.status === 'completed';
