import type { D1Database } from '@cloudflare/workers-types/index';
import { applyPaymentEvent } from '#domain/payment-state.ts';
import { HOLD_TRANSACTION } from '#domain/payment-steps.ts';
import {
  bookingPaymentOfOrder,
  bookingPaymentStatement,
  dueHolds,
  leftHolds,
  paymentOfRow,
  refundSettledStatements,
  refundsDue,
  type BookingPaymentRow,
} from './booking-payments-db';
import { BILL_PURPOSE } from './bill-payments-db';
import {
  answeredUndecided,
  beginOperationStatement,
  noteUndecidedStatement,
  operationStatement,
  pendingOperations,
  type OperationRow,
} from './payment-operations-db';
import { reconcileBillOperation } from './bill-reconcile';
import { carryOutStep, releaseUnheld } from './booking-payment-steps';
import { CARD_CHECK_PURPOSE, writeLostCardCheck } from './card-verification';
import { PaymentGatewayFailed, undecided, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';
import { runOperation, settleOperation } from './payment-operation-run';
import { releaseUnbookedMoney } from './unbooked-money';

/** A bounded run per cron tick; the next tick takes what is left. */
export const PAYMENTS_PER_RUN = 50;
/** An operation pending this long lost its answer (a request lives seconds): the reconciler settles it. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

const paymentOf = (db: D1Database, bookingId: number) => bookingPaymentStatement(db, bookingId).first<BookingPaymentRow>();

/** Places the holds of bookings further ahead than an authorization lasts, once their time has come. */
export async function placeDueHolds(db: D1Database, gateway: PaymentGateway, now: Date): Promise<number> {
  let placed = 0;
  for (const { booking_id } of (await dueHolds(db, now.toISOString(), PAYMENTS_PER_RUN)).results) {
    const payment = await paymentOf(db, booking_id);
    if (!payment) continue;
    const op = { orderId: payment.order_id, transactionId: HOLD_TRANSACTION, operation: 'AUTHORIZE' as const, purpose: 'hold', amountMinor: payment.amount_minor, currency: payment.currency };
    await beginOperationStatement(db, op, booking_id).run();
    const row = await operationStatement(db, op.orderId, op.transactionId).first<OperationRow>();
    if (row?.status === 'pending' && (await runOperation(db, gateway, row, now))) placed++;
  }
  return placed;
}

/** Gives back holds left on bookings that are no longer open (a meal nobody confirmed, a failed step). */
export async function releaseLeftHolds(db: D1Database, gateway: PaymentGateway): Promise<number> {
  const { results } = await leftHolds(db, PAYMENTS_PER_RUN);
  for (const { booking_id } of results) {
    const payment = await paymentOf(db, booking_id);
    if (!payment) continue;
    if (payment.state === 'scheduled') {
      await releaseUnheld(db, payment);
      continue;
    }
    const step = { operation: 'VOID' as const, transactionId: 'void-hold', purpose: 'release' as const, amount: payment.held_minor, target: HOLD_TRANSACTION };
    await beginOperationStatement(db, { orderId: payment.order_id, transactionId: step.transactionId, operation: 'VOID', purpose: step.purpose, amountMinor: step.amount, currency: payment.currency, targetTransactionId: step.target }, booking_id).run();
    await carryOutStep(db, gateway, { payment, step });
  }
  return results.length;
}

/** Refunds whose settlement date has come (up to 2 business days, spec §9) become successful. */
export async function settleRefunds(db: D1Database, now: Date): Promise<number> {
  let settled = 0;
  for (const op of (await refundsDue(db, now.toISOString(), PAYMENTS_PER_RUN)).results) {
    const payment = await bookingPaymentOfOrder(db, op.order_id);
    if (!payment) continue;
    const next = applyPaymentEvent(paymentOfRow(payment), { type: 'refund_settled', amount: op.amount_minor });
    if (!next.ok) continue;
    const [moved] = await db.batch(refundSettledStatements(db, payment, next.payment, op.order_id, op.transaction_id));
    settled += moved?.meta.changes ?? 0;
  }
  return settled;
}

/**
 * Settles one operation whose answer was lost, from what the gateway did (`answer`, final; null: it has no such
 * transaction): a bill's attempt by its own rules (bill-reconcile.ts), a card check by writing the answer, a booking's
 * payment by the answer, or, when the gateway never saw the operation, by asking for it again under the same ids.
 */
async function settleLostAnswer(db: D1Database, gateway: PaymentGateway, op: OperationRow, answer: GatewayTransaction | null, now: Date): Promise<void> {
  if (op.purpose === BILL_PURPOSE) await reconcileBillOperation(db, gateway, op, answer);
  else if (op.purpose === CARD_CHECK_PURPOSE) await writeLostCardCheck(db, op, answer);
  else if (answer) await settleOperation(db, gateway, op, answer, now);
  else await runOperation(db, gateway, op, now);
}

/**
 * The one reconciler of every gateway operation (bookings' holds, prepayments, fees, refunds; bills' attempts; card checks):
 * operations pending since before the reconcile delay lost their answer (the flow died between the gateway's answer
 * and the D1 write, or the gateway did not answer). RETRIEVE_TRANSACTION says what the gateway did, and that is
 * written. A transaction still PENDING or UNKNOWN at the gateway stays pending for the next run; one the gateway
 * never saw is asked again under the same ids, unless it was once answered PENDING or UNKNOWN (it is never asked
 * again: the gateway owes its answer). Money taken for a booking that was never written is given back. Answers how
 * many operations it looked at.
 */
export async function reconcilePayments(db: D1Database, gateway: PaymentGateway, now: Date): Promise<number> {
  const { results } = await pendingOperations(db, new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(), PAYMENTS_PER_RUN);
  const unbooked = new Set<string>();
  for (const op of results) {
    if (op.booking_id === null && op.purpose !== CARD_CHECK_PURPOSE) {
      unbooked.add(op.order_id);
      continue;
    }
    try {
      const answer = await gateway.retrieveTransaction(op.order_id, op.transaction_id);
      if (answer && undecided(answer)) {
        await noteUndecidedStatement(db, op.order_id, op.transaction_id, answer.gatewayCode).run();
        continue;
      }
      if (!answer && answeredUndecided(op)) {
        console.error(JSON.stringify({ event: 'reconcile_undecided_not_found', order: op.order_id, transaction: op.transaction_id, gateway_code: op.gateway_code }));
        continue;
      }
      await settleLostAnswer(db, gateway, op, answer, now);
    } catch (error) {
      if (!(error instanceof PaymentGatewayFailed)) throw error;
      console.error(JSON.stringify({ event: 'reconcile_unanswered', order: op.order_id, transaction: op.transaction_id, kind: error.kind }));
    }
  }
  for (const orderId of unbooked) await releaseUnbookedMoney(db, gateway, orderId);
  return results.length;
}

/** The cron's payment work, each part on its own so one failing does not stop the others. */
export async function paymentJobs(db: D1Database, gateway: PaymentGateway, now = new Date()): Promise<void> {
  const runs = await Promise.allSettled([
    reconcilePayments(db, gateway, now).then(() => placeDueHolds(db, gateway, now)),
    releaseLeftHolds(db, gateway),
    settleRefunds(db, now),
  ]);
  const counts = runs.map((run) => (run.status === 'fulfilled' ? run.value : null));
  console.log(JSON.stringify({ job: 'payments', placed: counts[0], released: counts[1], refunds_settled: counts[2] }));
  const failed = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
  if (failed) throw failed.reason;
}
