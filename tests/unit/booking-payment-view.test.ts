import { describe, expect, it } from 'vitest';
import { bookingPaymentView, type PaymentViewOperation, type PaymentViewRow } from '#provider/payments/booking-payment-view.ts';

const row = (over: Partial<PaymentViewRow> = {}): PaymentViewRow => ({
  booking_id: 1, time_zone: 'Asia/Singapore', kind: 'guarantee', state: 'held', currency: 'SGD', amount_minor: 10000, held_minor: 10000, captured_minor: 0,
  released_minor: 0, refunded_minor: 0, refunding_minor: 0, hold_due_at: null, card_brand: 'MASTERCARD', card_last4: '0008', created_at: '2026-03-02T10:00:00.500Z',
  ...over,
});
const op = (over: Partial<PaymentViewOperation>): PaymentViewOperation => ({
  booking_id: 1, operation: 'AUTHORIZE', purpose: 'hold', status: 'succeeded', amount_minor: 10000, created_at: '2026-03-02T10:00:00.100Z',
  answered_at: '2026-03-02T10:00:00.300Z', settles_by: null, settled_at: null, ...over,
});
const events = (p: ReturnType<typeof bookingPaymentView>) => p.timeline.map((e) => [e.event, e.amount_minor, e.at]);

describe('bookingPaymentView (spec §3 Refund / payment info)', () => {
  it('shows a hold placed at booking, and the card it is on', () => {
    const view = bookingPaymentView(row(), [op({})]);
    expect(view).toMatchObject({ state: 'held', held_minor: 10000, paid_minor: 0, card: { brand: 'MASTERCARD', last4: '0008' }, refund_expected_by: null });
    expect(events(view)).toEqual([['held', 10000, '2026-03-02T10:00:00.300Z']]);
  });

  it('shows a hold the cron placed later as scheduled first, and a refused one as failed', () => {
    const placed = bookingPaymentView(row(), [op({ created_at: '2026-03-09T10:00:00.000Z', answered_at: '2026-03-09T10:00:01.000Z' })]);
    expect(events(placed)).toEqual([['hold_scheduled', 10000, '2026-03-02T10:00:00.500Z'], ['held', 10000, '2026-03-09T10:00:01.000Z']]);
    const refused = bookingPaymentView(row({ state: 'failed', held_minor: 0 }), [op({ status: 'failed', created_at: '2026-03-09T10:00:00.000Z', answered_at: '2026-03-09T10:00:01.000Z' })]);
    expect(events(refused).map(([event]) => event)).toEqual(['hold_scheduled', 'hold_failed']);
  });

  it('shows a fee taken of a hold and the rest released at the same time; failed operations add nothing', () => {
    const at = '2026-03-05T12:00:00.000Z';
    const view = bookingPaymentView(row({ state: 'captured', held_minor: 0, captured_minor: 5000, released_minor: 5000 }), [
      op({}),
      op({ operation: 'CAPTURE', purpose: 'fee', status: 'failed', amount_minor: 5000, created_at: at, answered_at: at }),
      op({ operation: 'CAPTURE', purpose: 'fee', amount_minor: 5000, created_at: at, answered_at: at }),
    ]);
    expect(events(view).map(([event, amount]) => [event, amount])).toEqual([['held', 10000], ['fee_charged', 5000], ['released', 5000]]);
  });

  it('counts a refund not yet answered as processing, and dates each refund by its settlement', () => {
    const prepaid = row({ kind: 'prepay', state: 'captured', held_minor: 0, captured_minor: 8000, amount_minor: 8000 });
    const paid = [op({ purpose: 'prepay', amount_minor: 8000 }), op({ operation: 'CAPTURE', purpose: 'prepay', amount_minor: 8000 })];
    // Asked on a Friday evening in Singapore: due the next Tuesday at the same local time.
    const asked = bookingPaymentView(prepaid, [...paid, op({ operation: 'REFUND', purpose: 'refund', status: 'pending', amount_minor: 8000, created_at: '2026-03-06T12:00:00.000Z', answered_at: null })]);
    expect(asked).toMatchObject({ refund_processing_minor: 8000, refund_expected_by: '2026-03-10T12:00:00.000Z' });
    expect(events(asked).at(-1)).toEqual(['refund_processing', 8000, '2026-03-06T12:00:00.000Z']);

    const settled = bookingPaymentView({ ...prepaid, state: 'refunded', refunded_minor: 8000 }, [
      ...paid,
      op({ operation: 'REFUND', purpose: 'refund', amount_minor: 8000, created_at: '2026-03-06T12:00:00.000Z', answered_at: '2026-03-06T12:00:01.000Z', settles_by: '2026-03-10T12:00:01.000Z', settled_at: '2026-03-09T08:00:00.000Z' }),
    ]);
    expect(settled).toMatchObject({ refunded_minor: 8000, refund_processing_minor: 0, refund_expected_by: null });
    expect(events(settled).slice(-2)).toEqual([['refund_processing', 8000, '2026-03-06T12:00:01.000Z'], ['refunded', 8000, '2026-03-09T08:00:00.000Z']]);
  });
});
