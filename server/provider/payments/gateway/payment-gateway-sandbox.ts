import type { D1Database } from '@cloudflare/workers-types/index';
import type { Money } from '#domain/money.ts';
import { randomToken } from '#domain/random-token.ts';
import { mpgsCard } from './mpgs-card';
import {
  PaymentGatewayFailed,
  type FundsSource,
  type GatewayCard,
  type GatewayOperation,
  type GatewayTransaction,
  type PaymentGateway,
} from './payment-gateway';
import { outcomeForExpiry } from './gateway-test-cards';

/** A sandbox session lives 15 minutes. */
export const SANDBOX_SESSION_TTL_MS = 15 * 60_000;

interface SessionRow {
  id: string;
  expires_at: number;
  order_id: string | null;
  card_brand: string | null;
  card_masked: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  security_code_result: string | null;
}
interface TransactionRow {
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

const cardOf = (row: { card_brand: string | null; card_masked: string | null; expiry_month: number | null; expiry_year: number | null }): GatewayCard | null =>
  row.card_brand && row.card_masked && row.expiry_month && row.expiry_year
    ? mpgsCard({ brand: row.card_brand, number: row.card_masked, expiry: { month: row.expiry_month, year: row.expiry_year } })
    : null;

const transactionOf = (row: TransactionRow): GatewayTransaction => ({
  orderId: row.order_id,
  transactionId: row.transaction_id,
  operation: row.operation,
  result: row.result,
  gatewayCode: row.gateway_code,
  authenticationStatus: row.authentication_status ?? undefined,
  securityCode: row.security_code ?? undefined,
  amount: row.amount_minor !== null && row.currency ? { amountMinor: row.amount_minor, currency: row.currency } : undefined,
});

const refused = (message: string) => new PaymentGatewayFailed('invalid_request', message);

/**
 * The local payment gateway (PAYMENT_GATEWAY_ADAPTER = "sandbox"): MPGS's operations and states over sandbox-only
 * D1 tables. Sessions expire; the hosted fields' session update (routes/sandbox-gateway.ts) puts the card in a session; outcomes
 * follow the test cards' expiry and security code; captures never exceed the authorization, refunds never the
 * captures; a transaction id used again answers what it answered the first time.
 */
export function sandboxPaymentGateway(db: D1Database, clock: () => number = Date.now): PaymentGateway {
  async function session(sessionId: string): Promise<SessionRow | null> {
    const row = await db.prepare('SELECT * FROM sandbox_gateway_sessions WHERE id = ?1').bind(sessionId).first<SessionRow>();
    return row && row.expires_at > clock() ? row : null;
  }
  async function liveSession(sessionId: string): Promise<SessionRow> {
    const row = await session(sessionId);
    if (!row) throw new PaymentGatewayFailed('session_expired', 'the session is unknown or expired');
    return row;
  }
  const find = (orderId: string, transactionId: string) =>
    db.prepare('SELECT * FROM sandbox_gateway_transactions WHERE order_id = ?1 AND transaction_id = ?2').bind(orderId, transactionId).first<TransactionRow>();
  const ofOrder = (orderId: string) =>
    db.prepare('SELECT * FROM sandbox_gateway_transactions WHERE order_id = ?1 ORDER BY created_at, rowid').bind(orderId).all<TransactionRow>().then((r) => r.results);

  /** Records a transaction once; the same (order, transaction) again answers the first record (or is refused for another operation). */
  async function record(row: Pick<TransactionRow, 'order_id' | 'transaction_id' | 'operation' | 'result' | 'gateway_code'> & Partial<TransactionRow> & { redirect_response_url?: string }): Promise<GatewayTransaction> {
    const existing = await find(row.order_id, row.transaction_id);
    if (existing) {
      if (existing.operation !== row.operation) throw refused(`transaction ${row.transaction_id} is a ${existing.operation}`);
      return transactionOf(existing);
    }
    await db
      .prepare(
        `INSERT INTO sandbox_gateway_transactions (order_id, transaction_id, operation, result, gateway_code, authentication_status, security_code, amount_minor, currency,
         session_id, token, target_transaction_id, redirect_response_url, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
         ON CONFLICT (order_id, transaction_id) DO NOTHING`,
      )
      .bind(
        row.order_id, row.transaction_id, row.operation, row.result, row.gateway_code, row.authentication_status ?? null, row.security_code ?? null,
        row.amount_minor ?? null, row.currency ?? null, row.session_id ?? null, row.token ?? null, row.target_transaction_id ?? null, row.redirect_response_url ?? null, clock(),
      )
      .run();
    // Two requests in parallel may both get here: the first write stands, and both answer it.
    const written = (await find(row.order_id, row.transaction_id))!;
    if (written.operation !== row.operation) throw refused(`transaction ${row.transaction_id} is a ${written.operation}`);
    return transactionOf(written);
  }

  /** The card and security-code result a source stands for. */
  async function cardOfSource(source: FundsSource): Promise<{ card: GatewayCard; securityCode: string | null }> {
    if ('token' in source) {
      const row = await db.prepare('SELECT * FROM sandbox_gateway_tokens WHERE token = ?1').bind(source.token).first<{ card_brand: string; card_masked: string; expiry_month: number; expiry_year: number }>();
      const card = row && cardOf(row);
      if (!card) throw refused('unknown token');
      return { card, securityCode: null };
    }
    const row = await liveSession(source.sessionId);
    const card = cardOf(row);
    if (!card) throw refused('the session holds no card');
    return { card, securityCode: row.security_code_result };
  }

  /** VERIFY and AUTHORIZE: the outcome the card's expiry and security code call for. */
  async function cardOperation(orderId: string, transactionId: string, operation: 'VERIFY' | 'AUTHORIZE', source: FundsSource, amount: Money, authenticationTransactionId?: string) {
    const existing = await find(orderId, transactionId);
    if (existing) return record({ ...existing, operation });
    const { card, securityCode } = await cardOfSource(source);
    if (authenticationTransactionId) {
      const authentication = await find(orderId, authenticationTransactionId);
      if (authentication?.authentication_status !== 'AUTHENTICATION_SUCCESSFUL') throw refused('the payer is not authenticated');
    }
    let code = outcomeForExpiry(card.expiryMonth, card.expiryYear, new Date(clock()));
    if (code === 'APPROVED' && securityCode === 'NO_MATCH') code = 'DECLINED';
    return record({
      order_id: orderId, transaction_id: transactionId, operation, result: code === 'APPROVED' ? 'SUCCESS' : 'FAILURE', gateway_code: code,
      security_code: securityCode, amount_minor: amount.amountMinor, currency: amount.currency,
      ...('token' in source ? { token: source.token } : { session_id: source.sessionId }),
    });
  }

  const sum = (rows: TransactionRow[], operation: GatewayOperation) =>
    rows.filter((r) => r.operation === operation && r.result === 'SUCCESS').reduce((total, r) => total + (r.amount_minor ?? 0), 0);
  const isVoided = (rows: TransactionRow[], target: string) => rows.some((r) => r.operation === 'VOID' && r.result === 'SUCCESS' && r.target_transaction_id === target);
  // As at MPGS, a capture rests on the order's authorization that stands (one voided no longer counts).
  const approvedAuthorization = (rows: TransactionRow[]) => rows.find((r) => r.operation === 'AUTHORIZE' && r.result === 'SUCCESS' && !isVoided(rows, r.transaction_id));

  return {
    // The sandbox's emulation of session.js, relayed by the app on its own origin (routes/sandbox-gateway.ts).
    cardEntry: () => ({ jsUrl: '/api/sandbox/gateway/session.js' }),
    async createSession() {
      const id = `SESSION${randomToken(18).replace(/[^0-9A-Za-z]/g, '').toUpperCase()}`;
      const expiresAt = clock() + SANDBOX_SESSION_TTL_MS;
      await db.batch([
        db.prepare('DELETE FROM sandbox_gateway_sessions WHERE expires_at <= ?1').bind(clock() - 86_400_000),
        db.prepare('INSERT INTO sandbox_gateway_sessions (id, expires_at) VALUES (?1, ?2)').bind(id, expiresAt),
      ]);
      return { id, expiresAt, card: null };
    },
    async updateSession(sessionId, order) {
      const row = await liveSession(sessionId);
      await db.prepare('UPDATE sandbox_gateway_sessions SET order_id = ?2, amount_minor = ?3, currency = ?4 WHERE id = ?1').bind(sessionId, order.orderId, order.amount.amountMinor, order.amount.currency).run();
      return { id: row.id, expiresAt: row.expires_at, card: cardOf(row) };
    },
    async retrieveSession(sessionId) {
      const row = await session(sessionId);
      return row && { id: row.id, expiresAt: row.expires_at, card: cardOf(row) };
    },
    async initiateAuthentication(orderId, transactionId, input) {
      const row = await liveSession(input.sessionId);
      // Started again (the payer reloaded before the challenge): the authentication under way is the answer.
      const started = await find(orderId, transactionId);
      if (started?.operation === 'AUTHENTICATE_PAYER' && started.session_id === input.sessionId) return transactionOf(started);
      if (!cardOf(row)) throw refused('the session holds no card');
      return record({ order_id: orderId, transaction_id: transactionId, operation: 'INITIATE_AUTHENTICATION', result: 'SUCCESS', gateway_code: 'AUTHENTICATION_IN_PROGRESS', authentication_status: 'AUTHENTICATION_AVAILABLE', currency: input.currency, session_id: input.sessionId });
    },
    async authenticatePayer(orderId, transactionId, input) {
      await liveSession(input.sessionId);
      const initiated = await find(orderId, transactionId);
      if (!initiated || initiated.session_id !== input.sessionId) throw refused('authentication was not initiated for this session');
      if (initiated.operation === 'INITIATE_AUTHENTICATION') {
        await db
          .prepare(`UPDATE sandbox_gateway_transactions SET operation = 'AUTHENTICATE_PAYER', result = 'PENDING', gateway_code = 'PENDING', authentication_status = 'AUTHENTICATION_PENDING',
            amount_minor = ?3, currency = ?4, redirect_response_url = ?5 WHERE order_id = ?1 AND transaction_id = ?2`)
          .bind(orderId, transactionId, input.amount.amountMinor, input.amount.currency, input.redirectResponseUrl)
          .run();
      }
      const transaction = transactionOf((await find(orderId, transactionId))!);
      // The issuer's challenge is the sandbox's own page (relayed by the app at /api/sandbox/gateway/challenge).
      const challenge = `/api/sandbox/gateway/challenge?order_id=${encodeURIComponent(orderId)}&transaction_id=${encodeURIComponent(transactionId)}`;
      const redirectHtml = `<form id="threedsChallengeRedirectForm" method="GET" action="${challenge.replace(/&/g, '&amp;')}"></form>`;
      return { ...transaction, redirectHtml };
    },
    verify(orderId, transactionId, input) {
      return cardOperation(orderId, transactionId, 'VERIFY', input.source, { amountMinor: 0, currency: input.currency }, input.authenticationTransactionId);
    },
    authorize(orderId, transactionId, input) {
      return cardOperation(orderId, transactionId, 'AUTHORIZE', input.source, input.amount, input.authenticationTransactionId);
    },
    async capture(orderId, transactionId, amount) {
      const existing = await find(orderId, transactionId);
      if (existing) return record({ ...existing, operation: 'CAPTURE' });
      const rows = await ofOrder(orderId);
      const authorization = approvedAuthorization(rows);
      if (!authorization) throw refused('no authorization to capture');
      if (amount.currency !== authorization.currency) throw refused('another currency than the authorization');
      if (sum(rows, 'CAPTURE') + amount.amountMinor > (authorization.amount_minor ?? 0)) throw refused('more than the authorization');
      return record({ order_id: orderId, transaction_id: transactionId, operation: 'CAPTURE', result: 'SUCCESS', gateway_code: 'APPROVED', amount_minor: amount.amountMinor, currency: amount.currency });
    },
    async void(orderId, transactionId, targetTransactionId) {
      const existing = await find(orderId, transactionId);
      if (existing) return record({ ...existing, operation: 'VOID' });
      const rows = await ofOrder(orderId);
      const target = rows.find((r) => r.transaction_id === targetTransactionId);
      if (!target || target.operation !== 'AUTHORIZE' || target.result !== 'SUCCESS') throw refused('no authorization to void');
      if (isVoided(rows, targetTransactionId)) throw refused('already voided');
      if (sum(rows, 'CAPTURE') > 0) throw refused('the authorization is captured');
      return record({ order_id: orderId, transaction_id: transactionId, operation: 'VOID', result: 'SUCCESS', gateway_code: 'APPROVED', target_transaction_id: targetTransactionId, amount_minor: target.amount_minor, currency: target.currency });
    },
    async refund(orderId, transactionId, amount) {
      const existing = await find(orderId, transactionId);
      if (existing) return record({ ...existing, operation: 'REFUND' });
      const rows = await ofOrder(orderId);
      const captured = sum(rows, 'CAPTURE');
      if (sum(rows, 'REFUND') + amount.amountMinor > captured) throw refused('more than the captured amount');
      return record({ order_id: orderId, transaction_id: transactionId, operation: 'REFUND', result: 'SUCCESS', gateway_code: 'APPROVED', amount_minor: amount.amountMinor, currency: amount.currency });
    },
    async retrieveTransaction(orderId, transactionId) {
      const row = await find(orderId, transactionId);
      return row && transactionOf(row);
    },
    async createToken(sessionId) {
      const row = await liveSession(sessionId);
      const card = cardOf(row);
      if (!card) throw refused('the session holds no card');
      const token = `9${Array.from(crypto.getRandomValues(new Uint8Array(15)), (b) => String(b % 10)).join('')}`;
      await db
        .prepare('INSERT INTO sandbox_gateway_tokens (token, card_brand, card_masked, expiry_month, expiry_year, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(token, card.brand, card.maskedNumber, card.expiryMonth, card.expiryYear, clock())
        .run();
      return { token, card };
    },
  };
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
