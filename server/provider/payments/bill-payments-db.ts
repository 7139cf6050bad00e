import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { PaidBill } from '#domain/contract/bill-payment.ts';
import { MAIL_SNAPSHOT, MAIL_SNAPSHOT_TABLES } from '#provider/mail/mail-snapshot-db.ts';
import type { OperationRow } from './payment-operations-db';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export type BillRow = PaidBill['order'];

const BILL_COLUMNS = 'o.id, o.amount_cents, o.currency, o.status, o.card_brand, o.card_last4, o.paid_at';

/** A bill of the booking (the booking was found by its reservation code), or null. */
export function bookingBill(db: D1Database, bookingId: number, orderId: number): Promise<BillRow | null> {
  return db.prepare(`SELECT ${BILL_COLUMNS} FROM booking_orders o WHERE o.id = ?1 AND o.booking_id = ?2`).bind(orderId, bookingId).first<BillRow>();
}

/** The purpose of a bill's operations in the one operations log (payment_operations). */
export const BILL_PURPOSE = 'bill';

/** The gateway's order for a bill: one per bill, so every attempt to pay it is addressed under the same order. */
export const billGatewayOrderId = (orderId: number): string => `bill-${orderId}`;

/**
 * The 3-D Secure transaction of a hosted session opened for a bill, on the bill's gateway order: one per session, so
 * a reload of the challenge is the same authentication (the gateway allows 40 characters; the session's tail is
 * unique among the bill's sessions).
 */
export const billAuthenticationId = (sessionId: string): string => `3ds-${sessionId.slice(-36)}`;

export interface BillAttempt {
  authorize: string;
  capture: string;
  /** The VOID that gives back the authorization of an attempt whose capture was refused or never made. */
  void: string;
}

/** The transaction ids of a bill's n-th attempt to pay it. */
export const billAttempt = (n: number): BillAttempt => ({ authorize: `pay-${n}`, capture: `capture-${n}`, void: `void-${n}` });

/** The attempt a transaction id of a bill belongs to (pay-3, capture-3, void-3: 3). */
export const billAttemptOf = (transactionId: string): BillAttempt => billAttempt(Number(transactionId.slice(transactionId.lastIndexOf('-') + 1)));

/**
 * The transaction ids of the next attempt to pay a bill: attempt n, where n - 1 attempts are over (their
 * authorization refused, or given back by a VOID). A retry of an attempt whose answer was lost (still pending),
 * or a request made in parallel, gets the same ids, so the gateway answers it with the same transaction and never
 * charges twice.
 */
export async function billAttemptIds(db: D1Database, gatewayOrderId: string): Promise<BillAttempt> {
  const row = await db
    .prepare(
      `SELECT count(*) AS over FROM payment_operations a WHERE a.order_id = ?1 AND a.operation = 'AUTHORIZE'
         AND (a.status = 'failed' OR EXISTS (SELECT 1 FROM payment_operations v WHERE v.order_id = a.order_id AND v.operation = 'VOID' AND v.target_transaction_id = a.transaction_id))`,
    )
    .bind(gatewayOrderId)
    .first<{ over: number }>();
  return billAttempt((row?.over ?? 0) + 1);
}

/** The operations of a bill's attempt, oldest first: what its payment is (bill-attempt.ts). */
export function attemptOperations(db: D1Database, gatewayOrderId: string, attempt: BillAttempt) {
  return db
    .prepare('SELECT * FROM payment_operations WHERE order_id = ?1 AND transaction_id IN (?2, ?3, ?4) ORDER BY created_at, rowid')
    .bind(gatewayOrderId, attempt.authorize, attempt.capture, attempt.void)
    .all<OperationRow>();
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
  p: { orderId: number; gatewayOrderId: string; attempt: BillAttempt; gatewayCode: string; key: string | null; token: string },
): D1PreparedStatement[] {
  const paidByThisRequest = 'EXISTS (SELECT 1 FROM booking_orders WHERE id = ?1 AND pay_token = ?2)';
  const authorization = 'FROM payment_operations WHERE order_id = ?3 AND transaction_id = ?4';
  return [
    // The card is the one the attempt's authorization was asked on (a retry with another card gets the first answer).
    db
      .prepare(
        `UPDATE booking_orders SET status = 'paid', paid_at = ${NOW}, card_brand = (SELECT card_brand ${authorization}), card_last4 = (SELECT card_last4 ${authorization}),
           gateway_order_id = ?3, pay_key = ?5, pay_token = ?2
         WHERE id = ?1 AND status = 'open'`,
      )
      .bind(p.orderId, p.token, p.gatewayOrderId, p.attempt.authorize, p.key),
    db
      .prepare(
        `UPDATE payment_operations SET status = 'succeeded', gateway_code = ?5, answered_at = ${NOW}, attempts = attempts + 1
         WHERE order_id = ?3 AND transaction_id = ?4 AND status = 'pending' AND ${paidByThisRequest}`,
      )
      .bind(p.orderId, p.token, p.gatewayOrderId, p.attempt.capture, p.gatewayCode),
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

/** The bill a logged operation of the booking is for (its gateway order is billGatewayOrderId), as it stands. */
export function billOfOperation(db: D1Database, op: Pick<OperationRow, 'order_id' | 'booking_id'>): Promise<BillRow | null> {
  return db.prepare(`SELECT ${BILL_COLUMNS} FROM booking_orders o WHERE 'bill-' || o.id = ?1 AND o.booking_id = ?2`).bind(op.order_id, op.booking_id).first<BillRow>();
}
