import type { D1Database } from '@cloudflare/workers-types/index';
import type { Money } from '../../../src/domain/money';
import { ApiError } from '../api-error';
import { billAttemptIds, billGatewayOrderId, billPaidStatements, succeedOperationStatement, type BillAttempt, type BillRow } from '../db/bill-payments';
import { answerOperationStatement, beginOperationStatement, failOperationStatement } from '../db/booking-payments';
import { outboxIdOf } from '../db/outbox';
import { cardRefusalOf } from './card-refusal';
import type { FundsSource, PaymentGateway } from './payment-gateway';

/**
 * Paying a bill (Check Bill, spec §2 and §7 pos-pay) on the gateway's order bill-<id>: an attempt AUTHORIZEs
 * exactly the bill's amount, then CAPTUREs it. Each operation is logged pending before it is asked; the capture's
 * answer, the bill going open → paid and its receipt e-mail are one batch. An attempt whose capture is refused, or
 * was never made, is given back (VOID of its authorization), and the bill stays open for another attempt.
 * Gateway failures (no answer) are thrown as PaymentGatewayFailed and leave the operation pending for the
 * reconciler (bill-reconcile.ts).
 */

const operationOf = (bill: BillRow) => ({ orderId: billGatewayOrderId(bill.id), purpose: 'bill', amountMinor: bill.amount_cents, currency: bill.currency });

/**
 * Gives back an attempt's authorization: its capture (if logged) is failed with `gatewayCode`, and a VOID is logged
 * and asked. Unanswered, the VOID stays pending for the reconciler; either way the next attempt has new ids.
 */
export async function giveBackBillAttempt(db: D1Database, gateway: PaymentGateway, bill: BillRow, bookingId: number, attempt: BillAttempt, gatewayCode: string) {
  const base = operationOf(bill);
  await db.batch([
    failOperationStatement(db, base.orderId, attempt.capture, gatewayCode),
    beginOperationStatement(db, { ...base, transactionId: attempt.void, operation: 'VOID', targetTransactionId: attempt.authorize }, bookingId),
  ]);
  const voided = await gateway.void(base.orderId, attempt.void, attempt.authorize);
  await answerOperationStatement(db, base.orderId, attempt.void, { status: voided.result === 'SUCCESS' ? 'succeeded' : 'failed', gatewayCode: voided.gatewayCode }).run();
}

/** Marks the bill paid by the attempt's capture, with its receipt; answers the receipt's outbox row (null: it was already paid). */
export async function markBillPaid(db: D1Database, bill: BillRow, attempt: BillAttempt, gatewayCode: string, key: string | null): Promise<number | null> {
  const results = await db.batch(billPaidStatements(db, { orderId: bill.id, gatewayOrderId: billGatewayOrderId(bill.id), attempt, gatewayCode, key, token: crypto.randomUUID() }));
  return outboxIdOf(results[3]) ?? null;
}

/** Pays an open bill with a card; answers the receipt's outbox row. A refused card throws the spec's card message. */
export async function payBill(
  db: D1Database,
  gateway: PaymentGateway,
  p: { bill: BillRow; bookingId: number; funds: { source: FundsSource; card: { brand: string; last4: string } }; key: string },
): Promise<number | null> {
  const base = operationOf(p.bill);
  const amount: Money = { amountMinor: base.amountMinor, currency: base.currency };
  const attempt = await billAttemptIds(db, base.orderId);

  await beginOperationStatement(db, { ...base, transactionId: attempt.authorize, operation: 'AUTHORIZE', card: p.funds.card }, p.bookingId).run();
  const authorization = await gateway.authorize(base.orderId, attempt.authorize, { source: p.funds.source, amount });
  const refusal = cardRefusalOf(authorization);
  if (refusal) {
    await failOperationStatement(db, base.orderId, attempt.authorize, authorization.gatewayCode).run();
    throw refusal;
  }
  await db.batch([
    succeedOperationStatement(db, base.orderId, attempt.authorize, authorization.gatewayCode),
    beginOperationStatement(db, { ...base, transactionId: attempt.capture, operation: 'CAPTURE' }, p.bookingId),
  ]);
  const capture = await gateway.capture(base.orderId, attempt.capture, amount);
  if (capture.result === 'PENDING') throw new ApiError(503, 'card_gateway_unavailable', 'cardGatewayUnavailable');
  if (capture.result !== 'SUCCESS') {
    await giveBackBillAttempt(db, gateway, p.bill, p.bookingId, attempt, capture.gatewayCode);
    throw cardRefusalOf(capture) ?? new ApiError(422, 'card_declined', 'cardDeclined');
  }
  return markBillPaid(db, p.bill, attempt, capture.gatewayCode, p.key);
}
