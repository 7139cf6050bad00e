import { describe, expect, it } from 'vitest';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import { HOLD_TRANSACTION } from '#domain/payment-steps.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from '#provider/payments/payment-jobs.ts';
import { bookingOrderId, takeBookingMoney } from '#provider/payments/booking-hold.ts';
import { runOperation } from '#provider/payments/payment-operation-run.ts';
import { newKey } from './booking-fixtures';
import { bookWithCard, crashingAfter, gatewayDid, GUARANTEE, heldBookingWithLoggedCapture, memberWithCard, operationsOf, paymentOf, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

/*
 * The crash-and-reconcile cases (issue 14): the flow dies between the gateway's answer and the D1 write. The
 * gateway made the operation; D1 says it is pending. The reconciler (cron) asks the gateway what it did
 * (RETRIEVE_TRANSACTION) and ends with no orphan hold and no double charge.
 */

const GUARANTEE_POLICY: PaymentPolicy = { kind: 'guarantee', amount_per_guest_minor: 5_000, currency: 'SGD' };
const PREPAY_POLICY: PaymentPolicy = { kind: 'prepay', amount_per_guest_minor: 4_000, currency: 'SGD' };
const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
const statuses = async (orderId: string) => (await operationsOf(orderId)).map((op) => `${op.transaction_id}:${op.status}`);

async function cardOf(cardId: number) {
  return (await env.DB.prepare('SELECT id, brand, last4, gateway_token FROM member_cards WHERE id = ?1').bind(cardId).first<{ id: number; brand: string; last4: string; gateway_token: string }>())!;
}

describe('a booking request that dies after the gateway answered', () => {
  it('a hold whose booking was never written is voided by the reconciler, and the retry of that request is refused', async () => {
    const diner = await memberWithCard();
    const key = newKey();
    const orderId = await bookingOrderId('dine-asia', key);
    const money = { orderId, policy: GUARANTEE_POLICY, partySize: 2, reservationAt: new Date(Date.now() + 2 * 86_400_000), card: await cardOf(diner.cardId), now: new Date() };
    await expect(takeBookingMoney(env.DB, crashingAfter('authorize'), money)).rejects.toThrow('isolate killed');
    expect(await statuses(orderId)).toEqual(['hold-1:pending']);
    expect(await gatewayDid(orderId)).toEqual([{ operation: 'AUTHORIZE', transaction_id: HOLD_TRANSACTION, amount_minor: 10_000 }]);

    // A request lives seconds: the reconciler leaves an operation that young alone.
    await reconcilePayments(env.DB, sandboxGateway(), new Date());
    expect(await statuses(orderId)).toEqual(['hold-1:pending']);

    await reconcilePayments(env.DB, sandboxGateway(), later());
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect(await statuses(orderId)).toEqual(['hold-1:succeeded', 'void-orphan:succeeded']);
    expect((await gatewayDid(orderId)).map((t) => t.operation)).toEqual(['AUTHORIZE', 'VOID']);

    // The diner's retry of the same request: refused, nothing booked, nothing more asked of the card.
    const retried = await bookWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, key });
    expect([retried.status, ((await retried.json()) as { code: string }).code]).toEqual([409, 'booking_payment_released']);
    expect((await gatewayDid(orderId)).map((t) => t.operation)).toEqual(['AUTHORIZE', 'VOID']);
  });

  it('a prepayment captured for a booking never written is refunded once', async () => {
    const diner = await memberWithCard();
    const orderId = await bookingOrderId('dine-asia', newKey());
    const money = { orderId, policy: PREPAY_POLICY, partySize: 2, reservationAt: new Date(Date.now() + 2 * 86_400_000), card: await cardOf(diner.cardId), now: new Date() };
    await expect(takeBookingMoney(env.DB, crashingAfter('capture'), money)).rejects.toThrow('isolate killed');
    await reconcilePayments(env.DB, sandboxGateway(), later());
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect(await gatewayDid(orderId)).toEqual([
      { operation: 'AUTHORIZE', transaction_id: 'hold-1', amount_minor: 8_000 },
      { operation: 'CAPTURE', transaction_id: 'capture-prepay', amount_minor: 8_000 },
      { operation: 'REFUND', transaction_id: 'refund-orphan', amount_minor: 8_000 },
    ]);
    expect(await statuses(orderId)).toEqual(['hold-1:succeeded', 'capture-prepay:succeeded', 'refund-orphan:succeeded']);
  });
});

describe('a booking change whose gateway answer was lost', () => {
  // The isolate dies after the gateway captured the meal's logged capture.
  const heldBooking = heldBookingWithLoggedCapture;

  it('a capture the gateway made is written by the reconciler: captured once, nothing left held', async () => {
    const { booked, payment, logged } = await heldBooking();
    await expect(runOperation(env.DB, crashingAfter('capture'), logged)).rejects.toThrow('isolate killed');
    expect((await paymentOf(booked.id))!.state).toBe('held');
    await reconcilePayments(env.DB, sandboxGateway(), later());
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'captured', captured_minor: 10_000, held_minor: 0 });
    expect((await gatewayDid(payment.order_id)).map((t) => `${t.operation}:${t.amount_minor}`)).toEqual(['AUTHORIZE:10000', 'CAPTURE:10000']);
  });

  it('a capture the gateway never saw is asked again under the same ids, once', async () => {
    const { booked, payment } = await heldBooking();
    await Promise.all([reconcilePayments(env.DB, sandboxGateway(), later()), reconcilePayments(env.DB, sandboxGateway(), later())]);
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'captured', captured_minor: 10_000 });
    expect((await gatewayDid(payment.order_id)).map((t) => t.operation)).toEqual(['AUTHORIZE', 'CAPTURE']);
    expect(await statuses(payment.order_id)).toEqual(['hold-1:succeeded', 'capture-meal:succeeded']);
  });
});
