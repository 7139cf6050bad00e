import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import { holdDueAt } from '#domain/hold-schedule.ts';
import { bookingMoneyOf } from '#domain/booking-money.ts';
import { applyPaymentEvent, newPayment, type Payment, type PaymentEvent } from '#domain/payment-state.ts';
import { HOLD_TRANSACTION } from '#domain/payment-steps.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { givenBack, insertBookingPaymentStatements } from './booking-payments-db';
import { failOperationStatement, noteUndecidedStatement, type NewOperation } from './payment-operations-db';
import { sha256Hex } from '#provider/platform/member-token.ts';
import { cardRefusalOf } from './card-refusal';
import { gatewayUnavailable } from './gateway/gateway-errors';
import { beginOperationToAsk } from './operation-to-ask';
import { PaymentGatewayFailed, undecided, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';

/** A prepayment's capture, made at booking right after its authorization. */
export const PREPAY_CAPTURE_TRANSACTION = 'capture-prepay';

/**
 * The gateway order of a booking's money, derived from the booking request's program and Idempotency-Key: a
 * retried request asks for the same order and transactions, and the gateway answers the first ones again.
 */
export const bookingOrderId = async (program: string, idempotencyKey: string): Promise<string> =>
  `bk-${(await sha256Hex(`${program}\n${idempotencyKey}`)).slice(0, 32)}`;

export interface PayingCard {
  id: number;
  brand: string;
  last4: string;
  gateway_token: string;
}

/** The money a new booking took: written with the booking, in its create batch. */
export interface BookingMoney {
  orderId: string;
  statements(changeToken: string): D1PreparedStatement[];
}

const moved = (payment: Payment, event: PaymentEvent): Payment => {
  const next = applyPaymentEvent(payment, event);
  if (!next.ok) throw new Error(next.reason);
  return next.payment;
};

/**
 * Asks the gateway for one operation of a booking not written yet: logged pending first (no booking yet), so an
 * answer lost to a crash is found by the reconciler. A refusal is written and thrown as the card message.
 */
async function ask(db: D1Database, op: NewOperation, call: () => Promise<GatewayTransaction>): Promise<void> {
  await beginOperationToAsk(db, op, null);
  let answer: GatewayTransaction;
  try {
    answer = await call();
  } catch (error) {
    if (!(error instanceof PaymentGatewayFailed)) throw error;
    console.error(JSON.stringify({ event: 'booking_payment_unanswered', order: op.orderId, transaction: op.transactionId, kind: error.kind, message: error.message }));
    // Unanswered, it stays pending: the reconciler asks the gateway what became of it and gives back what was taken.
    if (error.kind === 'invalid_request') await failOperationStatement(db, op.orderId, op.transactionId, 'REFUSED').run();
    throw gatewayUnavailable();
  }
  if (undecided(answer)) {
    // PENDING or UNKNOWN: the money may yet move; the reconciler retrieves it and gives back what was taken.
    await noteUndecidedStatement(db, op.orderId, op.transactionId, answer.gatewayCode).run();
    throw gatewayUnavailable();
  }
  const refusal = cardRefusalOf(answer);
  if (refusal) {
    await failOperationStatement(db, op.orderId, op.transactionId, answer.gatewayCode).run();
    throw refusal;
  }
}

/**
 * Takes what a restaurant's policy asks of a new booking, before its batch: a guarantee is held on the card
 * (AUTHORIZE), or scheduled for the cron when the booking is further ahead than a hold lasts; a prepayment is
 * authorized and captured at once. Refused cards throw the spec's messages and nothing is written for the booking.
 */
export async function takeBookingMoney(
  db: D1Database,
  gateway: PaymentGateway,
  p: { orderId: string; policy: PaymentPolicy; partySize: number; reservationAt: Date; card: PayingCard; now: Date },
): Promise<BookingMoney> {
  // A retry of a request whose money the reconciler already gave back (its flow died before the booking was
  // written) must not write a booking on a voided order: the diner books again, under a new key.
  if (await givenBack(db, p.orderId)) throw new ApiError(409, 'booking_payment_released', 'bookingPaymentReleased');
  const amount = bookingMoneyOf(p.policy, p.partySize);
  const dueAt = p.policy.kind === 'guarantee' ? holdDueAt(p.reservationAt, p.now) : null;
  let payment = newPayment(amount.amountMinor);
  const transactionIds: string[] = [];
  const base = { orderId: p.orderId, amountMinor: amount.amountMinor, currency: amount.currency };
  if (!dueAt) {
    const purpose = p.policy.kind === 'prepay' ? 'prepay' : 'hold';
    await ask(db, { ...base, transactionId: HOLD_TRANSACTION, operation: 'AUTHORIZE', purpose }, () =>
      gateway.authorize(p.orderId, HOLD_TRANSACTION, { source: { token: p.card.gateway_token }, amount }),
    );
    payment = moved(payment, { type: 'hold_placed' });
    transactionIds.push(HOLD_TRANSACTION);
    if (p.policy.kind === 'prepay') {
      // A refused capture leaves the hold unbooked: the caller gives it back (releaseUnbookedMoney).
      await ask(db, { ...base, transactionId: PREPAY_CAPTURE_TRANSACTION, operation: 'CAPTURE', purpose }, () => gateway.capture(p.orderId, PREPAY_CAPTURE_TRANSACTION, amount));
      payment = moved(payment, { type: 'captured', amount: amount.amountMinor });
      transactionIds.push(PREPAY_CAPTURE_TRANSACTION);
    }
  }
  return {
    orderId: p.orderId,
    statements: (changeToken) =>
      insertBookingPaymentStatements(
        db,
        { orderId: p.orderId, kind: p.policy.kind, payment, card: p.card, currency: amount.currency, holdDueAt: dueAt?.toISOString() ?? null, transactionIds },
        changeToken,
      ),
  };
}
