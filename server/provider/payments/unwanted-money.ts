import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { beginOperationWhilePendingStatement } from './booking-payments-db';
import { answerPendingOperationStatement, type NewOperation, type OperationRow } from './payment-operations-db';
import type { GatewayTransaction } from './gateway/payment-gateway';

/**
 * Money the gateway moved after the booking's payment stopped wanting it (a scheduled hold placed as the diner
 * cancelled, say): the gateway's answer is the truth, so the operation is written as succeeded, and its undo is
 * logged in the same batch and asked next. Both stay in the operations log; the payment's state does not move.
 */

/** The purpose of an operation that undoes such money. */
export const UNDO_PURPOSE = 'undo';

/** What undoes an approved operation: a hold is voided, a capture refunded; a void or a refund cannot be undone. */
export function undoOf(op: OperationRow): NewOperation | null {
  const base = { orderId: op.order_id, transactionId: `undo-${op.transaction_id}`, purpose: UNDO_PURPOSE, amountMinor: op.amount_minor, currency: op.currency };
  if (op.operation === 'AUTHORIZE') return { ...base, operation: 'VOID', targetTransactionId: op.transaction_id };
  if (op.operation === 'CAPTURE') return { ...base, operation: 'REFUND' };
  return null;
}

/** One batch, only while `op` is pending (a second answer to it changes nothing): its undo logged, then `op` written as succeeded. */
export function unwantedMoneyStatements(db: D1Database, op: OperationRow, bookingId: number, answer: GatewayTransaction): { undo: NewOperation | null; statements: D1PreparedStatement[] } {
  const undo = undoOf(op);
  return {
    undo,
    statements: [
      ...(undo ? [beginOperationWhilePendingStatement(db, undo, bookingId, op.transaction_id)] : []),
      answerPendingOperationStatement(db, op.order_id, op.transaction_id, 'succeeded', answer.gatewayCode),
    ],
  };
}
