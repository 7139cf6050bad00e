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
import { outcomeForExpiry } from './sandbox-gateway-test-cards';
import {
  insertSandboxToken, insertSandboxTransaction, openSandboxSessionStatements, sandboxSession, sandboxToken, sandboxTransaction, sandboxTransactionsOfOrder,
  setSandboxSessionOrder, startPayerAuthentication, type NewSandboxTransaction, type SandboxSessionRow as SessionRow, type SandboxTransactionRow as TransactionRow,
} from './payment-gateway-sandbox-db';

/** A sandbox session lives 15 minutes. */
export const SANDBOX_SESSION_TTL_MS = 15 * 60_000;

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
    const row = await sandboxSession(db, sessionId);
    return row && row.expires_at > clock() ? row : null;
  }
  async function liveSession(sessionId: string): Promise<SessionRow> {
    const row = await session(sessionId);
    if (!row) throw new PaymentGatewayFailed('session_expired', 'the session is unknown or expired');
    return row;
  }
  const find = (orderId: string, transactionId: string) => sandboxTransaction(db, orderId, transactionId);
  const ofOrder = (orderId: string) => sandboxTransactionsOfOrder(db, orderId);

  /** Records a transaction once; the same (order, transaction) again answers the first record (or is refused for another operation). */
  async function record(row: NewSandboxTransaction): Promise<GatewayTransaction> {
    const existing = await find(row.order_id, row.transaction_id);
    if (existing) {
      if (existing.operation !== row.operation) throw refused(`transaction ${row.transaction_id} is a ${existing.operation}`);
      return transactionOf(existing);
    }
    await insertSandboxTransaction(db, row, clock());
    // Two requests in parallel may both get here: the first write stands, and both answer it.
    const written = (await find(row.order_id, row.transaction_id))!;
    if (written.operation !== row.operation) throw refused(`transaction ${row.transaction_id} is a ${written.operation}`);
    return transactionOf(written);
  }

  /** The card and security-code result a source stands for. */
  async function cardOfSource(source: FundsSource): Promise<{ card: GatewayCard; securityCode: string | null }> {
    if ('token' in source) {
      const row = await sandboxToken(db, source.token);
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
      await db.batch(openSandboxSessionStatements(db, id, expiresAt, clock() - 86_400_000));
      return { id, expiresAt, card: null };
    },
    async updateSession(sessionId, order) {
      const row = await liveSession(sessionId);
      await setSandboxSessionOrder(db, sessionId, { orderId: order.orderId, amountMinor: order.amount.amountMinor, currency: order.amount.currency });
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
        await startPayerAuthentication(db, orderId, transactionId, { amountMinor: input.amount.amountMinor, currency: input.amount.currency, redirectResponseUrl: input.redirectResponseUrl });
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
      await insertSandboxToken(db, token, card, clock());
      return { token, card };
    },
  };
}
