import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '#domain/business-days.ts';
import { toLocal } from '#domain/restaurant-time.ts';
import { paymentJobs } from '#provider/payments/payment-jobs.ts';
import { asStaff, staffToken } from './staff-fixtures';
import { send } from './account-fixtures';
import { addSlot, newKey, uniqueTime, zoneOf } from './booking-fixtures';
import { modify } from './manage-fixtures';
import { mealWas, statusOf } from './loyalty-fixtures';
import { bookedWithCard, bookWithCard, freshSlot, gatewayDid, GUARANTEE, memberWithCard, operationsOf, paymentOf, PREPAY, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

const cancel = (b: { id: number; code: string }) => send('DELETE', `/public/books/${b.id}?reservation_code=${b.code}`, undefined);
const operations = async (orderId: string) => (await operationsOf(orderId)).map((op) => [op.operation, op.transaction_id, op.amount_minor, op.status]);
const bookingCount = async (mobile: string) => (await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE mobile = ?1').bind(mobile).first<{ n: number }>())!.n;

describe('a card guarantee at booking (restaurant 162: SGD 50 a guest)', () => {
  it('holds the amount on the chosen card once, whatever the retries of the same request', async () => {
    const diner = await memberWithCard();
    const request = { restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, key: newKey(), at: await freshSlot(GUARANTEE) };
    const first = await bookWithCard(request);
    expect(first.status).toBe(201);
    const { booking } = (await first.json()) as { booking: { id: number } };
    const payment = (await paymentOf(booking.id))!;
    expect(payment).toMatchObject({ kind: 'guarantee', state: 'held', amount_minor: 10_000, held_minor: 10_000, captured_minor: 0, currency: 'SGD', card_last4: expect.stringMatching(/^\d{4}$/) });
    expect(await gatewayDid(payment.order_id)).toEqual([{ operation: 'AUTHORIZE', transaction_id: 'hold-1', amount_minor: 10_000 }]);

    // The same request again (the diner's retry): the first answer, no second hold.
    const replayed = await bookWithCard(request);
    expect([replayed.status, replayed.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    expect(await gatewayDid(payment.order_id)).toHaveLength(1);
    expect(await bookingCount(diner.mobile)).toBe(1);
  });

  it('four parallel requests under one key make one booking and one hold', async () => {
    const diner = await memberWithCard();
    const request = { restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, key: newKey(), at: await freshSlot(GUARANTEE) };
    const answers = await Promise.all([1, 2, 3, 4].map(() => bookWithCard(request)));
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(await Promise.all(created.map(async (a) => ((await a.json()) as { booking: { id: number } }).booking.id)));
    expect(ids.size).toBe(1);
    expect(await bookingCount(diner.mobile)).toBe(1);
    const payment = (await paymentOf([...ids][0]!))!;
    expect(payment.state).toBe('held');
    expect(await gatewayDid(payment.order_id)).toEqual([{ operation: 'AUTHORIZE', transaction_id: 'hold-1', amount_minor: 10_000 }]);
  });

  it('refuses a diner who is not signed in, has not chosen a card, or names another member’s card, and writes nothing', async () => {
    const diner = await memberWithCard();
    const other = await memberWithCard();
    const anonymous = await bookWithCard({ restaurant: GUARANTEE, token: null, mobile: diner.mobile, cardId: diner.cardId });
    expect([anonymous.status, ((await anonymous.json()) as { code: string }).code]).toEqual([401, 'sign_in_required']);
    const noCard = await bookWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile });
    expect([noCard.status, ((await noCard.json()) as { code: string }).code]).toEqual([422, 'card_required']);
    const theirs = await bookWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: other.cardId });
    expect([theirs.status, ((await theirs.json()) as { code: string }).code]).toEqual([422, 'card_required']);
    expect(await bookingCount(diner.mobile)).toBe(0);
  });

  it('a booking further ahead than a hold lasts is held by the cron 4 days before the meal', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, days: 10 });
    const scheduled = (await paymentOf(booked.id))!;
    expect(scheduled).toMatchObject({ state: 'scheduled', held_minor: 0 });
    expect(await gatewayDid(scheduled.order_id)).toEqual([]);
    const due = new Date(scheduled.hold_due_at!);
    await paymentJobs(env.DB, sandboxGateway(), new Date(due.getTime() - 60_000));
    expect((await paymentOf(booked.id))!.state).toBe('scheduled');
    await paymentJobs(env.DB, sandboxGateway(), due);
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'held', held_minor: 10_000, hold_due_at: null });
    expect(await gatewayDid(scheduled.order_id)).toEqual([{ operation: 'AUTHORIZE', transaction_id: 'hold-1', amount_minor: 10_000 }]);
  });
});

describe('a guarantee after booking', () => {
  it('a cancel releases the hold (VOID) once, however often it is asked', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    expect((await cancel(booked)).status).toBe(200);
    expect((await cancel(booked)).status).not.toBe(500);
    const payment = (await paymentOf(booked.id))!;
    expect(payment).toMatchObject({ state: 'released', held_minor: 0, released_minor: 10_000, captured_minor: 0 });
    expect(await gatewayDid(payment.order_id)).toEqual([
      { operation: 'AUTHORIZE', transaction_id: 'hold-1', amount_minor: 10_000 },
      { operation: 'VOID', transaction_id: 'void-hold', amount_minor: 10_000 },
    ]);
  });

  it('staff confirming the meal capture the hold; staff of another restaurant can do nothing with it', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    // No call books in the past: the meal having started is written directly.
    await mealWas(booked.id, 30);
    const strangers = await staffToken(PREPAY);
    expect((await asStaff(strangers, 'POST', `/staff/bookings/${booked.id}/meal`)).status).toBe(404);
    expect((await asStaff(strangers, 'POST', `/staff/bookings/${booked.id}/no_show`)).status).toBe(404);
    expect((await paymentOf(booked.id))!.state).toBe('held');

    const staff = await staffToken(GUARANTEE);
    const mealDay = toLocal(new Date(Date.now() - 30 * 60_000), await zoneOf(GUARANTEE)).date;
    const today = await asStaff(staff, 'GET', `/staff/bookings?date=${mealDay}`);
    const listed = ((await today.json()) as { bookings: { id: number; payment: unknown }[] }).bookings.find((b) => b.id === booked.id);
    expect(listed?.payment).toMatchObject({ kind: 'guarantee', state: 'held', held_minor: 10_000, currency: 'SGD' });
    const confirms = await Promise.all([1, 2].map(() => asStaff(staff, 'POST', `/staff/bookings/${booked.id}/meal`)));
    expect(confirms.map((c) => c.status).sort()).toEqual([200, 409]);
    const payment = (await paymentOf(booked.id))!;
    expect(payment).toMatchObject({ state: 'captured', captured_minor: 10_000, held_minor: 0 });
    expect((await gatewayDid(payment.order_id)).filter((t) => t.operation === 'CAPTURE')).toEqual([{ operation: 'CAPTURE', transaction_id: 'capture-meal', amount_minor: 10_000 }]);
  });

  it('a no-show is charged 50% from the hold, the rest released; an approved appeal refunds the fee', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    await mealWas(booked.id, 30);
    const staff = await staffToken(GUARANTEE);
    expect((await asStaff(staff, 'POST', `/staff/bookings/${booked.id}/no_show`)).status).toBe(200);
    const charged = (await paymentOf(booked.id))!;
    expect(charged).toMatchObject({ state: 'captured', captured_minor: 5_000, released_minor: 5_000 });

    const appealed = await send('POST', `/public/books/${booked.id}/no_show_appeal?reservation_code=${booked.code}`, { reason: 'We were seated at 19:05.' });
    const appealId = ((await appealed.json()) as { no_show_appeal: { id: number } }).no_show_appeal.id;
    const decisions = await Promise.all([1, 2].map(() => asStaff(staff, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'approve' })));
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
    const refunded = (await paymentOf(booked.id))!;
    expect(refunded).toMatchObject({ state: 'refund_processing', refunding_minor: 5_000 });
    expect(await gatewayDid(charged.order_id)).toEqual([
      { operation: 'AUTHORIZE', transaction_id: 'hold-1', amount_minor: 10_000 },
      { operation: 'CAPTURE', transaction_id: 'capture-fee', amount_minor: 5_000 },
      { operation: 'REFUND', transaction_id: 'refund-fee', amount_minor: 5_000 },
    ]);
    expect(await statusOf(booked.id)).toBe('confirmed');
  });

  it('a rejected appeal keeps the fee', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    await mealWas(booked.id, 30);
    const staff = await staffToken(GUARANTEE);
    expect((await asStaff(staff, 'POST', `/staff/bookings/${booked.id}/no_show`)).status).toBe(200);
    const appealed = await send('POST', `/public/books/${booked.id}/no_show_appeal?reservation_code=${booked.code}`, { reason: 'We were there.' });
    const appealId = ((await appealed.json()) as { no_show_appeal: { id: number } }).no_show_appeal.id;
    expect((await asStaff(staff, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'reject', reason: 'No table was taken.' })).status).toBe(200);
    const payment = (await paymentOf(booked.id))!;
    expect(payment).toMatchObject({ state: 'captured', captured_minor: 5_000, refunding_minor: 0, refunded_minor: 0 });
  });
});

describe('changing a booking whose money was taken', () => {
  it('keeps its party and date (409, nothing changes); its time on the same date may move, the hold staying as it is', async () => {
    const diner = await memberWithCard();
    const at = await freshSlot(GUARANTEE);
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, at });
    const bigger = await modify(booked.id, booked.code, { date: at.date, time: at.time, party_size: 4 });
    expect([bigger.status, ((await bigger.json()) as { code: string }).code]).toEqual([409, 'booking_payment_fixed']);
    const otherDay = await freshSlot(GUARANTEE, 3);
    const moved = await modify(booked.id, booked.code, { ...otherDay, party_size: 2 });
    expect([moved.status, ((await moved.json()) as { code: string }).code]).toEqual([409, 'booking_payment_fixed']);

    const laterTime = uniqueTime();
    await addSlot({ restaurant: GUARANTEE, date: at.date, time: laterTime, capacity: 20 });
    expect((await modify(booked.id, booked.code, { date: at.date, time: laterTime, party_size: 2 })).status).toBe(200);
    const payment = (await paymentOf(booked.id))!;
    expect(payment).toMatchObject({ state: 'held', held_minor: 10_000 });
    expect(await gatewayDid(payment.order_id)).toHaveLength(1);
  });
});

describe('a late cancel (less than an hour before the meal, spec §9)', () => {
  // The booking was made earlier; the meal being half an hour away is written directly (no call moves time).
  const mealSoon = (bookingId: number) =>
    env.DB.prepare("UPDATE bookings SET reservation_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+30 minutes') WHERE id = ?1").bind(bookingId).run();

  it('keeps the 50% fee of a guarantee and releases the rest', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    await mealSoon(booked.id);
    expect((await cancel(booked)).status).toBe(200);
    const payment = (await paymentOf(booked.id))!;
    expect(payment).toMatchObject({ state: 'captured', captured_minor: 5_000, released_minor: 5_000, held_minor: 0 });
  });

  it('refunds a prepayment less the fee', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: PREPAY, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    await mealSoon(booked.id);
    expect((await cancel(booked)).status).toBe(200);
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'refund_processing', captured_minor: 8_000, refunding_minor: 4_000 });
  });
});

describe('a prepayment (restaurant 163: SGD 40 a guest)', () => {
  it('is taken at booking; a cancel refunds it, processing until the cron settles it within 2 business days', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: PREPAY, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, party: 3 });
    const paid = (await paymentOf(booked.id))!;
    expect(paid).toMatchObject({ kind: 'prepay', state: 'captured', captured_minor: 12_000 });
    expect((await cancel(booked)).status).toBe(200);
    expect((await paymentOf(booked.id))!).toMatchObject({ state: 'refund_processing', refunding_minor: 12_000, refunded_minor: 0 });
    const [refund] = (await operationsOf(paid.order_id)).filter((op) => op.operation === 'REFUND');
    expect(refund).toMatchObject({ transaction_id: 'refund-cancel', amount_minor: 12_000, status: 'succeeded', settled_at: null });

    await paymentJobs(env.DB, sandboxGateway(), new Date());
    expect((await paymentOf(booked.id))!.state).toBe('refund_processing');
    const byThen = addBusinessDays(new Date(), 2, 'Asia/Singapore');
    expect(new Date(refund!.settles_by!).getTime()).toBeLessThanOrEqual(byThen.getTime() + 60_000);
    await paymentJobs(env.DB, sandboxGateway(), new Date(refund!.settles_by!));
    await paymentJobs(env.DB, sandboxGateway(), new Date(refund!.settles_by!));
    const settled = (await paymentOf(booked.id))!;
    expect(settled).toMatchObject({ state: 'refunded', refunded_minor: 12_000, refunding_minor: 0 });
    // Refunds never exceed what was captured.
    expect(settled.refunded_minor + settled.refunding_minor).toBeLessThanOrEqual(settled.captured_minor);
    expect((await gatewayDid(paid.order_id)).map((t) => t.operation)).toEqual(['AUTHORIZE', 'CAPTURE', 'REFUND']);
  });
});

describe('the operations log', () => {
  it('names each gateway operation by order and transaction, so the timeline reads what was done', async () => {
    const diner = await memberWithCard();
    const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
    await cancel(booked);
    const { order_id } = (await paymentOf(booked.id))!;
    expect(await operations(order_id)).toEqual([
      ['AUTHORIZE', 'hold-1', 10_000, 'succeeded'],
      ['VOID', 'void-hold', 10_000, 'succeeded'],
    ]);
  });
});

