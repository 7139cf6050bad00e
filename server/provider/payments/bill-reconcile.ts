import type { D1Database } from '@cloudflare/workers-types/index';
import { billAttemptOf, billOfOperation } from './bill-payments-db';
import { failOperationStatement, operationStatement, type OperationRow } from './payment-operations-db';
import { giveBackBillAttempt, settleBillAnswer, writeVoidAnswer } from './bill-attempt';
import type { GatewayTransaction, PaymentGateway } from './gateway/payment-gateway';

/**
 * Settles one bill operation whose answer was lost (the diner's request died, or the gateway did not answer), from
 * what the gateway says it did (`answer`, its final RETRIEVE_TRANSACTION; null: it has no such transaction), for the
 * one reconciler (payment-jobs.ts):
 * - a capture it made pays the bill, with its receipt; one it refused or never saw gives the attempt back (VOID);
 * - an authorization it made is given back unless its capture is logged (that row settles the attempt); one it
 *   refused or never saw fails the attempt;
 * - a VOID it made is written; one it never saw is asked again, under the same ids.
 */
export async function reconcileBillOperation(db: D1Database, gateway: PaymentGateway, op: OperationRow, answer: GatewayTransaction | null): Promise<void> {
  const bill = op.booking_id === null ? null : await billOfOperation(db, op);
  if (!bill || op.booking_id === null) {
    await failOperationStatement(db, op.order_id, op.transaction_id, 'UNEXPECTED').run();
    return;
  }
  if (op.operation === 'VOID' && !answer) {
    await writeVoidAnswer(db, await gateway.void(op.order_id, op.transaction_id, op.target_transaction_id ?? billAttemptOf(op.transaction_id).authorize));
    return;
  }
  const settled = await settleBillAnswer(db, gateway, { bill, bookingId: op.booking_id, op, answer, key: null });
  const attempt = billAttemptOf(op.transaction_id);
  if (op.operation === 'AUTHORIZE' && settled.payment.state === 'held' && !(await operationStatement(db, op.order_id, attempt.capture).first())) {
    await giveBackBillAttempt(db, gateway, bill, op.booking_id, attempt, 'NOT_ASKED');
  }
}
