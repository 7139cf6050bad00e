import { describe, expect, it } from 'vitest';
import { newChangeToken } from '../../../server/provider/db/change-token';
import { placeDueHolds } from '../../../server/provider/jobs/payment-jobs';
import { planStep } from '../../../server/provider/payments/booking-payment-steps';
import { settleBooking } from '../../../server/provider/staff/booking-settle';
import { staffBooking } from '../../../server/provider/staff/staff-db';
import { mealWas } from './loyalty-fixtures';
import { bookedWithCard, gatewayDid, GUARANTEE, memberWithCard, paymentOf, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

/*
 * A booking change plans its money from the payment as read, then writes its batch; the cron or the reconciler may
 * move the payment in between. These cases run the change's two halves with the payment moved between them (as the
 * cancel race test does with a modify), and the gateway answers lost or late as they are in production.
 */

const moves = async (orderId: string) => (await gatewayDid(orderId)).map((t) => `${t.operation}:${t.amount_minor}`);
const staffIdOf = async (restaurant: number) =>
  (await env.DB.prepare('SELECT id FROM staff_accounts WHERE restaurant_id = ?1 ORDER BY id LIMIT 1').bind(restaurant).first<{ id: number }>())!.id;

/** A guaranteed booking of SGD 100 whose meal began half an hour ago (written directly: no call books in the past). */
async function pastGuarantee(days?: number) {
  const diner = await memberWithCard();
  const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId, ...(days ? { days } : {}) });
  const payment = (await paymentOf(booked.id))!;
  await mealWas(booked.id, 30);
  const feePercent = (await staffBooking(env.DB, GUARANTEE, booked.id))!.no_show_fee_percent;
  return { booked, payment, feePercent, staffId: await staffIdOf(GUARANTEE) };
}

const noShow = (p: { booked: { id: number }; staffId: number }) => ({
  bookingId: p.booked.id, restaurantId: GUARANTEE, staffId: p.staffId, to: 'no_show' as const, nowIso: new Date().toISOString(), changeToken: newChangeToken(),
});

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
