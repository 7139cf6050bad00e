import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { MoneyOperation } from '#domain/payment-state.ts';

/**
 * The one operations log (payment_operations): every gateway operation, of every purpose (a booking's hold,
 * prepayment, fee, refund and their undoing; a bill's attempts; a card check), keyed as the gateway keys it (order
 * id + transaction id). A row is logged pending before the gateway is asked and answered after; the one reconciler
 * (jobs/payment-jobs.ts) settles the rows whose answer was lost.
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** What the log holds (its CHECK): the operations that move money, and the card check's VERIFY, which moves none. */
export type LoggedOperation = MoneyOperation | 'VERIFY';

export interface OperationRow {
  order_id: string;
  transaction_id: string;
  booking_id: number | null;
  operation: LoggedOperation;
  purpose: string;
  amount_minor: number;
  currency: string;
  target_transaction_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  gateway_code: string | null;
  attempts: number;
  created_at: string;
  answered_at: string | null;
  settles_by: string | null;
  settled_at: string | null;
}

/**
 * Whether the gateway answered a pending operation PENDING or UNKNOWN (its code is kept, noteUndecidedStatement):
 * the gateway may still move the money, so only a retrieve settles it; it is never asked again.
 */
export const answeredUndecided = (op: Pick<OperationRow, 'status' | 'gateway_code'>): boolean => op.status === 'pending' && op.gateway_code !== null;

export interface NewOperation {
  orderId: string;
  transactionId: string;
  operation: LoggedOperation;
  purpose: string;
  amountMinor: number;
  currency: string;
  targetTransactionId?: string | null;
  /** The card an authorization is asked on, when the operation's outcome is told with it (a bill's receipt). */
  card?: { brand: string; last4: string } | null;
}

/**
 * Logs an operation as pending before the gateway is asked; the same (order, transaction) again is the same row
 * (and keeps the card it was first asked on, as the gateway does).
 */
export function beginOperationStatement(db: D1Database, op: NewOperation, bookingId: number | null): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, target_transaction_id, card_brand, card_last4, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ${NOW}) ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(op.orderId, op.transactionId, bookingId, op.operation, op.purpose, op.amountMinor, op.currency, op.targetTransactionId ?? null, op.card?.brand ?? null, op.card?.last4 ?? null);
}

export function operationStatement(db: D1Database, orderId: string, transactionId: string) {
  return db.prepare('SELECT * FROM payment_operations WHERE order_id = ?1 AND transaction_id = ?2').bind(orderId, transactionId);
}

/** Writes the gateway's answer on a pending operation without moving the payment (a refusal, a lost operation, an undo). */
export function answerPendingOperationStatement(db: D1Database, orderId: string, transactionId: string, status: 'succeeded' | 'failed', gatewayCode: string): D1PreparedStatement {
  return db
    .prepare(`UPDATE payment_operations SET status = ?4, gateway_code = ?3, answered_at = ${NOW} WHERE order_id = ?1 AND transaction_id = ?2 AND status = 'pending'`)
    .bind(orderId, transactionId, gatewayCode, status);
}

/** Keeps the gateway's PENDING or UNKNOWN answer on a pending operation, which stays pending (answeredUndecided). */
export function noteUndecidedStatement(db: D1Database, orderId: string, transactionId: string, gatewayCode: string): D1PreparedStatement {
  return db
    .prepare(`UPDATE payment_operations SET gateway_code = ?3, attempts = attempts + 1 WHERE order_id = ?1 AND transaction_id = ?2 AND status = 'pending'`)
    .bind(orderId, transactionId, gatewayCode);
}

/** Writes the gateway's refusal (or a lost operation) on a pending operation; the payment does not change. */
export const failOperationStatement = (db: D1Database, orderId: string, transactionId: string, gatewayCode: string): D1PreparedStatement =>
  answerPendingOperationStatement(db, orderId, transactionId, 'failed', gatewayCode);

/**
 * Operations of every purpose (bookings', bills', card checks') still pending after `beforeIso` (their answer was lost, or the
 * gateway did not answer, or answered PENDING or UNKNOWN): the one reconciler's work.
 */
export function pendingOperations(db: D1Database, beforeIso: string, limit: number) {
  return db
    .prepare(`SELECT * FROM payment_operations WHERE status = 'pending' AND created_at < ?1 ORDER BY created_at LIMIT ?2`)
    .bind(beforeIso, limit)
    .all<OperationRow>();
}

/** Writes the gateway's answer on an operation whatever it was (the orphan releases, which move no booking payment). */
export function answerOperationStatement(db: D1Database, orderId: string, transactionId: string, answer: { status: 'succeeded' | 'failed'; gatewayCode: string }): D1PreparedStatement {
  return db
    .prepare(`UPDATE payment_operations SET status = ?3, gateway_code = ?4, answered_at = ${NOW}, attempts = attempts + 1 WHERE order_id = ?1 AND transaction_id = ?2`)
    .bind(orderId, transactionId, answer.status, answer.gatewayCode);
}
