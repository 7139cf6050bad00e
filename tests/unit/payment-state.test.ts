import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPaymentEvent,
  newPayment,
  noShowFee,
  PAYMENT_STATES,
  paymentEventOfAnswer,
  refundable,
  type MoneyOperation,
  type Payment,
  type PaymentEvent,
  type PaymentState,
  type Transition,
} from '#domain/payment-state.ts';

const AMOUNT = 10_000;

/** A payment in each state, reached through the machine itself. */
function reach(state: PaymentState): Payment {
  const run = (events: PaymentEvent[]) =>
    events.reduce((p, e) => {
      const t = applyPaymentEvent(p, e);
      if (!t.ok) throw new Error(t.reason);
      return t.payment;
    }, newPayment(AMOUNT));
  const paths: Record<PaymentState, PaymentEvent[]> = {
    scheduled: [],
    held: [{ type: 'hold_placed' }],
    captured: [{ type: 'hold_placed' }, { type: 'captured', amount: AMOUNT }],
    released: [{ type: 'hold_placed' }, { type: 'released' }],
    refund_processing: [{ type: 'hold_placed' }, { type: 'captured', amount: AMOUNT }, { type: 'refund_started', amount: 4_000 }],
    refunded: [{ type: 'hold_placed' }, { type: 'captured', amount: AMOUNT }, { type: 'refund_started', amount: 4_000 }, { type: 'refund_settled', amount: 4_000 }],
    failed: [{ type: 'hold_failed' }],
  };
  return run(paths[state]);
}

// Which states each event may start from; every other state refuses it.
const LEGAL: Record<PaymentEvent['type'], PaymentState[]> = {
  hold_placed: ['scheduled'],
  hold_failed: ['scheduled'],
  captured: ['held'],
  released: ['held', 'scheduled'],
  refund_started: ['captured', 'refund_processing', 'refunded'],
  refund_settled: ['refund_processing'],
};
const EVENTS: PaymentEvent[] = [
  { type: 'hold_placed' },
  { type: 'hold_failed' },
  { type: 'captured', amount: 1_000 },
  { type: 'released' },
  { type: 'refund_started', amount: 1_000 },
  { type: 'refund_settled', amount: 1_000 },
];

describe('the payment state machine', () => {
  for (const state of PAYMENT_STATES) {
    for (const event of EVENTS) {
      const legal = LEGAL[event.type].includes(state);
      it(`${legal ? 'takes' : 'refuses'} ${event.type} in a ${state} payment`, () => {
        const before = reach(state);
        const snapshot = structuredClone(before);
        const t = applyPaymentEvent(before, event);
        expect(t.ok).toBe(legal);
        // Nothing changes in place, taken or refused.
        expect(before).toEqual(snapshot);
      });
    }
  }

  it('captures a fee from the hold and releases the rest', () => {
    const t = applyPaymentEvent(reach('held'), { type: 'captured', amount: noShowFee(AMOUNT, 50) });
    expect(t).toEqual({ ok: true, payment: expect.objectContaining({ state: 'captured', captured: 5_000, released: 5_000, held: 0 }) });
  });

  it('refuses a capture above the hold, of nothing, or not a whole number', () => {
    for (const amount of [AMOUNT + 1, 0, -5, 1.5, Number.NaN]) expect(applyPaymentEvent(reach('held'), { type: 'captured', amount }).ok).toBe(false);
  });

  it('never refunds more than was captured, across several refunds', () => {
    const captured = reach('captured');
    const first = applyPaymentEvent(captured, { type: 'refund_started', amount: 6_000 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyPaymentEvent(first.payment, { type: 'refund_started', amount: 4_001 }).ok).toBe(false);
    const second = applyPaymentEvent(first.payment, { type: 'refund_started', amount: 4_000 });
    expect(second.ok && refundable(second.payment)).toBe(0);
  });

  it('is refunded only when every refund under way has settled', () => {
    let p = reach('captured');
    for (const e of [{ type: 'refund_started', amount: 3_000 }, { type: 'refund_started', amount: 2_000 }, { type: 'refund_settled', amount: 3_000 }] as const) {
      const t = applyPaymentEvent(p, e);
      if (!t.ok) throw new Error(t.reason);
      p = t.payment;
    }
    expect(p).toMatchObject({ state: 'refund_processing', refunding: 2_000, refunded: 3_000 });
    const done = applyPaymentEvent(p, { type: 'refund_settled', amount: 2_000 });
    expect(done.ok && done.payment).toMatchObject({ state: 'refunded', refunding: 0, refunded: 5_000 });
  });

  it('keeps its books after any sequence of events: held + captured + released = amount once held, refunds never above captures', () => {
    const event = fc.oneof(
      fc.constant<PaymentEvent>({ type: 'hold_placed' }),
      fc.constant<PaymentEvent>({ type: 'hold_failed' }),
      fc.constant<PaymentEvent>({ type: 'released' }),
      fc.integer({ min: -10, max: AMOUNT + 10 }).map<PaymentEvent>((amount) => ({ type: 'captured', amount })),
      fc.integer({ min: -10, max: AMOUNT + 10 }).map<PaymentEvent>((amount) => ({ type: 'refund_started', amount })),
      fc.integer({ min: -10, max: AMOUNT + 10 }).map<PaymentEvent>((amount) => ({ type: 'refund_settled', amount })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let p = newPayment(AMOUNT);
        for (const e of events) {
          const t = applyPaymentEvent(p, e);
          if (t.ok) p = t.payment;
          // Never held (scheduled, failed, or released before the hold): all zero.
          expect([0, AMOUNT]).toContain(p.held + p.captured + p.released);
          expect(p.refunded + p.refunding).toBeLessThanOrEqual(p.captured);
          expect(Math.min(p.held, p.captured, p.released, p.refunded, p.refunding)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('rounds the no-show fee down to a whole minor unit', () => {
    expect(noShowFee(10_001, 50)).toBe(5_000);
    expect(noShowFee(999, 0)).toBe(0);
  });
});

describe("the gateway's answers as the machine's events", () => {
  it('an authorization places the hold or fails it; a refused capture, void or refund moves nothing', () => {
    expect(paymentEventOfAnswer('AUTHORIZE', true, AMOUNT)).toEqual({ type: 'hold_placed' });
    expect(paymentEventOfAnswer('AUTHORIZE', false, AMOUNT)).toEqual({ type: 'hold_failed' });
    expect(paymentEventOfAnswer('CAPTURE', true, 4_000)).toEqual({ type: 'captured', amount: 4_000 });
    expect(paymentEventOfAnswer('VOID', true, AMOUNT)).toEqual({ type: 'released' });
    expect(paymentEventOfAnswer('REFUND', true, 1_000)).toEqual({ type: 'refund_started', amount: 1_000 });
    for (const operation of ['CAPTURE', 'VOID', 'REFUND'] as const) expect(paymentEventOfAnswer(operation, false, AMOUNT)).toBeNull();
  });

  it("a bill's attempt is paid by its authorization then its capture in full, and a refused capture's void releases it", () => {
    const answered = (answers: [MoneyOperation, boolean][]) =>
      answers.reduce<Transition>((t, [operation, approved]) => {
        const event = t.ok ? paymentEventOfAnswer(operation, approved, AMOUNT) : null;
        return t.ok && event ? applyPaymentEvent(t.payment, event) : t;
      }, { ok: true, payment: newPayment(AMOUNT) });
    expect(answered([['AUTHORIZE', true], ['CAPTURE', true]])).toMatchObject({ ok: true, payment: { state: 'captured', captured: AMOUNT, released: 0 } });
    expect(answered([['AUTHORIZE', true], ['CAPTURE', false], ['VOID', true]])).toMatchObject({ ok: true, payment: { state: 'released', captured: 0, released: AMOUNT } });
    expect(answered([['AUTHORIZE', false]])).toMatchObject({ ok: true, payment: { state: 'failed', held: 0 } });
    // A capture of an attempt whose authorization was refused is refused by the machine.
    expect(answered([['AUTHORIZE', false], ['CAPTURE', true]]).ok).toBe(false);
  });
});
