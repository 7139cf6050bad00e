import { describe, expect, it } from 'vitest';
import { bookingBill, billGatewayOrderId } from '#provider/payments/bill-payments-db.ts';
import { RECONCILE_AFTER_MS, paymentJobs } from '#provider/payments/payment-jobs.ts';
import { payBill } from '#provider/payments/bill-payment-run.ts';
import type { PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import { send } from './account-fixtures';
import { crashingAfter, gatewayDid, memberWithCard, operationsOf, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';
import { openBill, pastBooking, staffToken } from './staff-fixtures';

/*
 * Check Bill's payments when the diner's request dies between the gateway's answer and the D1 write, or the
 * gateway refuses the capture: the cron's reconciler (RETRIEVE_TRANSACTION) ends each with the bill paid once, or
 * open with its authorization given back. Never two captures, never a hold left on the card.
 */

const R = 3;
const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
const statuses = async (orderId: string) => (await operationsOf(orderId)).map((op) => `${op.transaction_id}:${op.status}`);
const receipts = async (bookingId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE booking_id = ?1 AND kind = 'bill_paid'").bind(bookingId).first<{ n: number }>())!.n;

/** A past booking at restaurant 3 with a bill of SGD 86.50 its staff opened, and a diner's saved card to pay it with. */
async function openBillAndCard() {
  const diner = await memberWithCard();
  const booking = await pastBooking(R, diner.mobile, diner.email);
  const order = await openBill(await staffToken(R), booking.id, 8650);
  const card = (await env.DB.prepare('SELECT brand, last4, gateway_token FROM member_cards WHERE id = ?1').bind(diner.cardId).first<{ brand: string; last4: string; gateway_token: string }>())!;
  const bill = (await bookingBill(env.DB, booking.id, order.id))!;
  const pay = (gateway: PaymentGateway) =>
    payBill(env.DB, gateway, { bill, bookingId: booking.id, funds: { source: { token: card.gateway_token }, card: { brand: card.brand, last4: card.last4 } }, key: `pay-${crypto.randomUUID()}` });
  return { diner, booking, bill, card, pay, gatewayOrder: billGatewayOrderId(order.id) };
}

/** A gateway that refuses every capture (a card blocked between the authorization and the capture). */
function refusingCaptures(): PaymentGateway {
  const gateway = sandboxGateway();
  return { ...gateway, capture: async (orderId, transactionId) => ({ orderId, transactionId, operation: 'CAPTURE', result: 'FAILURE', gatewayCode: 'DECLINED' }) };
}

describe('a bill payment whose answer was lost', () => {
  it('a capture the gateway made pays the bill once, with one receipt naming the card, when the reconciler runs', async () => {
    const { booking, bill, card, pay, gatewayOrder } = await openBillAndCard();
    await expect(pay(crashingAfter('capture'))).rejects.toThrow('isolate killed');
    expect((await bookingBill(env.DB, booking.id, bill.id))!.status).toBe('open');
    expect(await statuses(gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:pending']);

    await paymentJobs(env.DB, sandboxGateway(), later());
    await paymentJobs(env.DB, sandboxGateway(), later());
    expect((await bookingBill(env.DB, booking.id, bill.id))!).toMatchObject({ status: 'paid', card_brand: card.brand, card_last4: card.last4 });
    expect(await statuses(gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:succeeded']);
    expect((await gatewayDid(gatewayOrder)).map((t) => `${t.operation}:${t.amount_minor}`)).toEqual(['AUTHORIZE:8650', 'CAPTURE:8650']);
    expect(await receipts(booking.id)).toBe(1);
  });

  it('an authorization never captured is given back, and the diner then pays in a new attempt', async () => {
    const own = await openBillAndCard();
    await expect(own.pay(crashingAfter('authorize'))).rejects.toThrow('isolate killed');
    expect(await statuses(own.gatewayOrder)).toEqual(['pay-1:pending']);
    await paymentJobs(env.DB, sandboxGateway(), later());
    expect(await statuses(own.gatewayOrder)).toEqual(['pay-1:succeeded', 'void-1:succeeded']);
    expect((await bookingBill(env.DB, own.booking.id, own.bill.id))!.status).toBe('open');

    // The diner pays again from Check Bill: a new attempt, captured once.
    const paid = await send('POST', `/public/books/${own.booking.id}/orders/${own.bill.id}/pay?reservation_code=${own.booking.code}`, { bank_card_id: own.diner.cardId }, {
      'Idempotency-Key': `pay-${crypto.randomUUID()}`, 'X-Member-Token': own.diner.token,
    });
    expect(paid.status).toBe(200);
    expect((await gatewayDid(own.gatewayOrder)).map((t) => `${t.operation}:${t.transaction_id}`)).toEqual(['AUTHORIZE:pay-1', 'VOID:void-1', 'AUTHORIZE:pay-2', 'CAPTURE:capture-2']);
    expect(await receipts(own.booking.id)).toBe(1);
  });
});

describe('a refused capture', () => {
  it('gives the authorization back at once, leaves the bill open and tells the diner the card was declined', async () => {
    const { booking, bill, pay, gatewayOrder } = await openBillAndCard();
    await expect(pay(refusingCaptures())).rejects.toMatchObject({ status: 422, code: 'card_declined' });
    expect(await statuses(gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:failed', 'void-1:succeeded']);
    expect((await gatewayDid(gatewayOrder)).map((t) => t.operation)).toEqual(['AUTHORIZE', 'VOID']);
    expect((await bookingBill(env.DB, booking.id, bill.id))!.status).toBe('open');
    expect(await receipts(booking.id)).toBe(0);
  });
});
