import { describe, expect, it } from 'vitest';
import { bookingBill, billGatewayOrderId } from '#provider/payments/bill-payments-db.ts';
import { beginOperationStatement, operationStatement, type OperationRow } from '#provider/payments/payment-operations-db.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from '#provider/payments/payment-jobs.ts';
import { payBill } from '#provider/payments/bill-payment-run.ts';
import type { GatewayTransaction, PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import { runOperation } from '#provider/payments/payment-operation-run.ts';
import { signUp } from './account-fixtures';
import { addCard, APPROVED_CARD } from './card-fixtures';
import { crashingAfter, gatewayDid, heldBookingWithLoggedCapture, memberWithCard, operationsOf, paymentOf, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';
import { openBill, pastBooking, staffToken } from './staff-fixtures';

/*
 * The one reconciler of every money movement (payment-jobs.ts): a bill's attempt and a booking's payment whose
 * answers were lost are settled by the same run, from what the gateway says it did (RETRIEVE_TRANSACTION); an
 * operation the gateway answered UNKNOWN is never asked of it again, only retrieved until it decides.
 */

const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
const statuses = async (orderId: string) => (await operationsOf(orderId)).map((op) => `${op.transaction_id}:${op.status}`);
const captures = async (orderId: string) => (await gatewayDid(orderId)).filter((t) => t.operation === 'CAPTURE').length;

/** A past booking at restaurant 3 with an open bill of SGD 86.50, and `pay` to pay it with the diner's saved card. */
async function openBillToPay() {
  const diner = await memberWithCard();
  const booking = await pastBooking(3, diner.mobile, diner.email);
  const order = await openBill(await staffToken(3), booking.id, 8650);
  const card = (await env.DB.prepare('SELECT brand, last4, gateway_token FROM member_cards WHERE id = ?1').bind(diner.cardId).first<{ brand: string; last4: string; gateway_token: string }>())!;
  const bill = (await bookingBill(env.DB, booking.id, order.id))!;
  const pay = (gateway: PaymentGateway) =>
    payBill(env.DB, gateway, { bill, bookingId: booking.id, funds: { source: { token: card.gateway_token }, card: { brand: card.brand, last4: card.last4 } }, key: `pay-${crypto.randomUUID()}` });
  const billNow = async () => (await bookingBill(env.DB, booking.id, order.id))!;
  return { pay, billNow, gatewayOrder: billGatewayOrderId(order.id) };
}

/** The sandbox, but its captures are answered UNKNOWN: made (`made`) or not, the caller is not told which. */
function capturesAnsweredUnknown(made: boolean): PaymentGateway {
  const gateway = sandboxGateway();
  return {
    ...gateway,
    capture: async (orderId, transactionId, amount): Promise<GatewayTransaction> => {
      if (made) await gateway.capture(orderId, transactionId, amount);
      return { orderId, transactionId, operation: 'CAPTURE', result: 'UNKNOWN', gatewayCode: 'UNKNOWN' };
    },
  };
}

/** The sandbox, but RETRIEVE_TRANSACTION answers UNKNOWN for every capture (the acquirer has not said yet). */
function retrievingUnknownCaptures(): PaymentGateway {
  const gateway = sandboxGateway();
  return {
    ...gateway,
    retrieveTransaction: async (orderId, transactionId) => {
      const found = await gateway.retrieveTransaction(orderId, transactionId);
      return found?.operation === 'CAPTURE' ? { ...found, result: 'UNKNOWN', gatewayCode: 'UNKNOWN' } : found;
    },
  };
}

describe('the one reconciler', () => {
  it("settles a bill's lost capture and a booking's lost capture in the same run: each captured once", async () => {
    const bill = await openBillToPay();
    await expect(bill.pay(crashingAfter('capture'))).rejects.toThrow('isolate killed');
    const booking = await heldBookingWithLoggedCapture();
    await expect(runOperation(env.DB, crashingAfter('capture'), booking.logged)).rejects.toThrow('isolate killed');
    expect(await statuses(bill.gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:pending']);
    expect(await statuses(booking.orderId)).toEqual(['hold-1:succeeded', 'capture-meal:pending']);

    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await bill.billNow()).status).toBe('paid');
    expect(await statuses(bill.gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:succeeded']);
    expect((await paymentOf(booking.booked.id))!).toMatchObject({ state: 'captured', captured_minor: 10_000, held_minor: 0 });
    expect(await statuses(booking.orderId)).toEqual(['hold-1:succeeded', 'capture-meal:succeeded']);
    expect([await captures(bill.gatewayOrder), await captures(booking.orderId)]).toEqual([1, 1]);
  });
});

describe('an operation the gateway answered UNKNOWN', () => {
  it("a bill's capture is never asked again, by the diner's retry or the reconciler; the bill stays open until the gateway decides", async () => {
    const bill = await openBillToPay();
    await expect(bill.pay(capturesAnsweredUnknown(false))).rejects.toMatchObject({ status: 503, code: 'card_gateway_unavailable' });
    expect(await statuses(bill.gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:pending']);

    // The diner tries again, and the cron runs: neither asks for the capture, which the gateway does not know.
    await expect(bill.pay(sandboxGateway())).rejects.toMatchObject({ status: 503, code: 'card_gateway_unavailable' });
    await reconcilePayments(env.DB, sandboxGateway(), later());
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect(await statuses(bill.gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:pending']);
    expect((await gatewayDid(bill.gatewayOrder)).map((t) => t.operation)).toEqual(['AUTHORIZE']);
    expect((await bill.billNow()).status).toBe('open');
  });

  it('a capture the gateway made but answered UNKNOWN is written once it retrieves as decided: the bill paid once', async () => {
    const bill = await openBillToPay();
    await expect(bill.pay(capturesAnsweredUnknown(true))).rejects.toMatchObject({ status: 503 });
    await reconcilePayments(env.DB, retrievingUnknownCaptures(), later());
    expect(await statuses(bill.gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:pending']);
    expect((await bill.billNow()).status).toBe('open');

    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await bill.billNow()).status).toBe('paid');
    expect(await statuses(bill.gatewayOrder)).toEqual(['pay-1:succeeded', 'capture-1:succeeded']);
    expect(await captures(bill.gatewayOrder)).toBe(1);
  });

  it("a booking's capture stays pending and is never asked again; the payment stays held", async () => {
    const booking = await heldBookingWithLoggedCapture();
    expect(await runOperation(env.DB, capturesAnsweredUnknown(false), booking.logged)).toBe(false);
    const noted = (await operationStatement(env.DB, booking.orderId, 'capture-meal').first<OperationRow>())!;
    expect(noted).toMatchObject({ status: 'pending', gateway_code: 'UNKNOWN' });
    // A step that finds it pending (the staff's retry) does not ask for it again either.
    expect(await runOperation(env.DB, sandboxGateway(), noted)).toBe(false);
    await reconcilePayments(env.DB, sandboxGateway(), later());
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect(await statuses(booking.orderId)).toEqual(['hold-1:succeeded', 'capture-meal:pending']);
    expect(await captures(booking.orderId)).toBe(0);
    expect((await paymentOf(booking.booked.id))!).toMatchObject({ state: 'held', captured_minor: 0 });
  });
});

describe('a card check', () => {
  it('is a VERIFY for nothing in the same log, approved or refused; one whose answer was lost is written from the gateway, never asked again', async () => {
    const member = await signUp();
    const approved = await addCard(member.token);
    expect(approved.saved.status).toBe(201);
    const refused = await addCard(member.token, { ...APPROVED_CARD, expiry_month: '05', expiry_year: '39' });
    expect(refused.saved.status).toBe(422);
    const logged = async (orderId: string) => (await operationsOf(orderId)).map((op) => [op.operation, op.purpose, op.amount_minor, op.status]);
    expect(await logged(approved.session.order_id)).toEqual([['VERIFY', 'card_check', 0, 'succeeded']]);
    expect(await logged(refused.session.order_id)).toEqual([['VERIFY', 'card_check', 0, 'failed']]);

    // The check's request died before the gateway took it: the reconciler finds nothing at the gateway and writes so.
    const lost = `card-${crypto.randomUUID().replace(/-/g, '')}`;
    await beginOperationStatement(env.DB, { orderId: lost, transactionId: 'verification-1', operation: 'VERIFY', purpose: 'card_check', amountMinor: 0, currency: 'SGD' }, null).run();
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect(await statuses(lost)).toEqual(['verification-1:failed']);
    expect(await gatewayDid(lost)).toEqual([]);
  });
});
