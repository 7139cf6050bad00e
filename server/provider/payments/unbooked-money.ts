import type { D1Database } from '@cloudflare/workers-types/index';
import { HOLD_TRANSACTION } from '#domain/payment-steps.ts';
import { beginUnbookedOperationStatement, bookingPaymentOfOrder, unbookedOperations } from './booking-payments-db';
import {
  answeredUndecided,
  answerOperationStatement,
  noteUndecidedStatement,
  operationStatement,
  type NewOperation,
  type OperationRow,
} from './payment-operations-db';
import { PaymentGatewayFailed, undecided, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';

const ORPHAN_REFUND = 'refund-orphan';
const ORPHAN_VOID = 'void-orphan';

const succeeded = (ops: OperationRow[], operation: OperationRow['operation']) => ops.filter((op) => op.operation === operation && op.status === 'succeeded');
const total = (ops: OperationRow[]) => ops.reduce((sum, op) => sum + op.amount_minor, 0);

/** Writes what the gateway did; a PENDING or UNKNOWN answer stays pending (noted), for the reconciler's next run. */
async function record(db: D1Database, orderId: string, transactionId: string, answer: GatewayTransaction | null): Promise<void> {
  if (answer && undecided(answer)) {
    await noteUndecidedStatement(db, orderId, transactionId, answer.gatewayCode).run();
    return;
  }
  const status = answer?.result === 'SUCCESS' ? 'succeeded' : 'failed';
  await answerOperationStatement(db, orderId, transactionId, { status, gatewayCode: answer?.gatewayCode ?? 'NOT_FOUND' }).run();
}

/**
 * Logs and asks one giving-back operation; its answer is written whatever the log said before (a retry of it). Not
 * logged (a booking's batch wrote the order's payment after all, since it was looked for): nothing is asked.
 */
async function giveBack(db: D1Database, op: NewOperation, call: () => Promise<GatewayTransaction>): Promise<void> {
  await beginUnbookedOperationStatement(db, op).run();
  if (!(await operationStatement(db, op.orderId, op.transactionId).first())) return;
  await record(db, op.orderId, op.transactionId, await call());
}

/**
 * Gives back the money of a booking that was never written (its batch found the slot full, a voucher used up,
 * or the flow died between the gateway's answer and the batch). What the gateway did is asked of it
 * (RETRIEVE_TRANSACTION) for every operation still pending; then a capture is refunded, or a hold voided. When the
 * booking was written after all, its money is its payment's and nothing is touched. Answers whether it is settled
 * (false: the gateway did not answer, or answered PENDING or UNKNOWN; the reconciler comes back).
 */
export async function releaseUnbookedMoney(db: D1Database, gateway: PaymentGateway, orderId: string): Promise<boolean> {
  if (await bookingPaymentOfOrder(db, orderId)) return true;
  try {
    for (const op of (await unbookedOperations(db, orderId)).results.filter((row) => row.status === 'pending')) {
      const answer = await gateway.retrieveTransaction(orderId, op.transaction_id);
      // Answered UNKNOWN once, yet not found: the gateway still owes its answer, and nothing is written for it.
      if (!answer && answeredUndecided(op)) continue;
      await record(db, orderId, op.transaction_id, answer);
    }
    const ops = (await unbookedOperations(db, orderId)).results;
    // An operation the gateway has not decided yet may still move the money: nothing is given back before it has.
    if (ops.some((op) => op.status === 'pending')) return false;
    const hold = ops.find((op) => op.transaction_id === HOLD_TRANSACTION && op.status === 'succeeded');
    if (!hold) return true;
    const base = { orderId, currency: hold.currency, purpose: 'orphan_release' };
    const owed = total(succeeded(ops, 'CAPTURE')) - total(succeeded(ops, 'REFUND'));
    if (owed > 0) {
      await giveBack(db, { ...base, transactionId: ORPHAN_REFUND, operation: 'REFUND', amountMinor: owed }, () => gateway.refund(orderId, ORPHAN_REFUND, { amountMinor: owed, currency: hold.currency }));
    } else if (succeeded(ops, 'CAPTURE').length === 0 && succeeded(ops, 'VOID').length === 0) {
      await giveBack(db, { ...base, transactionId: ORPHAN_VOID, operation: 'VOID', amountMinor: hold.amount_minor, targetTransactionId: HOLD_TRANSACTION }, () =>
        gateway.void(orderId, ORPHAN_VOID, HOLD_TRANSACTION),
      );
    }
    return true;
  } catch (error) {
    if (!(error instanceof PaymentGatewayFailed)) throw error;
    console.error(JSON.stringify({ event: 'unbooked_money_unanswered', order: orderId, kind: error.kind, message: error.message }));
    return false;
  }
}
