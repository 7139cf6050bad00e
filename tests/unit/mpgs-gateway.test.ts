import { describe, expect, it } from 'vitest';
import { mpgsAmount, minorFromMpgs } from '#provider/payments/gateway/mpgs-amount.ts';
import { mpgsGateway } from '#provider/payments/gateway/mpgs-gateway.ts';
import { PaymentGatewayFailed, undecided } from '#provider/payments/gateway/payment-gateway.ts';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers with the given JSON (the gateway's recorded answers). */
function recordingFetch(answers: { status?: number; body: unknown }[]) {
  const requests: Recorded[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const settings = { baseUrl: 'https://ap-gateway.mastercard.com', merchantId: 'TESTDINING01', apiVersion: '100', apiPassword: 'api-secret' };
const ROOT = 'https://ap-gateway.mastercard.com/api/rest/version/100/merchant/TESTDINING01';
const BASIC = `Basic ${btoa('merchant.TESTDINING01:api-secret')}`;
const SGD = (amountMinor: number) => ({ amountMinor, currency: 'SGD' });

describe('the MPGS adapter speaks the REST API', () => {
  it('creates, updates and retrieves a session with Basic auth merchant.{id}', async () => {
    const { fetch, requests } = recordingFetch([
      { status: 201, body: { merchant: 'TESTDINING01', result: 'SUCCESS', session: { id: 'SESSION0002776555072J', updateStatus: 'NO_UPDATE', version: 'e3f1' } } },
      { body: { merchant: 'TESTDINING01', session: { id: 'SESSION0002776555072J', updateStatus: 'SUCCESS' } } },
      {
        body: {
          session: { id: 'SESSION0002776555072J' },
          sourceOfFunds: { provided: { card: { brand: 'MASTERCARD', number: '512345xxxxxx0008', expiry: { month: '1', year: '39' }, fundingMethod: 'CREDIT' } } },
        },
      },
    ]);
    const gateway = mpgsGateway({ ...settings, fetch });
    const session = await gateway.createSession();
    await gateway.updateSession(session.id, { orderId: 'card-abc12345', amount: SGD(1250) });
    const retrieved = await gateway.retrieveSession(session.id);
    expect(requests).toEqual([
      { method: 'POST', url: `${ROOT}/session`, headers: expect.objectContaining({ authorization: BASIC, 'content-type': 'application/json' }), body: { session: { authenticationLimit: 5 } } },
      { method: 'PUT', url: `${ROOT}/session/SESSION0002776555072J`, headers: expect.objectContaining({ authorization: BASIC }), body: { order: { id: 'card-abc12345', amount: '12.50', currency: 'SGD' } } },
      { method: 'GET', url: `${ROOT}/session/SESSION0002776555072J`, headers: expect.objectContaining({ authorization: BASIC }), body: undefined },
    ]);
    expect(retrieved?.card).toEqual({ brand: 'MASTERCARD', maskedNumber: '512345xxxxxx0008', bin: '512345', last4: '0008', expiryMonth: 1, expiryYear: 2039 });
  });

  it('puts 3-D Secure, verification, authorization, capture, void and refund on the order transaction with their apiOperation', async () => {
    const { fetch, requests } = recordingFetch([
      { body: { result: 'SUCCESS', transaction: { authenticationStatus: 'AUTHENTICATION_AVAILABLE' }, response: { gatewayCode: 'AUTHENTICATION_IN_PROGRESS' } } },
      { body: { result: 'PENDING', transaction: { authenticationStatus: 'AUTHENTICATION_PENDING' }, authentication: { redirect: { html: '<div id="threedsChallengeRedirect"></div>' } }, response: { gatewayCode: 'PENDING' } } },
      { body: { result: 'SUCCESS', response: { gatewayCode: 'APPROVED', cardSecurityCode: { gatewayCode: 'MATCH' } }, order: { currency: 'SGD' } } },
      { body: { result: 'SUCCESS', response: { gatewayCode: 'APPROVED' }, transaction: { amount: 30, currency: 'SGD' } } },
      { body: { result: 'SUCCESS', response: { gatewayCode: 'APPROVED' }, transaction: { amount: '30.00', currency: 'SGD' } } },
      { body: { result: 'SUCCESS', response: { gatewayCode: 'APPROVED' } } },
      { body: { result: 'SUCCESS', response: { gatewayCode: 'APPROVED' }, transaction: { amount: '10.00', currency: 'SGD' } } },
    ]);
    const gateway = mpgsGateway({ ...settings, fetch });
    const order = 'book-42';
    await gateway.initiateAuthentication(order, 'auth-1', { sessionId: 'SESSION1', currency: 'SGD', purpose: 'ADD_CARD' });
    const authenticated = await gateway.authenticatePayer(order, 'auth-1', {
      sessionId: 'SESSION1',
      amount: SGD(3000),
      redirectResponseUrl: 'https://app.example/my-cards?card_session=SESSION1',
      device: { browser: 'MOZILLA', acceptHeaders: 'text/html', language: 'ja', colorDepth: 24, screenHeight: 812, screenWidth: 375, timeZoneOffsetMinutes: -480, javaEnabled: false, ipAddress: '203.0.113.9' },
    });
    const verified = await gateway.verify(order, 'verify-1', { source: { sessionId: 'SESSION1' }, currency: 'SGD', authenticationTransactionId: 'auth-1' });
    const authorized = await gateway.authorize(order, 'hold-1', { source: { token: '9123450000000008' }, amount: SGD(3000) });
    await gateway.capture(order, 'capture-1', SGD(3000));
    await gateway.void(order, 'void-1', 'hold-1');
    await gateway.refund(order, 'refund-1', SGD(1000));
    const put = (transaction: string) => `${ROOT}/order/book-42/transaction/${transaction}`;
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', put('auth-1'), { apiOperation: 'INITIATE_AUTHENTICATION', session: { id: 'SESSION1' }, authentication: { acceptVersions: '3DS2', channel: 'PAYER_BROWSER', purpose: 'ADD_CARD' }, order: { currency: 'SGD' } }],
      [
        'PUT',
        put('auth-1'),
        {
          apiOperation: 'AUTHENTICATE_PAYER',
          session: { id: 'SESSION1' },
          authentication: { redirectResponseUrl: 'https://app.example/my-cards?card_session=SESSION1' },
          order: { amount: '30.00', currency: 'SGD' },
          device: {
            browser: 'MOZILLA',
            ipAddress: '203.0.113.9',
            browserDetails: { '3DSecureChallengeWindowSize': 'FULL_SCREEN', acceptHeaders: 'text/html', colorDepth: 24, javaEnabled: false, language: 'ja', screenHeight: 812, screenWidth: 375, timeZone: -480 },
          },
        },
      ],
      ['PUT', put('verify-1'), { apiOperation: 'VERIFY', session: { id: 'SESSION1' }, order: { currency: 'SGD' }, authentication: { transactionId: 'auth-1' } }],
      ['PUT', put('hold-1'), { apiOperation: 'AUTHORIZE', sourceOfFunds: { type: 'CARD', token: '9123450000000008' }, order: { amount: '30.00', currency: 'SGD' } }],
      ['PUT', put('capture-1'), { apiOperation: 'CAPTURE', transaction: { amount: '30.00', currency: 'SGD' } }],
      ['PUT', put('void-1'), { apiOperation: 'VOID', transaction: { targetTransactionId: 'hold-1' } }],
      ['PUT', put('refund-1'), { apiOperation: 'REFUND', transaction: { amount: '10.00', currency: 'SGD' } }],
    ]);
    expect(authenticated.redirectHtml).toBe('<div id="threedsChallengeRedirect"></div>');
    expect(authenticated.authenticationStatus).toBe('AUTHENTICATION_PENDING');
    expect(verified).toMatchObject({ result: 'SUCCESS', gatewayCode: 'APPROVED', securityCode: 'MATCH' });
    expect(authorized.amount).toEqual(SGD(3000));
  });

  it('authenticates a payment (purpose PAYMENT_TRANSACTION) and authorizes the session naming that authentication', async () => {
    const { fetch, requests } = recordingFetch([
      { body: { result: 'SUCCESS', transaction: { authenticationStatus: 'AUTHENTICATION_AVAILABLE' }, response: { gatewayCode: 'AUTHENTICATION_IN_PROGRESS' } } },
      { body: { result: 'SUCCESS', response: { gatewayCode: 'APPROVED' }, transaction: { amount: '86.50', currency: 'SGD' } } },
    ]);
    const gateway = mpgsGateway({ ...settings, fetch });
    await gateway.initiateAuthentication('bill-7', '3ds-SESSION1', { sessionId: 'SESSION1', currency: 'SGD', purpose: 'PAYMENT_TRANSACTION' });
    const authorized = await gateway.authorize('bill-7', 'pay-1', { source: { sessionId: 'SESSION1' }, amount: SGD(8650), authenticationTransactionId: '3ds-SESSION1' });
    const put = (transaction: string) => `${ROOT}/order/bill-7/transaction/${transaction}`;
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', put('3ds-SESSION1'), { apiOperation: 'INITIATE_AUTHENTICATION', session: { id: 'SESSION1' }, authentication: { acceptVersions: '3DS2', channel: 'PAYER_BROWSER', purpose: 'PAYMENT_TRANSACTION' }, order: { currency: 'SGD' } }],
      ['PUT', put('pay-1'), { apiOperation: 'AUTHORIZE', session: { id: 'SESSION1' }, order: { amount: '86.50', currency: 'SGD' }, authentication: { transactionId: '3ds-SESSION1' } }],
    ]);
    expect(authorized).toMatchObject({ result: 'SUCCESS', amount: SGD(8650) });
  });

  it('retrieves a transaction and creates a token from a session', async () => {
    const { fetch, requests } = recordingFetch([
      { body: { result: 'SUCCESS', transaction: { type: 'AUTHENTICATION', authenticationStatus: 'AUTHENTICATION_SUCCESSFUL' }, response: { gatewayCode: 'APPROVED' } } },
      { status: 404, body: { result: 'ERROR', error: { cause: 'INVALID_REQUEST' } } },
      { status: 201, body: { result: 'SUCCESS', status: 'VALID', token: '9876543210123456', sourceOfFunds: { type: 'CARD', provided: { card: { brand: 'MASTERCARD', number: '512345xxxxxx0008', expiry: '0139' } } } } },
    ]);
    const gateway = mpgsGateway({ ...settings, fetch });
    expect(await gateway.retrieveTransaction('card-1', 'authentication-1')).toMatchObject({ operation: 'AUTHENTICATE_PAYER', authenticationStatus: 'AUTHENTICATION_SUCCESSFUL' });
    expect(await gateway.retrieveTransaction('card-1', 'missing-1')).toBeNull();
    const token = await gateway.createToken('SESSION1');
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', `${ROOT}/order/card-1/transaction/authentication-1`, undefined],
      ['GET', `${ROOT}/order/card-1/transaction/missing-1`, undefined],
      ['POST', `${ROOT}/token`, { session: { id: 'SESSION1' }, sourceOfFunds: { type: 'CARD' } }],
    ]);
    expect(token).toEqual({ token: '9876543210123456', card: { brand: 'MASTERCARD', maskedNumber: '512345xxxxxx0008', bin: '512345', last4: '0008', expiryMonth: 1, expiryYear: 2039 } });
  });

  it('reads a refusal, a 5xx and no answer as failures, and a decline as an answer', async () => {
    const { fetch } = recordingFetch([
      { status: 400, body: { result: 'ERROR', error: { cause: 'INVALID_REQUEST', explanation: 'Value must be greater than 0' } } },
      { status: 502, body: { result: 'ERROR' } },
      { body: { result: 'FAILURE', response: { gatewayCode: 'DECLINED' } } },
    ]);
    const gateway = mpgsGateway({ ...settings, fetch });
    await expect(gateway.capture('o1', 't1', SGD(0))).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(gateway.capture('o1', 't2', SGD(100))).rejects.toMatchObject({ kind: 'status' });
    expect(await gateway.authorize('o1', 't3', { source: { sessionId: 'S1' }, amount: SGD(100) })).toMatchObject({ result: 'FAILURE', gatewayCode: 'DECLINED' });
    const silent = mpgsGateway({ ...settings, fetch: (() => Promise.reject(new TypeError('network'))) as typeof globalThis.fetch });
    await expect(silent.createSession()).rejects.toBeInstanceOf(PaymentGatewayFailed);
  });

  it('reads UNKNOWN and PENDING as no answer yet, never as a decline', async () => {
    const { fetch } = recordingFetch([
      { body: { result: 'UNKNOWN', response: { gatewayCode: 'UNKNOWN' } } },
      { body: { result: 'PENDING', transaction: { type: 'CAPTURE' }, response: { gatewayCode: 'PENDING' } } },
    ]);
    const gateway = mpgsGateway({ ...settings, fetch });
    const captured = await gateway.capture('o1', 't1', SGD(100));
    expect(captured.result).toBe('UNKNOWN');
    expect(undecided(captured)).toBe(true);
    expect(await gateway.retrieveTransaction('o1', 't1')).toMatchObject({ operation: 'CAPTURE', result: 'PENDING' });
  });

  it('refuses incomplete settings', () => {
    expect(() => mpgsGateway({ ...settings, baseUrl: 'http://gateway.example' })).toThrow('MPGS_BASE_URL');
    expect(() => mpgsGateway({ ...settings, merchantId: '' })).toThrow('MPGS_MERCHANT_ID');
    expect(() => mpgsGateway({ ...settings, apiVersion: 'latest' })).toThrow('MPGS_API_VERSION');
    expect(() => mpgsGateway({ ...settings, apiPassword: undefined })).toThrow('MPGS_API_PASSWORD');
  });

  it('writes amounts in major units per currency and reads them back', () => {
    expect(mpgsAmount(SGD(1250))).toBe('12.50');
    expect(mpgsAmount(SGD(5))).toBe('0.05');
    expect(mpgsAmount({ amountMinor: 1200, currency: 'JPY' })).toBe('1200');
    expect(minorFromMpgs('12.50', 'SGD')).toBe(1250);
    expect(minorFromMpgs(30, 'SGD')).toBe(3000);
    expect(minorFromMpgs('1200', 'JPY')).toBe(1200);
    expect(minorFromMpgs('abc', 'SGD')).toBeNull();
  });
});
