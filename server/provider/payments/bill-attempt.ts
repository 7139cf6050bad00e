import type { D1Database } from '@cloudflare/workers-types/index';
import { applyPaymentEvent, newPayment, paymentEventOfAnswer, type Payment } from '#domain/payment-state.ts';
import { attemptOperations, BILL_PURPOSE, billAttemptOf, billGatewayOrderId, billPaidStatements, type BillAttempt, type BillRow } from './bill-payments-db';
import { outboxIdOf } from '#provider/mail/outbox-db.ts';
import {
  answerPendingOperationStatement,
  beginOperationStatement,
  failOperationStatement,
  noteUndecidedStatement,
  type OperationRow,
} from './payment-operations-db';
import { undecided, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';

/**
 * A bill's attempt to pay it is a payment of the one state machine (src/domain/payment-state.ts, kind 'bill'):
 * its AUTHORIZE places a hold of exactly the bill, its CAPTURE takes all of it, the VOID of an attempt whose capture
 * was refused (or never made) releases it. The attempt keeps no row of its own: its payment is its operations in
 * the log (payment_operations, purpose 'bill'), replayed; the bill's open → paid is the attempt's captured.
 */

/** The payment an attempt's answered operations make, oldest first. */
export function attemptPayment(amount: number, ops: Pick<OperationRow, 'operation' | 'status' | 'amount_minor'>[]): Payment {
  let payment = newPayment(amount);
  for (const op of ops) {
    if (op.status === 'pending' || op.operation === 'VERIFY') continue;
    const event = paymentEventOfAnswer(op.operation, op.status === 'succeeded', op.amount_minor);
    const next = event ? applyPaymentEvent(payment, event) : null;
    if (next?.ok) payment = next.payment;
  }
  return payment;
}

/** What every operation of a bill's attempts is logged with: the bill's gateway order, amount and currency. */
export const billOperationOf = (bill: BillRow) => ({ orderId: billGatewayOrderId(bill.id), purpose: BILL_PURPOSE, amountMinor: bill.amount_cents, currency: bill.currency });

/** Marks the bill paid by the attempt's capture, with its receipt; answers the receipt's outbox row (null: it was already paid). */
async function markBillPaid(db: D1Database, bill: BillRow, attempt: BillAttempt, gatewayCode: string, key: string | null): Promise<number | null> {
  const results = await db.batch(billPaidStatements(db, { orderId: bill.id, gatewayOrderId: billGatewayOrderId(bill.id), attempt, gatewayCode, key, token: crypto.randomUUID() }));
  return outboxIdOf(results[3]) ?? null;
}

/**
 * Gives back an attempt's authorization: its capture (if logged) is failed with `gatewayCode`, and a VOID is logged
 * and asked. Unanswered or undecided, the VOID stays pending for the reconciler; either way the next attempt has new ids.
 */
export async function giveBackBillAttempt(db: D1Database, gateway: PaymentGateway, bill: BillRow, bookingId: number, attempt: BillAttempt, gatewayCode: string) {
  const base = billOperationOf(bill);
  await db.batch([
    failOperationStatement(db, base.orderId, attempt.capture, gatewayCode),
    beginOperationStatement(db, { ...base, transactionId: attempt.void, operation: 'VOID', targetTransactionId: attempt.authorize }, bookingId),
  ]);
  await writeVoidAnswer(db, await gateway.void(base.orderId, attempt.void, attempt.authorize));
}

/** Writes the answer to an attempt's VOID; an undecided one stays pending for the reconciler. */
export async function writeVoidAnswer(db: D1Database, voided: GatewayTransaction): Promise<void> {
  if (undecided(voided)) await noteUndecidedStatement(db, voided.orderId, voided.transactionId, voided.gatewayCode).run();
  else await answerPendingOperationStatement(db, voided.orderId, voided.transactionId, voided.result === 'SUCCESS' ? 'succeeded' : 'failed', voided.gatewayCode).run();
}

/** What settling an attempt's operation made of the attempt, and the receipt's outbox row when it paid the bill. */
export interface SettledAttempt {
  payment: Payment;
  receipt: number | null;
}

/**
 * Writes the gateway's final answer to a pending operation of a bill's attempt (null: the gateway never made it)
 * through the state machine: an authorization approved holds the attempt, refused fails it; a capture approved pays
 * the bill, with its receipt, and one refused or never made gives the attempt back; a VOID's answer is written.
 */
export async function settleBillAnswer(
  db: D1Database,
  gateway: PaymentGateway,
  p: { bill: BillRow; bookingId: number; op: Pick<OperationRow, 'transaction_id' | 'operation'>; answer: GatewayTransaction | null; key: string | null },
): Promise<SettledAttempt> {
  const orderId = billGatewayOrderId(p.bill.id);
  const attempt = billAttemptOf(p.op.transaction_id);
  const ops = (await attemptOperations(db, orderId, attempt)).results;
  const before = attemptPayment(p.bill.amount_cents, ops);
  // Answered already (a retry of the request, or a concurrent one, wrote it first): the log stands.
  if (ops.find((op) => op.transaction_id === p.op.transaction_id)?.status !== 'pending') return { payment: before, receipt: null };
  const approved = p.answer?.result === 'SUCCESS';
  const gatewayCode = p.answer?.gatewayCode ?? 'NOT_FOUND';
  const event = p.op.operation === 'VERIFY' ? null : paymentEventOfAnswer(p.op.operation, approved, p.bill.amount_cents);
  const next = event ? applyPaymentEvent(before, event) : { ok: true as const, payment: before };
  if (!next.ok) {
    // The attempt moved on since the operation was asked: the answer is written as the gateway gave it, and moves nothing.
    console.error(JSON.stringify({ event: 'payment_transition_refused', order: orderId, transaction: p.op.transaction_id, reason: next.reason }));
    await answerPendingOperationStatement(db, orderId, p.op.transaction_id, approved ? 'succeeded' : 'failed', gatewayCode).run();
    return { payment: before, receipt: null };
  }
  if (p.op.operation === 'CAPTURE' && next.payment.state === 'captured') {
    return { payment: next.payment, receipt: await markBillPaid(db, p.bill, attempt, gatewayCode, p.key) };
  }
  if (p.op.operation === 'CAPTURE') {
    await giveBackBillAttempt(db, gateway, p.bill, p.bookingId, attempt, gatewayCode);
    return { payment: before, receipt: null };
  }
  await answerPendingOperationStatement(db, orderId, p.op.transaction_id, approved ? 'succeeded' : 'failed', gatewayCode).run();
  return { payment: next.payment, receipt: null };
}
