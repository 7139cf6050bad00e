import { ApiError } from '#provider/platform/api-error.ts';
import { bookingPolicy } from './booking-policy';
import { newChangeToken } from './change-token-db';
import { cancelBookingStatements, cancelOutcome, type ManagedBookingRow } from './bookings-db';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { BookingMoneyEvent } from '#domain/payment-steps.ts';
import { carryOutStep, changeWithStep, logStepStatements, plannedVersion, planStep, type MoneyPlan } from '#provider/payments/booking-payment-steps.ts';
import { paymentGatewayFor } from '#provider/payments/gateway/payment-gateway-choice.ts';
import { seatClaimsFor } from '#provider/seats/seat-claims.ts';

/** What cancelling the booking at `now` does to its money: after the deadline, the no-show fee is kept (spec §9). */
export const cancelEventOf = (booking: ManagedBookingRow, now: Date): BookingMoneyEvent => ({
  type: 'cancelled', late: !bookingPolicy(booking, now).beforeDeadline, feePercent: booking.no_show_fee_percent,
});

/**
 * Cancels the booking as it was read (with `code`, already checked against it): 409 when it is no
 * longer open, or when it changed since the read (a modify or another cancel committed in between),
 * and then nothing is written. Its money follows (spec §9): a hold is released and a prepayment refunded, less
 * the no-show fee when the cancellation comes after the deadline; the step is logged in the cancellation's batch,
 * guarded on the payment it was planned from (`plannedAsRead`, or planned now; planned again when the payment moved),
 * and carried out after it. Answers the policy terms at `now` and the cancellation's outbox row.
 */
export async function cancelAsRead(env: ProviderBindings, booking: ManagedBookingRow, code: string, now: Date, plannedAsRead?: MoneyPlan) {
  const terms = bookingPolicy(booking, now);
  if (!terms.open) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
  const db = env.DB;
  const changeToken = newChangeToken();
  const plan = plannedAsRead ?? (await planStep(db, booking.id, cancelEventOf(booking, now)));
  const done = await changeWithStep(db, plan, async (plan) => {
    const money = logStepStatements(db, plan, changeToken);
    const cancel = { id: booking.id, code, sequence: booking.mail_sequence, at: now.toISOString(), changeToken, paymentVersion: plannedVersion(plan) };
    const { cancelled, outboxId } = cancelOutcome(await db.batch(cancelBookingStatements(db, cancel, money)), money.length);
    return { made: cancelled, outboxId };
  });
  if (!done.made) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
  await seatClaimsFor(env, booking.restaurant_id)?.releaseBooking(booking.id);
  await carryOutStep(db, paymentGatewayFor(env), done.plan.planned);
  return { terms, outboxId: done.outboxId };
}
