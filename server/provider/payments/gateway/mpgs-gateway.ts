import type { Money } from '#domain/money.ts';
import { mpgsAmount, minorFromMpgs } from './mpgs-amount';
import { mpgsCard } from './mpgs-card';
import { PaymentGatewayFailed, type FundsSource, type GatewayOperation, type GatewaySession, type GatewayTransaction, type PaymentGateway } from './payment-gateway';

export interface MpgsSettings {
  /** e.g. https://ap-gateway.mastercard.com */
  baseUrl: string | undefined;
  merchantId: string | undefined;
  /** The REST API version, e.g. 100. */
  apiVersion: string | undefined;
  /** Secret: the merchant's API password (Integration settings). */
  apiPassword: string | undefined;
  /** Injected in tests; the Worker's fetch otherwise. */
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

/** How long a gateway call may take: the diner waits on it (MPGS itself times out authorizations at 60 s). */
export const MPGS_TIMEOUT_MS = 30_000;
/** MPGS keeps a hosted session for 60 minutes after its last update; the payer has 15 of them to enter the card. */
const SESSION_LIFETIME_MS = 15 * 60_000;

type Json = Record<string, unknown>;

const GATEWAY_RESULTS = new Set(['SUCCESS', 'PENDING', 'UNKNOWN', 'FAILURE']);
/** RETRIEVE_TRANSACTION names a transaction by its type, not by the apiOperation that made it. */
const OPERATION_OF_TYPE: Record<string, GatewayOperation> = {
  AUTHENTICATION: 'AUTHENTICATE_PAYER',
  VERIFICATION: 'VERIFY',
  AUTHORIZATION: 'AUTHORIZE',
  CAPTURE: 'CAPTURE',
  VOID_AUTHORIZATION: 'VOID',
  VOID_CAPTURE: 'VOID',
  REFUND: 'REFUND',
};
const source = (funds: FundsSource): Json => ('token' in funds ? { sourceOfFunds: { type: 'CARD', token: funds.token } } : { session: { id: funds.sessionId } });

function transactionOf(orderId: string, transactionId: string, operation: GatewayOperation, answer: Json): GatewayTransaction {
  const result = String(answer.result ?? '');
  const response = (answer.response ?? {}) as Json;
  const transaction = (answer.transaction ?? {}) as Json;
  const order = (answer.order ?? {}) as Json;
  const currency = typeof transaction.currency === 'string' ? transaction.currency : typeof order.currency === 'string' ? order.currency : undefined;
  const amountMinor = currency ? minorFromMpgs(transaction.amount, currency) : null;
  return {
    orderId,
    transactionId,
    operation,
    result: GATEWAY_RESULTS.has(result) ? (result as GatewayTransaction['result']) : 'FAILURE',
    gatewayCode: typeof response.gatewayCode === 'string' ? response.gatewayCode : 'UNKNOWN',
    authenticationStatus: typeof transaction.authenticationStatus === 'string' ? transaction.authenticationStatus : undefined,
    securityCode: typeof (response.cardSecurityCode as Json | undefined)?.gatewayCode === 'string' ? String((response.cardSecurityCode as Json).gatewayCode) : undefined,
    amount: currency && amountMinor !== null ? { amountMinor, currency } : undefined,
  };
}

/**
 * The Mastercard Payment Gateway Services REST API (PAYMENT_GATEWAY_ADAPTER = "mpgs"): sessions at
 * {base}/api/rest/version/{v}/merchant/{id}/session, transactions as PUT …/order/{orderId}/transaction/{transactionId}
 * with their apiOperation, tokens at …/token; HTTP Basic auth "merchant.{id}" with the API password.
 */
export function mpgsGateway(settings: MpgsSettings): PaymentGateway {
  if (!settings.baseUrl?.startsWith('https://')) throw new Error('MPGS_BASE_URL must be an https URL');
  if (!settings.merchantId || !/^[0-9A-Za-z_-]{1,40}$/.test(settings.merchantId)) throw new Error('MPGS_MERCHANT_ID is not set');
  if (!settings.apiVersion || !/^\d{1,3}$/.test(settings.apiVersion)) throw new Error('MPGS_API_VERSION must be a version number');
  if (!settings.apiPassword) throw new Error('MPGS_API_PASSWORD is not set');
  const root = `${settings.baseUrl.replace(/\/+$/, '')}/api/rest/version/${settings.apiVersion}/merchant/${encodeURIComponent(settings.merchantId)}`;
  const authorization = `Basic ${btoa(`merchant.${settings.merchantId}:${settings.apiPassword}`)}`;
  const send = settings.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: Json): Promise<{ status: number; answer: Json }> {
    let response: Response;
    try {
      response = await send(`${root}${path}`, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs ?? MPGS_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PaymentGatewayFailed(timedOut ? 'timeout' : 'unreachable', timedOut ? 'no answer in time' : 'no answer');
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!answer || typeof answer !== 'object') throw new PaymentGatewayFailed('malformed', `answer ${response.status} is not JSON`);
    if (response.status >= 500) throw new PaymentGatewayFailed('status', `answered ${response.status}`);
    return { status: response.status, answer: answer as Json };
  }

  /** A 4xx with result ERROR is the gateway refusing the request itself (never a decline, which is a 200 FAILURE). */
  function refusal({ status, answer }: { status: number; answer: Json }): PaymentGatewayFailed | null {
    if (status < 400 && answer.result !== 'ERROR') return null;
    const cause = String(((answer.error ?? {}) as Json).cause ?? 'UNKNOWN');
    return new PaymentGatewayFailed('invalid_request', `${status} ${cause}`);
  }

  async function transaction(orderId: string, transactionId: string, operation: GatewayOperation, body: Json): Promise<GatewayTransaction & { answer: Json }> {
    const answered = await call('PUT', `/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`, { apiOperation: operation, ...body });
    const refused = refusal(answered);
    if (refused) throw refused;
    return { ...transactionOf(orderId, transactionId, operation, answered.answer), answer: answered.answer };
  }

  function sessionOf(answer: Json, now: number): GatewaySession {
    const session = (answer.session ?? {}) as Json;
    if (typeof session.id !== 'string') throw new PaymentGatewayFailed('malformed', 'a session without an id');
    const card = mpgsCard((((answer.sourceOfFunds ?? {}) as Json).provided as Json | undefined)?.card);
    return { id: session.id, expiresAt: now + SESSION_LIFETIME_MS, card };
  }

  const amountOf = (amount: Money) => ({ amount: mpgsAmount(amount), currency: amount.currency });

  return {
    // Hosted Session: the merchant's page loads session.js, whose fields (iframes served by the gateway) take the card.
    cardEntry: () => ({ jsUrl: `${settings.baseUrl!.replace(/\/+$/, '')}/form/version/${settings.apiVersion}/merchant/${encodeURIComponent(settings.merchantId!)}/session.js` }),
    async createSession() {
      const answered = await call('POST', '/session', { session: { authenticationLimit: 5 } });
      const refused = refusal(answered);
      if (refused) throw refused;
      return sessionOf(answered.answer, Date.now());
    },
    async updateSession(sessionId, order) {
      const answered = await call('PUT', `/session/${encodeURIComponent(sessionId)}`, { order: { id: order.orderId, ...amountOf(order.amount) } });
      const refused = refusal(answered);
      if (refused) throw refused;
      return sessionOf(answered.answer, Date.now());
    },
    async retrieveSession(sessionId) {
      const answered = await call('GET', `/session/${encodeURIComponent(sessionId)}`);
      if (answered.status === 400 || answered.status === 404) return null;
      const refused = refusal(answered);
      if (refused) throw refused;
      return sessionOf(answered.answer, Date.now());
    },
    initiateAuthentication(orderId, transactionId, input) {
      return transaction(orderId, transactionId, 'INITIATE_AUTHENTICATION', {
        session: { id: input.sessionId },
        authentication: { acceptVersions: '3DS2', channel: 'PAYER_BROWSER', purpose: input.purpose },
        order: { currency: input.currency },
      });
    },
    async authenticatePayer(orderId, transactionId, input) {
      const { device } = input;
      const answer = await transaction(orderId, transactionId, 'AUTHENTICATE_PAYER', {
        session: { id: input.sessionId },
        authentication: { redirectResponseUrl: input.redirectResponseUrl },
        order: amountOf(input.amount),
        device: {
          browser: device.browser,
          ...(device.ipAddress ? { ipAddress: device.ipAddress } : {}),
          browserDetails: {
            '3DSecureChallengeWindowSize': 'FULL_SCREEN',
            acceptHeaders: device.acceptHeaders,
            colorDepth: device.colorDepth,
            javaEnabled: device.javaEnabled,
            language: device.language,
            screenHeight: device.screenHeight,
            screenWidth: device.screenWidth,
            timeZone: device.timeZoneOffsetMinutes,
          },
        },
      });
      const redirect = (((answer.answer.authentication ?? {}) as Json).redirect ?? {}) as Json;
      if (typeof redirect.html !== 'string') throw new PaymentGatewayFailed('malformed', 'AUTHENTICATE_PAYER without redirect html');
      const { answer: _raw, ...rest } = answer;
      return { ...rest, redirectHtml: redirect.html };
    },
    async verify(orderId, transactionId, input) {
      const { answer: _raw, ...rest } = await transaction(orderId, transactionId, 'VERIFY', {
        ...source(input.source),
        order: { currency: input.currency },
        ...(input.authenticationTransactionId ? { authentication: { transactionId: input.authenticationTransactionId } } : {}),
      });
      return rest;
    },
    async authorize(orderId, transactionId, input) {
      const { answer: _raw, ...rest } = await transaction(orderId, transactionId, 'AUTHORIZE', {
        ...source(input.source),
        order: amountOf(input.amount),
        ...(input.authenticationTransactionId ? { authentication: { transactionId: input.authenticationTransactionId } } : {}),
      });
      return rest;
    },
    async capture(orderId, transactionId, amount) {
      const { answer: _raw, ...rest } = await transaction(orderId, transactionId, 'CAPTURE', { transaction: amountOf(amount) });
      return rest;
    },
    async void(orderId, transactionId, targetTransactionId) {
      const { answer: _raw, ...rest } = await transaction(orderId, transactionId, 'VOID', { transaction: { targetTransactionId } });
      return rest;
    },
    async refund(orderId, transactionId, amount) {
      const { answer: _raw, ...rest } = await transaction(orderId, transactionId, 'REFUND', { transaction: amountOf(amount) });
      return rest;
    },
    async retrieveTransaction(orderId, transactionId) {
      const answered = await call('GET', `/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`);
      if (answered.status === 400 || answered.status === 404) return null;
      const refused = refusal(answered);
      if (refused) throw refused;
      const type = String(((answered.answer.transaction ?? {}) as Json).type ?? '');
      const operation = OPERATION_OF_TYPE[type];
      if (!operation) throw new PaymentGatewayFailed('malformed', `a transaction of type ${type || 'none'}`);
      return transactionOf(orderId, transactionId, operation, answered.answer);
    },
    async createToken(sessionId) {
      const answered = await call('POST', '/token', { session: { id: sessionId }, sourceOfFunds: { type: 'CARD' } });
      const refused = refusal(answered);
      if (refused) throw refused;
      const card = mpgsCard((((answered.answer.sourceOfFunds ?? {}) as Json).provided as Json | undefined)?.card);
      if (typeof answered.answer.token !== 'string' || !card) throw new PaymentGatewayFailed('malformed', 'a token answer without token or card');
      return { token: answered.answer.token, card };
    },
  };
}
