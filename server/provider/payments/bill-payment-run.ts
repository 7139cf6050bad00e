import type { D1Database } from '@cloudflare/workers-types/index';
import type { Money } from '#domain/money.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { billAttemptIds, type BillRow } from './bill-payments-db';
import { noteUndecidedStatement } from './payment-operations-db';
import { billOperationOf, settleBillAnswer } from './bill-attempt';
import { cardRefusalOf } from './card-refusal';
import { gatewayUnavailable } from './gateway/gateway-errors';
import { beginOperationToAsk } from './operation-to-ask';
import { undecided, type FundsSource, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';

/**
 * Paying a bill (Check Bill, spec §2 and §7 pos-pay) on the gateway's order bill-<id>: an attempt (a payment of the
 * one state machine, bill-attempt.ts) AUTHORIZEs exactly the bill's amount, then CAPTUREs it. Each operation is
 * logged pending before it is asked; the capture's answer, the bill going open → paid and its receipt e-mail are one
 * batch. An attempt whose capture is refused is given back (VOID of its authorization), and the bill stays open for
 * another attempt. Gateway failures (no answer) are thrown as PaymentGatewayFailed, and a PENDING or UNKNOWN answer
 * as the gateway being unavailable: either leaves the operation pending for the reconciler (payment-jobs.ts).
 */

/** The card a bill is paid with, and the 3-D Secure authentication a new card passed (a saved card passed it when added). */
export interface BillFunds {
  source: FundsSource;
  card: { brand: string; last4: string };
  authenticationTransactionId?: string;
}

/** Pays an open bill with a card; answers the receipt's outbox row. A refused card throws the spec's card message. */
export async function payBill(
  db: D1Database,
  gateway: PaymentGateway,
  p: { bill: BillRow; bookingId: number; funds: BillFunds; key: string },
): Promise<number | null> {
  const base = billOperationOf(p.bill);
  const amount: Money = { amountMinor: base.amountMinor, currency: base.currency };
  const attempt = await billAttemptIds(db, base.orderId);
  /** Writes an answer (an undecided one stays pending and tells the diner to come back) through the attempt's state machine. */
  const settle = async (transactionId: string, operation: 'AUTHORIZE' | 'CAPTURE', answer: GatewayTransaction) => {
    if (!undecided(answer)) return settleBillAnswer(db, gateway, { bill: p.bill, bookingId: p.bookingId, op: { transaction_id: transactionId, operation }, answer, key: p.key });
    await noteUndecidedStatement(db, base.orderId, transactionId, answer.gatewayCode).run();
    throw gatewayUnavailable();
  };

  await beginOperationToAsk(db, { ...base, transactionId: attempt.authorize, operation: 'AUTHORIZE', card: p.funds.card }, p.bookingId);
  const authorization = await gateway.authorize(base.orderId, attempt.authorize, {
    source: p.funds.source,
    amount,
    ...(p.funds.authenticationTransactionId ? { authenticationTransactionId: p.funds.authenticationTransactionId } : {}),
  });
  // An approval the diner is told is a refusal (approved under another code) fails the attempt all the same.
  const refusal = undecided(authorization) ? null : cardRefusalOf(authorization);
  const held = await settle(attempt.authorize, 'AUTHORIZE', refusal ? { ...authorization, result: 'FAILURE' } : authorization);
  if (held.payment.state !== 'held') throw refusal ?? new ApiError(422, 'card_declined', 'cardDeclined');

  await beginOperationToAsk(db, { ...base, transactionId: attempt.capture, operation: 'CAPTURE' }, p.bookingId);
  const capture = await gateway.capture(base.orderId, attempt.capture, amount);
  const paid = await settle(attempt.capture, 'CAPTURE', capture);
  if (paid.payment.state !== 'captured') throw cardRefusalOf(capture) ?? new ApiError(422, 'card_declined', 'cardDeclined');
  return paid.receipt;
}
