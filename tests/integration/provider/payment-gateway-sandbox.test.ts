import { describe, expect, it } from 'vitest';
import { sandboxPaymentGateway, SANDBOX_SESSION_TTL_MS } from '#provider/payments/gateway/payment-gateway-sandbox.ts';
import { putCardInSession, settleChallenge } from '#provider/payments/gateway/payment-gateway-sandbox-db.ts';
import { accountEnv } from './account-fixtures';

const SGD = (amountMinor: number) => ({ amountMinor, currency: 'SGD' });
const device = { browser: 'x', acceptHeaders: 'text/html', language: 'en', colorDepth: 24, screenHeight: 1, screenWidth: 1, timeZoneOffsetMinutes: 0, javaEnabled: false };
let orders = 0;
const newOrder = () => `order-${Date.now()}-${++orders}`;

/** A sandbox session holding a card with this expiry (as its hosted fields leave it). */
async function sessionWithCard(gateway: ReturnType<typeof sandboxPaymentGateway>, expiry: [number, number] = [1, 2039], securityCode = 'MATCH') {
  const session = await gateway.createSession();
  await putCardInSession(accountEnv.DB, session.id, { brand: 'MASTERCARD', masked: '51234500xxxx0008', expiryMonth: expiry[0], expiryYear: expiry[1], securityCode }, Date.now());
  return session;
}

describe('the sandbox payment gateway keeps MPGS states', () => {
  it('a session expires after 15 minutes: its card can no longer be used', async () => {
    let now = Date.now();
    const gateway = sandboxPaymentGateway(accountEnv.DB, () => now);
    const session = await sessionWithCard(gateway);
    expect((await gateway.retrieveSession(session.id))?.card).toMatchObject({ last4: '0008', expiryYear: 2039 });
    now += SANDBOX_SESSION_TTL_MS + 1;
    expect(await gateway.retrieveSession(session.id)).toBeNull();
    await expect(gateway.createToken(session.id)).rejects.toMatchObject({ kind: 'session_expired' });
  });

  it('answers by expiry and security code: 01/39 approved, 05/39 declined, 04/27 expired, 08/28 timed out, 102 no match', async () => {
    const gateway = sandboxPaymentGateway(accountEnv.DB);
    const cases: [[number, number], string, string, string][] = [
      [[1, 2039], 'MATCH', 'SUCCESS', 'APPROVED'],
      [[5, 2039], 'MATCH', 'FAILURE', 'DECLINED'],
      [[4, 2027], 'MATCH', 'FAILURE', 'EXPIRED_CARD'],
      [[8, 2028], 'MATCH', 'FAILURE', 'TIMED_OUT'],
      [[1, 2039], 'NO_MATCH', 'FAILURE', 'DECLINED'],
    ];
    for (const [expiry, code, result, gatewayCode] of cases) {
      const session = await sessionWithCard(gateway, expiry, code);
      expect(await gateway.authorize(newOrder(), 'hold-1', { source: { sessionId: session.id }, amount: SGD(5000) }), `${expiry} ${code}`).toMatchObject({ result, gatewayCode, securityCode: code });
    }
  });

  it('captures up to the authorization, refunds up to the captures, and a void only before any capture', async () => {
    const gateway = sandboxPaymentGateway(accountEnv.DB);
    const { token } = await gateway.createToken((await sessionWithCard(gateway)).id);
    const order = newOrder();
    expect(await gateway.authorize(order, 'hold-1', { source: { token }, amount: SGD(5000) })).toMatchObject({ result: 'SUCCESS', amount: SGD(5000) });
    await expect(gateway.capture(order, 'capture-1', SGD(6000))).rejects.toMatchObject({ kind: 'invalid_request' });
    expect(await gateway.capture(order, 'capture-1', SGD(3000))).toMatchObject({ result: 'SUCCESS' });
    // The same transaction id again is the same capture, not a second one.
    expect(await gateway.capture(order, 'capture-1', SGD(3000))).toMatchObject({ result: 'SUCCESS', amount: SGD(3000) });
    await expect(gateway.capture(order, 'capture-2', SGD(2001))).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(gateway.void(order, 'void-1', 'hold-1')).rejects.toMatchObject({ kind: 'invalid_request' });
    expect(await gateway.refund(order, 'refund-1', SGD(2000))).toMatchObject({ result: 'SUCCESS' });
    await expect(gateway.refund(order, 'refund-2', SGD(1001))).rejects.toMatchObject({ kind: 'invalid_request' });
    expect(await gateway.refund(order, 'refund-2', SGD(1000))).toMatchObject({ result: 'SUCCESS' });
    expect(await gateway.retrieveTransaction(order, 'refund-2')).toMatchObject({ operation: 'REFUND', amount: SGD(1000) });
    expect(await gateway.retrieveTransaction(order, 'refund-3')).toBeNull();
    await expect(gateway.refund(order, 'capture-1', SGD(1))).rejects.toMatchObject({ kind: 'invalid_request' });

    const released = newOrder();
    await gateway.authorize(released, 'hold-1', { source: { token }, amount: SGD(5000) });
    expect(await gateway.void(released, 'void-1', 'hold-1')).toMatchObject({ result: 'SUCCESS', operation: 'VOID' });
    await expect(gateway.capture(released, 'capture-1', SGD(100))).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(gateway.void(released, 'void-2', 'hold-1')).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('3-D Secure: pending until the challenge is answered; an authorization tied to a failed one is refused', async () => {
    const gateway = sandboxPaymentGateway(accountEnv.DB);
    const session = await sessionWithCard(gateway);
    const order = newOrder();
    await gateway.initiateAuthentication(order, 'auth-1', { sessionId: session.id, currency: 'SGD', purpose: 'ADD_CARD' });
    const pending = await gateway.authenticatePayer(order, 'auth-1', { sessionId: session.id, amount: SGD(0), redirectResponseUrl: 'http://localhost:8787/back', device });
    expect(pending.authenticationStatus).toBe('AUTHENTICATION_PENDING');
    expect(pending.redirectHtml).toContain('/api/sandbox/gateway/challenge?order_id=');
    expect(await settleChallenge(accountEnv.DB, order, 'auth-1', 'AUTHENTICATION_FAILED')).toBe('http://localhost:8787/back');
    // Answered once: a second answer changes nothing.
    expect(await settleChallenge(accountEnv.DB, order, 'auth-1', 'AUTHENTICATION_SUCCESSFUL')).toBeNull();
    expect(await gateway.retrieveTransaction(order, 'auth-1')).toMatchObject({ authenticationStatus: 'AUTHENTICATION_FAILED' });
    await expect(gateway.authorize(order, 'hold-1', { source: { sessionId: session.id }, amount: SGD(100), authenticationTransactionId: 'auth-1' })).rejects.toMatchObject({ kind: 'invalid_request' });
  });
});
