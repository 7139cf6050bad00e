import type { D1Database } from '@cloudflare/workers-types/index';
import { billAttemptOf, pendingBillOperations, type PendingBillOperation } from '../db/bill-payments';
import { answerOperationStatement, failOperationStatement, operationStatement } from '../db/booking-payments';
import { giveBackBillAttempt, markBillPaid } from './bill-payment-run';
import { PaymentGatewayFailed, type GatewayTransaction, type PaymentGateway } from './payment-gateway';

const SUCCEEDED = (answer: GatewayTransaction | null) => answer?.result === 'SUCCESS';

/**
 * Settles one bill operation whose answer was lost (the diner's request died, or the gateway did not answer), from
 * what the gateway says it did (RETRIEVE_TRANSACTION):
 * - a capture it made pays the bill, with its receipt; one it refused or never saw gives the attempt back (VOID);
 * - an authorization it made is given back unless its capture is logged (that row settles the attempt); one it
 *   refused or never saw is failed;
 * - a VOID it made is written; one it never saw is asked again, under the same ids.
 */
export async function reconcileBillOperation(db: D1Database, gateway: PaymentGateway, op: PendingBillOperation): Promise<void> {
  const answer = await gateway.retrieveTransaction(op.order_id, op.transaction_id);
  if (answer?.result === 'PENDING') return;
  const attempt = billAttemptOf(op.transaction_id);
  const bill = { id: op.bill_id, amount_cents: op.amount_cents, currency: op.bill_currency, status: op.bill_status, card_brand: null, card_last4: null, paid_at: null };
  switch (op.operation) {
    case 'CAPTURE':
      if (SUCCEEDED(answer)) await markBillPaid(db, bill, attempt, answer!.gatewayCode, null);
      else await giveBackBillAttempt(db, gateway, bill, op.booking_id, attempt, answer?.gatewayCode ?? 'NOT_FOUND');
      return;
    case 'AUTHORIZE': {
      if (!SUCCEEDED(answer)) {
        await failOperationStatement(db, op.order_id, op.transaction_id, answer?.gatewayCode ?? 'NOT_FOUND').run();
        return;
      }
      await answerOperationStatement(db, op.order_id, op.transaction_id, { status: 'succeeded', gatewayCode: answer!.gatewayCode }).run();
      const capture = await operationStatement(db, op.order_id, attempt.capture).first();
      if (!capture) await giveBackBillAttempt(db, gateway, bill, op.booking_id, attempt, 'NOT_ASKED');
      return;
    }
    case 'VOID': {
      const voided = answer ?? (await gateway.void(op.order_id, op.transaction_id, op.target_transaction_id ?? attempt.authorize));
      await answerOperationStatement(db, op.order_id, op.transaction_id, { status: SUCCEEDED(voided) ? 'succeeded' : 'failed', gatewayCode: voided.gatewayCode }).run();
      return;
    }
    default:
      await failOperationStatement(db, op.order_id, op.transaction_id, 'UNEXPECTED').run();
  }
}

/** The bills' operations pending since before `beforeIso`, each settled on its own; answers how many it looked at. */
export async function reconcileBills(db: D1Database, gateway: PaymentGateway, beforeIso: string, limit: number): Promise<number> {
  const { results } = await pendingBillOperations(db, beforeIso, limit);
  for (const op of results) {
    try {
      await reconcileBillOperation(db, gateway, op);
    } catch (error) {
      if (!(error instanceof PaymentGatewayFailed)) throw error;
      console.error(JSON.stringify({ event: 'bill_reconcile_unanswered', order: op.order_id, transaction: op.transaction_id, kind: error.kind }));
    }
  }
  return results.length;
}
