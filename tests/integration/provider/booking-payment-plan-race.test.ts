import { describe, expect, it } from 'vitest';
import { cancelAsRead, cancelEventOf } from '#provider/bookings/booking-cancel.ts';
import { findOwnBooking } from '#provider/bookings/booking-policy.ts';
import { newChangeToken } from '#provider/bookings/change-token-db.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { placeDueHolds, RECONCILE_AFTER_MS, reconcilePayments } from '#provider/payments/payment-jobs.ts';
import { planStep } from '#provider/payments/booking-payment-steps.ts';
import { decideAppeal } from '#provider/staff/appeal-decision.ts';
import { settleBooking } from '#provider/staff/booking-settle.ts';
import { staffBooking } from '#provider/staff/staff-db.ts';
import { send } from './account-fixtures';
import { mealWas } from './loyalty-fixtures';
import { bookedWithCard, crashingAfter, gatewayDid, GUARANTEE, memberWithCard, paymentOf, PREPAY, sandboxGateway } from './payment-fixtures';
import { asStaff, staffToken } from './staff-fixtures';
import { providerEnv as env } from './seed-database';

/*
 * A booking change plans its money from the payment as read, then writes its batch; the cron or the reconciler may
 * move the payment in between. These cases run the change's two halves with the payment moved between them (as the
 * cancel race test does with a modify), and the gateway answers lost or late as they are in production.
 */

const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
const moves = async (orderId: string) => (await gatewayDid(orderId)).map((t) => `${t.operation}:${t.amount_minor}`);
const staffIdOf = async (restaurant: number) =>
  (await env.DB.prepare('SELECT id FROM staff_accounts WHERE restaurant_id = ?1 ORDER BY id LIMIT 1').bind(restaurant).first<{ id: number }>())!.id;

/** A guaranteed booking of SGD 100 whose meal began half an hour ago (written directly: no call books in the past). */
async function pastGuarantee(days?: number, restaurant = GUARANTEE) {
  const diner = await memberWithCard();
  const booked = await bookedWithCard({ restaurant, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, ...(days ? { days } : {}) });
  const payment = (await paymentOf(booked.id))!;
  await mealWas(booked.id, 30);
  const feePercent = (await staffBooking(env.DB, restaurant, booked.id))!.no_show_fee_percent;
  return { booked, payment, feePercent, restaurant, staffId: await staffIdOf(restaurant) };
}

const noShow = (p: { booked: { id: number }; staffId: number; restaurant: number }) => ({
  bookingId: p.booked.id, restaurantId: p.restaurant, staffId: p.staffId, to: 'no_show' as const, nowIso: new Date().toISOString(), changeToken: newChangeToken(),
});

async function appealOf(booked: { id: number; code: string }): Promise<number> {
  const appealed = await send('POST', `/public/books/${booked.id}/no_show_appeal?reservation_code=${booked.code}`, { reason: 'We were seated at 19:05.' });
  expect(appealed.status).toBe(201);
  return ((await appealed.json()) as { no_show_appeal: { id: number } }).no_show_appeal.id;
}

describe('a no-show marked while the cron places the scheduled hold', () => {
  it('charges the fee from the hold the cron placed after the no-show was planned', async () => {
    const b = await pastGuarantee(10);
    expect(b.payment.state).toBe('scheduled');
    const planned = await planStep(env.DB, b.booked.id, { type: 'no_show', feePercent: b.feePercent });
    await placeDueHolds(env.DB, sandboxGateway(), new Date(b.payment.hold_due_at!));
    expect((await paymentOf(b.booked.id))!.state).toBe('held');

    expect((await settleBooking(env.DB, sandboxGateway(), noShow(b), planned)).settled).toBe(true);
    expect((await paymentOf(b.booked.id))!).toMatchObject({ state: 'captured', captured_minor: 5_000, released_minor: 5_000, held_minor: 0 });
    expect(await moves(b.payment.order_id)).toEqual(['AUTHORIZE:10000', 'CAPTURE:5000']);
  });
});

describe('a late cancel while the cron places the scheduled hold', () => {
  it('keeps the fee from the hold the cron placed after the cancel was planned', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, days: 10 });
    const payment = (await paymentOf(booked.id))!;
    // The meal half an hour away, its hold still scheduled (written directly: no call moves time).
    await env.DB.prepare("UPDATE bookings SET reservation_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+30 minutes') WHERE id = ?1").bind(booked.id).run();
    const read = await findOwnBooking(env, booked.id, booked.code);
    const now = new Date();
    const planned = await planStep(env.DB, booked.id, cancelEventOf(read, now));
    await placeDueHolds(env.DB, sandboxGateway(), new Date(payment.hold_due_at!));
    expect((await paymentOf(booked.id))!.state).toBe('held');

    await cancelAsRead(env as unknown as ProviderBindings, read, booked.code, now, planned);
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'captured', captured_minor: 5_000, released_minor: 5_000, held_minor: 0 });
    expect(await moves(payment.order_id)).toEqual(['AUTHORIZE:10000', 'CAPTURE:5000']);
  });
});

describe('an appeal approved while the no-show fee’s capture is pending', () => {
  /** A no-show whose fee the gateway captured, the answer lost: the capture stays pending for the reconciler. */
  async function feeCapturePending() {
    const b = await pastGuarantee();
    const planned = await planStep(env.DB, b.booked.id, { type: 'no_show', feePercent: b.feePercent });
    await expect(settleBooking(env.DB, crashingAfter('capture'), noShow(b), planned)).rejects.toThrow('isolate killed');
    expect((await paymentOf(b.booked.id))!.state).toBe('held');
    return { ...b, appealId: await appealOf(b.booked) };
  }

  it('refunds the fee once the capture settles after the approval', async () => {
    const b = await feeCapturePending();
    const staff = await staffToken(GUARANTEE);
    expect((await asStaff(staff, 'POST', `/staff/appeals/${b.appealId}/decision`, { decision: 'approve' })).status).toBe(200);
    await reconcilePayments(env.DB, sandboxGateway(), later());
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(b.booked.id))!).toMatchObject({ state: 'refund_processing', captured_minor: 5_000, refunding_minor: 5_000 });
    expect(await moves(b.payment.order_id)).toEqual(['AUTHORIZE:10000', 'CAPTURE:5000', 'REFUND:5000']);
  });

  it('refunds the fee when the capture settles between the approval’s read and its batch', async () => {
    const b = await feeCapturePending();
    const planned = await planStep(env.DB, b.booked.id, { type: 'appeal_approved' });
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(b.booked.id))!).toMatchObject({ state: 'captured', captured_minor: 5_000 });

    const decision = { appealId: b.appealId, restaurantId: GUARANTEE, staffId: b.staffId, decision: { decision: 'approve' as const }, nowIso: new Date().toISOString(), changeToken: newChangeToken() };
    expect(await decideAppeal(env.DB, sandboxGateway(), decision, planned)).toBe(true);
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(b.booked.id))!).toMatchObject({ state: 'refund_processing', captured_minor: 5_000, refunding_minor: 5_000 });
    expect(await moves(b.payment.order_id)).toEqual(['AUTHORIZE:10000', 'CAPTURE:5000', 'REFUND:5000']);
  });
});

describe('an appeal approved while a prepaid no-show’s refund of the rest is pending', () => {
  it('refunds only the fee on top of the rest: the prepayment comes back once, whole', async () => {
    // A prepayment of SGD 80 marked no-show: the rest (SGD 40) refunded by the gateway, its answer lost.
    const b = await pastGuarantee(undefined, PREPAY);
    const planned = await planStep(env.DB, b.booked.id, { type: 'no_show', feePercent: b.feePercent });
    await expect(settleBooking(env.DB, crashingAfter('refund'), noShow(b), planned)).rejects.toThrow('isolate killed');
    const appealId = await appealOf(b.booked);

    const staff = await staffToken(PREPAY);
    expect((await asStaff(staff, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'approve' })).status).toBe(200);
    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(b.booked.id))!).toMatchObject({ state: 'refund_processing', captured_minor: 8_000, refunding_minor: 8_000 });
    expect(await moves(b.payment.order_id)).toEqual(['AUTHORIZE:8000', 'CAPTURE:8000', 'REFUND:4000', 'REFUND:4000']);
  });
});

describe('the meal or a no-show marked while the cron’s hold request is unanswered', () => {
  it.each([
    ['no_show', 'CAPTURE:5000', { captured_minor: 5_000, released_minor: 5_000 }],
    ['meal', 'CAPTURE:10000', { captured_minor: 10_000, released_minor: 0 }],
  ] as const)('%s: takes its money from the hold once the hold’s answer is known', async (outcome, capture, money) => {
    const b = await pastGuarantee(10);
    expect(b.payment.state).toBe('scheduled');
    // The cron asked for the hold and the gateway placed it; the answer was lost.
    await expect(placeDueHolds(env.DB, crashingAfter('authorize'), new Date(b.payment.hold_due_at!))).rejects.toThrow('isolate killed');
    const staff = await staffToken(GUARANTEE);
    expect((await asStaff(staff, 'POST', `/staff/bookings/${b.booked.id}/${outcome}`)).status).toBe(200);
    expect((await paymentOf(b.booked.id))!.state).toBe('scheduled');

    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(b.booked.id))!).toMatchObject({ state: 'captured', held_minor: 0, ...money });
    expect(await moves(b.payment.order_id)).toEqual(['AUTHORIZE:10000', capture]);
  });
});

describe('a late cancel while the cron’s hold request is unanswered', () => {
  it('keeps the fee from the hold once the hold’s answer is known', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, days: 10 });
    const payment = (await paymentOf(booked.id))!;
    // The meal half an hour away (written directly: no call moves time); the cron's hold placed, its answer lost.
    await env.DB.prepare("UPDATE bookings SET reservation_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+30 minutes') WHERE id = ?1").bind(booked.id).run();
    await expect(placeDueHolds(env.DB, crashingAfter('authorize'), new Date(payment.hold_due_at!))).rejects.toThrow('isolate killed');
    expect((await send('DELETE', `/public/books/${booked.id}?reservation_code=${booked.code}`, undefined)).status).toBe(200);

    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'captured', captured_minor: 5_000, released_minor: 5_000, held_minor: 0 });
    expect(await moves(payment.order_id)).toEqual(['AUTHORIZE:10000', 'CAPTURE:5000']);
  });
});
