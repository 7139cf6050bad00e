import type { D1Database } from '@cloudflare/workers-types/index';
import { VERIFICATION_TRANSACTION_ID } from './card-check';
import { cardRefusalOf } from './card-refusal';
import { gatewayUnavailable } from './gateway/gateway-errors';
import { beginOperationToAsk } from './operation-to-ask';
import { undecided, type GatewayTransaction, type PaymentGateway } from './gateway/payment-gateway';
import { answerOperationStatement, answerPendingOperationStatement, noteUndecidedStatement, type OperationRow } from './payment-operations-db';

/**
 * The card check before a card is saved (VERIFY, for nothing) moves no money, yet it is a gateway operation like
 * every other: it is logged in payment_operations (purpose card_check, no booking) pending before it is asked and
 * answered after, so the one reconciler finds one whose answer was lost and writes what the gateway did.
 */
export const CARD_CHECK_PURPOSE = 'card_check';

const statusOf = (answer: GatewayTransaction | null) => (answer && !cardRefusalOf(answer) ? 'succeeded' : 'failed');

/**
 * Verifies the session's card on the card order; answers the gateway's answer. A PENDING or UNKNOWN one stays
 * pending and the diner is told to try again; unanswered (PaymentGatewayFailed), it stays pending as well.
 */
export async function verifyCard(
  db: D1Database,
  gateway: PaymentGateway,
  p: { orderId: string; sessionId: string; currency: string; authenticationTransactionId: string },
): Promise<GatewayTransaction> {
  const op = { orderId: p.orderId, transactionId: VERIFICATION_TRANSACTION_ID, operation: 'VERIFY' as const, purpose: CARD_CHECK_PURPOSE, amountMinor: 0, currency: p.currency };
  await beginOperationToAsk(db, op, null);
  const answer = await gateway.verify(p.orderId, VERIFICATION_TRANSACTION_ID, { source: { sessionId: p.sessionId }, currency: p.currency, authenticationTransactionId: p.authenticationTransactionId });
  if (undecided(answer)) {
    await noteUndecidedStatement(db, p.orderId, VERIFICATION_TRANSACTION_ID, answer.gatewayCode).run();
    throw gatewayUnavailable();
  }
  // Written whatever the log said (a retry of the same check is the gateway's same transaction).
  await answerOperationStatement(db, p.orderId, VERIFICATION_TRANSACTION_ID, { status: statusOf(answer), gatewayCode: answer.gatewayCode }).run();
  return answer;
}

/** The reconciler's part: a lost card check's answer as the gateway retrieved it (null: it never made it), never asked again. */
export function writeLostCardCheck(db: D1Database, op: OperationRow, answer: GatewayTransaction | null) {
  return answerPendingOperationStatement(db, op.order_id, op.transaction_id, statusOf(answer), answer?.gatewayCode ?? 'NOT_FOUND').run();
}
