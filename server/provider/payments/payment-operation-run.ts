import type { D1Database } from '@cloudflare/workers-types/index';
import { REFUND_BUSINESS_DAYS } from '#domain/hold-schedule.ts';
import { addBusinessDays } from '#domain/business-days.ts';
import { applyPaymentEvent, paymentEventOfAnswer } from '#domain/payment-state.ts';
import { paymentStepFor } from '#domain/payment-steps.ts';
import {
  bookingPaymentOfOrder,
  feeRefundIfAppealApprovedStatement,
  newMoveToken,
  paymentOfRow,
  transitionStatements,
  type BookingPaymentRow,
} from './booking-payments-db';
import { newChangeToken } from '#provider/bookings/change-token-db.ts';
import { holdFailedMailStatements } from '#provider/mail/hold-failed-mail-db.ts';
import {
  answeredUndecided,
  answerPendingOperationStatement,
  failOperationStatement,
  noteUndecidedStatement,
  operationStatement,
  type OperationRow,
} from './payment-operations-db';
import { PaymentGatewayFailed, undecided, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';
import { stepsAfterHold } from './steps-after-hold';
import { UNDO_PURPOSE, unwantedMoneyStatements } from './unwanted-money';

/**
 * Carrying out a booking's logged payment operation (payment_operations, status pending) and writing its answer.
 * The gateway is asked with the operation's own order and transaction ids, so asking again (a retry, the
 * reconciler) is the same transaction, never a second charge. The answer moves the payment (the state machine of
 * src/domain/payment-state.ts) and settles the operation in one version-guarded batch; a PENDING or UNKNOWN answer
 * leaves it pending for the reconciler, which retrieves it and never asks for it again.
 */

/** Asks the gateway for the operation; the card a hold is placed on is the payment's saved token. */
function askGateway(gateway: PaymentGateway, op: OperationRow, payment: BookingPaymentRow): Promise<GatewayTransaction> {
  const amount = { amountMinor: op.amount_minor, currency: op.currency };
  switch (op.operation) {
    case 'AUTHORIZE':
      return gateway.authorize(op.order_id, op.transaction_id, { source: { token: payment.gateway_token }, amount });
    case 'CAPTURE':
      return gateway.capture(op.order_id, op.transaction_id, amount);
    case 'VOID':
      return gateway.void(op.order_id, op.transaction_id, op.target_transaction_id ?? '');
    case 'REFUND':
      return gateway.refund(op.order_id, op.transaction_id, amount);
    default:
      throw new Error(`a booking payment makes no ${op.operation}`);
  }
}

/** Asks the gateway for a booking payment's operation, by its ids, if it is still pending. */
async function runPending(db: D1Database, gateway: PaymentGateway, orderId: string, transactionId: string, now: Date): Promise<void> {
  const op = await operationStatement(db, orderId, transactionId).first<OperationRow>();
  if (op?.status === 'pending') await runOperation(db, gateway, op, now);
}

/**
 * Writes the gateway's answer to a pending operation of a booking's payment, and asks for the step it calls for next:
 * the undo of money the payment no longer wanted, or the refund of a no-show fee whose appeal was approved while the
 * fee's capture was under way. Answers whether the payment moved.
 */
export async function settleOperation(db: D1Database, gateway: PaymentGateway, op: OperationRow, answer: GatewayTransaction, now = new Date()): Promise<boolean> {
  const payment = await bookingPaymentOfOrder(db, op.order_id);
  if (!payment) throw new Error(`operation ${op.order_id}/${op.transaction_id} has no booking payment`);
  if (undecided(answer)) {
    // PENDING or UNKNOWN: the gateway may still move the money; the reconciler retrieves it, and never asks again.
    await noteUndecidedStatement(db, op.order_id, op.transaction_id, answer.gatewayCode).run();
    return false;
  }
  const approved = answer.result === 'SUCCESS';
  if (op.purpose === UNDO_PURPOSE) {
    await answerPendingOperationStatement(db, op.order_id, op.transaction_id, approved ? 'succeeded' : 'failed', answer.gatewayCode).run();
    return false;
  }
  const event = op.operation === 'VERIFY' ? null : paymentEventOfAnswer(op.operation, approved, op.amount_minor);
  if (!event) {
    await failOperationStatement(db, op.order_id, op.transaction_id, answer.gatewayCode).run();
    return false;
  }
  const next = applyPaymentEvent(paymentOfRow(payment), event);
  if (!next.ok) {
    // The payment moved on since the operation was asked (another step settled first): the answer cannot move it.
    console.error(JSON.stringify({ event: 'payment_transition_refused', order: op.order_id, transaction: op.transaction_id, reason: next.reason }));
    if (!approved) {
      await failOperationStatement(db, op.order_id, op.transaction_id, 'TRANSITION_REFUSED').run();
      return false;
    }
    // Yet the gateway moved the money: it is written as moved, and undone next.
    const unwanted = unwantedMoneyStatements(db, op, payment.booking_id, answer);
    await db.batch(unwanted.statements);
    if (unwanted.undo) await runPending(db, gateway, unwanted.undo.orderId, unwanted.undo.transactionId, now);
    return false;
  }
  const settlesBy = op.operation === 'REFUND' ? addBusinessDays(now, REFUND_BUSINESS_DAYS, payment.time_zone).toISOString() : null;
  const status = approved ? 'succeeded' : 'failed';
  const movedBy = newMoveToken();
  const transition = transitionStatements(db, payment, next.payment, { orderId: op.order_id, transactionId: op.transaction_id, gatewayCode: answer.gatewayCode, settlesBy, status }, movedBy);
  // A declined scheduled hold leaves the booking standing unguaranteed: the diner is told, by e-mail, once.
  const told = event.type === 'hold_failed'
    ? holdFailedMailStatements(db, { bookingId: payment.booking_id, version: payment.version, orderId: op.order_id, transactionId: op.transaction_id, changeToken: newChangeToken() })
    : null;
  // A fee captured after its no-show's appeal was approved is given back at once (spec §4).
  const feeRefund = op.purpose === 'fee' ? paymentStepFor(payment.kind, next.payment, { type: 'appeal_approved' }) : null;
  const refundOp = feeRefund && feeRefund.operation === 'REFUND'
    ? { orderId: op.order_id, transactionId: feeRefund.transactionId, operation: feeRefund.operation, purpose: feeRefund.purpose, amountMinor: feeRefund.amount, currency: op.currency }
    : null;
  // A hold placed after the booking was settled or cancelled late takes the step that waited for it.
  const afterHold = event.type === 'hold_placed' ? stepsAfterHold(db, payment, next.payment, movedBy) : null;
  const results = await db.batch([
    ...(told ? [told.stamp] : []),
    ...transition,
    ...(told ? [told.mail] : []),
    ...(refundOp ? [feeRefundIfAppealApprovedStatement(db, refundOp, payment.booking_id, movedBy)] : []),
    ...(afterHold?.statements ?? []),
  ]);
  const moved = results[told ? 1 : 0];
  // 0: a concurrent writer moved the payment first; the operation stays pending and the reconciler settles it.
  if ((moved?.meta.changes ?? 0) !== 1) return false;
  for (const next of [...(refundOp ? [refundOp] : []), ...(afterHold?.ops ?? [])]) await runPending(db, gateway, next.orderId, next.transactionId, now);
  return true;
}

/**
 * Asks the gateway for a pending operation and writes its answer. A gateway that refuses the request outright
 * fails the operation (and a hold's payment); one that does not answer (timeout, unreachable) leaves it pending
 * for the reconciler.
 */
export async function runOperation(db: D1Database, gateway: PaymentGateway, op: OperationRow, now = new Date()): Promise<boolean> {
  // Answered PENDING or UNKNOWN before: never asked again; the reconciler retrieves it.
  if (answeredUndecided(op)) return false;
  const payment = await bookingPaymentOfOrder(db, op.order_id);
  if (!payment) throw new Error(`operation ${op.order_id}/${op.transaction_id} has no booking payment`);
  let answer: GatewayTransaction;
  try {
    answer = await askGateway(gateway, op, payment);
  } catch (error) {
    if (!(error instanceof PaymentGatewayFailed)) throw error;
    console.error(JSON.stringify({ event: 'payment_operation_unanswered', order: op.order_id, transaction: op.transaction_id, kind: error.kind, message: error.message }));
    if (error.kind !== 'invalid_request') return false;
    if (op.operation !== 'AUTHORIZE') {
      await failOperationStatement(db, op.order_id, op.transaction_id, 'REFUSED').run();
      return false;
    }
    // A hold the gateway refuses outright (the card's token gone, say) is declined all the same: the payment fails
    // and the diner is told, rather than staying scheduled with its day passed.
    answer = { orderId: op.order_id, transactionId: op.transaction_id, operation: 'AUTHORIZE', result: 'FAILURE', gatewayCode: 'REFUSED' };
  }
  return settleOperation(db, gateway, op, answer, now);
}
