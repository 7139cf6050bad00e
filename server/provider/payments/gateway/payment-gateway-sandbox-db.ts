import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { GatewayOperation, GatewayTransaction } from './payment-gateway';

/** The sandbox gateway's own tables (sandbox_gateway_sessions, _transactions, _tokens): local development only. */

export interface SandboxSessionRow {
  id: string;
  expires_at: number;
  order_id: string | null;
  card_brand: string | null;
  card_masked: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  security_code_result: string | null;
}

export interface SandboxTransactionRow {
  order_id: string;
  transaction_id: string;
  operation: GatewayOperation;
  result: GatewayTransaction['result'];
  gateway_code: string;
  authentication_status: string | null;
  security_code: string | null;
  amount_minor: number | null;
  currency: string | null;
  target_transaction_id: string | null;
  session_id: string | null;
  token: string | null;
}

export type NewSandboxTransaction = Pick<SandboxTransactionRow, 'order_id' | 'transaction_id' | 'operation' | 'result' | 'gateway_code'> &
  Partial<SandboxTransactionRow> & { redirect_response_url?: string };

export const sandboxSession = (db: D1Database, sessionId: string) =>
  db.prepare('SELECT * FROM sandbox_gateway_sessions WHERE id = ?1').bind(sessionId).first<SandboxSessionRow>();

export const sandboxTransaction = (db: D1Database, orderId: string, transactionId: string) =>
  db.prepare('SELECT * FROM sandbox_gateway_transactions WHERE order_id = ?1 AND transaction_id = ?2').bind(orderId, transactionId).first<SandboxTransactionRow>();

export const sandboxTransactionsOfOrder = (db: D1Database, orderId: string) =>
  db.prepare('SELECT * FROM sandbox_gateway_transactions WHERE order_id = ?1 ORDER BY created_at, rowid').bind(orderId).all<SandboxTransactionRow>().then((r) => r.results);

/** Writes a transaction unless its (order, transaction) is already there: the first write stands. */
export async function insertSandboxTransaction(db: D1Database, row: NewSandboxTransaction, createdAt: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sandbox_gateway_transactions (order_id, transaction_id, operation, result, gateway_code, authentication_status, security_code, amount_minor, currency,
       session_id, token, target_transaction_id, redirect_response_url, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
       ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(
      row.order_id, row.transaction_id, row.operation, row.result, row.gateway_code, row.authentication_status ?? null, row.security_code ?? null,
      row.amount_minor ?? null, row.currency ?? null, row.session_id ?? null, row.token ?? null, row.target_transaction_id ?? null, row.redirect_response_url ?? null, createdAt,
    )
    .run();
}

export const sandboxToken = (db: D1Database, token: string) =>
  db.prepare('SELECT * FROM sandbox_gateway_tokens WHERE token = ?1').bind(token).first<{ card_brand: string; card_masked: string; expiry_month: number; expiry_year: number }>();

export async function insertSandboxToken(db: D1Database, token: string, card: { brand: string; maskedNumber: string; expiryMonth: number; expiryYear: number }, createdAt: number): Promise<void> {
  await db
    .prepare('INSERT INTO sandbox_gateway_tokens (token, card_brand, card_masked, expiry_month, expiry_year, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(token, card.brand, card.maskedNumber, card.expiryMonth, card.expiryYear, createdAt)
    .run();
}

/** A new session, in one batch with the removal of sessions that expired before `purgeBefore`. */
export function openSandboxSessionStatements(db: D1Database, id: string, expiresAt: number, purgeBefore: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM sandbox_gateway_sessions WHERE expires_at <= ?1').bind(purgeBefore),
    db.prepare('INSERT INTO sandbox_gateway_sessions (id, expires_at) VALUES (?1, ?2)').bind(id, expiresAt),
  ];
}

export async function setSandboxSessionOrder(db: D1Database, sessionId: string, order: { orderId: string; amountMinor: number; currency: string }): Promise<void> {
  await db.prepare('UPDATE sandbox_gateway_sessions SET order_id = ?2, amount_minor = ?3, currency = ?4 WHERE id = ?1').bind(sessionId, order.orderId, order.amountMinor, order.currency).run();
}

/** An initiated authentication becomes the payer's authentication, pending the challenge. */
export async function startPayerAuthentication(
  db: D1Database,
  orderId: string,
  transactionId: string,
  input: { amountMinor: number; currency: string; redirectResponseUrl: string },
): Promise<void> {
  await db
    .prepare(`UPDATE sandbox_gateway_transactions SET operation = 'AUTHENTICATE_PAYER', result = 'PENDING', gateway_code = 'PENDING', authentication_status = 'AUTHENTICATION_PENDING',
      amount_minor = ?3, currency = ?4, redirect_response_url = ?5 WHERE order_id = ?1 AND transaction_id = ?2`)
    .bind(orderId, transactionId, input.amountMinor, input.currency, input.redirectResponseUrl)
    .run();
}

/** The challenge's outcome, as the tester picks it on the sandbox's 3-D Secure page; null when there is no pending challenge. */
export async function settleChallenge(
  db: D1Database,
  orderId: string,
  transactionId: string,
  status: 'AUTHENTICATION_SUCCESSFUL' | 'AUTHENTICATION_FAILED' | 'AUTHENTICATION_UNAVAILABLE',
): Promise<string | null> {
  const row = await db
    .prepare(`UPDATE sandbox_gateway_transactions SET authentication_status = ?3, result = ?4, gateway_code = ?5
      WHERE order_id = ?1 AND transaction_id = ?2 AND operation = 'AUTHENTICATE_PAYER' AND authentication_status = 'AUTHENTICATION_PENDING' RETURNING redirect_response_url`)
    .bind(orderId, transactionId, status, status === 'AUTHENTICATION_SUCCESSFUL' ? 'SUCCESS' : 'FAILURE', status === 'AUTHENTICATION_SUCCESSFUL' ? 'APPROVED' : 'DECLINED')
    .first<{ redirect_response_url: string }>();
  return row?.redirect_response_url ?? null;
}

/** Puts the card the payer entered in the sandbox's hosted fields into their session (never the number: its mask). */
export async function putCardInSession(
  db: D1Database,
  sessionId: string,
  card: { brand: string; masked: string; expiryMonth: number; expiryYear: number; securityCode: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .prepare('UPDATE sandbox_gateway_sessions SET card_brand = ?2, card_masked = ?3, expiry_month = ?4, expiry_year = ?5, security_code_result = ?6 WHERE id = ?1 AND expires_at > ?7')
    .bind(sessionId, card.brand, card.masked, card.expiryMonth, card.expiryYear, card.securityCode, now)
    .run();
  return result.meta.changes === 1;
}

/** Ends a card session now; false when there is no such session. */
export async function expireSandboxSession(db: D1Database, sessionId: string): Promise<boolean> {
  const expired = await db.prepare('UPDATE sandbox_gateway_sessions SET expires_at = 1 WHERE id = ?1').bind(sessionId).run();
  return expired.meta.changes > 0;
}
