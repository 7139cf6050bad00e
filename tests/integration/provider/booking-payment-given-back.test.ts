import { describe, expect, it } from 'vitest';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import { toInstant, toUtcText } from '#domain/restaurant-time.ts';
import { createBookingStatements, createOutcome } from '#provider/bookings/bookings-db.ts';
import { newChangeToken } from '#provider/bookings/change-token-db.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from '#provider/payments/payment-jobs.ts';
import { bookingOrderId, takeBookingMoney } from '#provider/payments/booking-hold.ts';
import { addSlot, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import { gatewayDid, GUARANTEE, memberWithCard, operationsOf, sandboxGateway } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

/*
 * A booking request slower than the reconciler's patience (2 minutes): its hold is taken, the reconciler finds it
 * with no booking and voids it, and only then does the request reach its create batch. The request's two halves are
 * called here in that order (takeBookingMoney, then the batch the route writes), with the reconciler between them.
 */

const POLICY: PaymentPolicy = { kind: 'guarantee', amount_per_guest_minor: 5_000, currency: 'SGD' };
const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);

async function cardOf(cardId: number) {
  return (await env.DB.prepare('SELECT id, brand, last4, gateway_token FROM member_cards WHERE id = ?1').bind(cardId).first<{ id: number; brand: string; last4: string; gateway_token: string }>())!;
}

describe('a booking request whose money the reconciler gave back before its batch', () => {
  it('writes no booking and no payment on the voided order', async () => {
    const diner = await memberWithCard();
    const key = newKey();
    const orderId = await bookingOrderId('dine-asia', key);
    const date = await localDateIn(GUARANTEE, 2);
    const time = uniqueTime();
    const slotId = await addSlot({ restaurant: GUARANTEE, date, time, capacity: 20 });
    const zone = (await env.DB.prepare('SELECT time_zone FROM restaurants WHERE id = ?1').bind(GUARANTEE).first<{ time_zone: string }>())!.time_zone;
    const reservationAt = toUtcText(toInstant(date, time, zone));
    const money = await takeBookingMoney(env.DB, sandboxGateway(), { orderId, policy: POLICY, partySize: 2, reservationAt: new Date(reservationAt), card: await cardOf(diner.cardId), now: new Date() });

    await reconcilePayments(env.DB, sandboxGateway(), later());
    expect((await operationsOf(orderId)).map((op) => `${op.transaction_id}:${op.status}`)).toEqual(['hold-1:succeeded', 'void-orphan:succeeded']);

    const booking = {
      reservation_code: `GB${Date.now().toString(36).toUpperCase()}`.slice(0, 16), restaurant_id: GUARANTEE, program: 'dine-asia', deal_id: null,
      reservation_date: date, formated_time: time, time_zone: zone, reservation_at: reservationAt, reservation_seats: 2,
      first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', country_code: '65', mobile: diner.mobile, reservation_comment: '',
    };
    const statements = createBookingStatements(
      env.DB,
      { ...booking, slotId, forSomeoneElse: false, locale: 'en', voucherIds: [], memberId: null, siteOrigin: null, moneyOrderId: money.orderId, paymentStatements: money.statements },
      { key, requestHash: 'hash', responseJson: JSON.stringify({ booking }) },
      newChangeToken(),
    );
    expect(createOutcome(await env.DB.batch(statements)).kind).toBe('no_seats');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE mobile = ?1').bind(diner.mobile).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM booking_payments WHERE order_id = ?1').bind(orderId).first<{ n: number }>()).toEqual({ n: 0 });
    expect((await gatewayDid(orderId)).map((t) => t.operation)).toEqual(['AUTHORIZE', 'VOID']);
  });
});
