import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { PaidBill } from '../../../src/domain/contract/bill-payment';
import { MAIL_SNAPSHOT, MAIL_SNAPSHOT_TABLES } from './mail-snapshot';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export type BillRow = PaidBill['order'];

const BILL_COLUMNS = 'o.id, o.amount_cents, o.currency, o.status, o.card_brand, o.card_last4, o.paid_at';

/** A bill of the booking (the booking was found by its reservation code), or null. */
export function bookingBill(db: D1Database, bookingId: number, orderId: number): Promise<BillRow | null> {
  return db.prepare(`SELECT ${BILL_COLUMNS} FROM booking_orders o WHERE o.id = ?1 AND o.booking_id = ?2`).bind(orderId, bookingId).first<BillRow>();
}

/** The gateway's order for a bill: one per bill, so every attempt to pay it is addressed under the same order. */
export const billGatewayOrderId = (orderId: number): string => `bill-${orderId}`;

/**
 * The transaction ids of the next attempt to pay a bill: pay-<n> (AUTHORIZE) and capture-<n>, where n counts the
 * refused authorizations before it. A retry of an attempt whose answer was lost (still pending), or a request made
 * in parallel, gets the same ids, so the gateway answers it with the same transaction and never charges twice.
 */
export async function billAttemptIds(db: D1Database, gatewayOrderId: string): Promise<{ authorize: string; capture: string }> {
  const row = await db
    .prepare(`SELECT count(*) AS refused FROM payment_operations WHERE order_id = ?1 AND operation = 'AUTHORIZE' AND status = 'failed'`)
    .bind(gatewayOrderId)
    .first<{ refused: number }>();
  const n = (row?.refused ?? 0) + 1;
  return { authorize: `pay-${n}`, capture: `capture-${n}` };
}

/** Marks a pending operation succeeded with the gateway's code (an authorization the capture will rest on). */
export function succeedOperationStatement(db: D1Database, orderId: string, transactionId: string, gatewayCode: string): D1PreparedStatement {
  return db
    .prepare(`UPDATE payment_operations SET status = 'succeeded', gateway_code = ?3, answered_at = ${NOW}, attempts = attempts + 1 WHERE order_id = ?1 AND transaction_id = ?2 AND status = 'pending'`)
    .bind(orderId, transactionId, gatewayCode);
}

/** Records the hosted session opened to pay a bill (and clears those a day past their end). */
export function openBillCardSession(db: D1Database, p: { sessionId: string; orderId: number; expiresAt: number }) {
  return db.batch([
    db.prepare('DELETE FROM bill_card_sessions WHERE expires_at <= ?1').bind(Date.now() - 86_400_000),
    db.prepare('INSERT INTO bill_card_sessions (session_id, order_id, expires_at) VALUES (?1, ?2, ?3)').bind(p.sessionId, p.orderId, p.expiresAt),
  ]);
}

/** Whether the session was opened to pay this bill (another bill's session, or one never opened, cannot pay it). */
export async function isBillCardSession(db: D1Database, sessionId: string, orderId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM bill_card_sessions WHERE session_id = ?1 AND order_id = ?2').bind(sessionId, orderId).first()) !== null;
}

/**
 * The captured bill, as one batch: the bill goes open → paid once (the first statement is guarded by its status and
 * stamps this request's token); only where it did, the capture is marked succeeded, the booking's mail sequence
 * moves on and the receipt e-mail (bill_paid) is written to the outbox with the booking's snapshot and the bill.
 * [0].meta.changes: whether this request paid it; [3] answers the outbox row's id (RETURNING).
 */
export function billPaidStatements(
  db: D1Database,
  p: { orderId: number; gatewayOrderId: string; captureId: string; gatewayCode: string; card: { brand: string; last4: string }; key: string; token: string },
): D1PreparedStatement[] {
  const paidByThisRequest = 'EXISTS (SELECT 1 FROM booking_orders WHERE id = ?1 AND pay_token = ?2)';
  return [
    db
      .prepare(
        `UPDATE booking_orders SET status = 'paid', paid_at = ${NOW}, card_brand = ?3, card_last4 = ?4, gateway_order_id = ?5, pay_key = ?6, pay_token = ?2
         WHERE id = ?1 AND status = 'open'`,
      )
      .bind(p.orderId, p.token, p.card.brand, p.card.last4, p.gatewayOrderId, p.key),
    db
      .prepare(
        `UPDATE payment_operations SET status = 'succeeded', gateway_code = ?5, answered_at = ${NOW}, attempts = attempts + 1
         WHERE order_id = ?3 AND transaction_id = ?4 AND status = 'pending' AND ${paidByThisRequest}`,
      )
      .bind(p.orderId, p.token, p.gatewayOrderId, p.captureId, p.gatewayCode),
    // The receipt is the booking's next e-mail: it takes the next sequence (the outbox keeps one row per sequence).
    db.prepare(`UPDATE bookings SET mail_sequence = mail_sequence + 1 WHERE id = (SELECT booking_id FROM booking_orders WHERE id = ?1) AND ${paidByThisRequest}`).bind(p.orderId, p.token),
    db
      .prepare(
        `INSERT INTO outbox (booking_id, kind, sequence, mail_json)
         SELECT b.id, 'bill_paid', b.mail_sequence, json_set(${MAIL_SNAPSHOT}, '$.bill', json_object('order_id', o.id, 'amount_minor', o.amount_cents, 'currency', o.currency,
           'card_brand', o.card_brand, 'card_last4', o.card_last4, 'paid_at', o.paid_at))
         FROM ${MAIL_SNAPSHOT_TABLES} JOIN booking_orders o ON o.booking_id = b.id WHERE o.id = ?1 AND o.pay_token = ?2 RETURNING id`,
      )
      .bind(p.orderId, p.token),
  ];
}
