import { ApiError } from './api-error';
import { bookingPolicy } from './booking-policy';
import { newChangeToken } from './db/change-token';
import { cancelBookingStatements, cancelOutcome, type ManagedBookingRow } from './db/bookings';
import type { ProviderBindings } from './env';
import { carryOutStep, logStepStatements, planStep } from './payments/booking-payment-steps';
import { paymentGatewayFor } from './payments/payment-gateway-choice';

/**
 * Cancels the booking as it was read (with `code`, already checked against it): 409 when it is no
 * longer open, or when it changed since the read (a modify or another cancel committed in between),
 * and then nothing is written. Its money follows (spec §9): a hold is released and a prepayment refunded, less
 * the no-show fee when the cancellation comes after the deadline; the step is logged in the cancellation's batch
 * and carried out after it. Answers the policy terms at `now` and the cancellation's outbox row.
 */
export async function cancelAsRead(env: ProviderBindings, booking: ManagedBookingRow, code: string, now: Date) {
  const terms = bookingPolicy(booking, now);
  if (!terms.open) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
  const db = env.DB;
  const planned = await planStep(db, booking.id, { type: 'cancelled', late: !terms.beforeDeadline, feePercent: booking.no_show_fee_percent });
  const changeToken = newChangeToken();
  const money = logStepStatements(db, planned, changeToken);
  const results = await db.batch(cancelBookingStatements(db, { id: booking.id, code, sequence: booking.mail_sequence, at: now.toISOString(), changeToken }, money));
  const { cancelled, outboxId } = cancelOutcome(results, money.length);
  if (!cancelled) throw new ApiError(409, 'booking_not_cancellable', 'bookingNotCancellable');
  await carryOutStep(db, paymentGatewayFor(env), planned);
  return { terms, outboxId };
}
