import type { D1Database } from '@cloudflare/workers-types/index';
import { gatewayUnavailable } from './gateway/gateway-errors';
import { answeredUndecided, beginOperationStatement, operationStatement, type NewOperation, type OperationRow } from './payment-operations-db';

/**
 * Logs an operation pending before a diner's request asks the gateway for it (the same ids again are the same row).
 * One the gateway answered PENDING or UNKNOWN is never asked again: the request is told the gateway is unavailable,
 * and the reconciler retrieves what became of it.
 */
export async function beginOperationToAsk(db: D1Database, op: NewOperation, bookingId: number | null): Promise<void> {
  await beginOperationStatement(db, op, bookingId).run();
  const logged = await operationStatement(db, op.orderId, op.transactionId).first<OperationRow>();
  if (logged && answeredUndecided(logged)) throw gatewayUnavailable();
}
