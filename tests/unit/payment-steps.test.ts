import { describe, expect, it } from 'vitest';
import { applyPaymentEvent, newPayment, type Payment, type PaymentEvent } from '#domain/payment-state.ts';
import { paymentStepFor } from '#domain/payment-steps.ts';

const AMOUNT = 10_000;

function after(...events: PaymentEvent[]): Payment {
  return events.reduce((p, e) => {
    const t = applyPaymentEvent(p, e);
    if (!t.ok) throw new Error(t.reason);
    return t.payment;
  }, newPayment(AMOUNT));
}

const scheduled = after();
const held = after({ type: 'hold_placed' });
const prepaid = after({ type: 'hold_placed' }, { type: 'captured', amount: AMOUNT });

describe('what a booking change does to its money', () => {
  it('releases a guarantee cancelled in time, and lets a scheduled hold go without the gateway', () => {
    expect(paymentStepFor('guarantee', held, { type: 'cancelled', late: false, feePercent: 50 })).toMatchObject({ operation: 'VOID', target: 'hold-1', amount: AMOUNT });
    expect(paymentStepFor('guarantee', scheduled, { type: 'cancelled', late: false, feePercent: 50 })).toEqual({ operation: 'release_unheld' });
  });

  it('refunds a prepayment cancelled in time in full, and keeps the fee of a late one', () => {
    expect(paymentStepFor('prepay', prepaid, { type: 'cancelled', late: false, feePercent: 50 })).toMatchObject({ operation: 'REFUND', amount: AMOUNT, purpose: 'refund' });
    expect(paymentStepFor('prepay', prepaid, { type: 'cancelled', late: true, feePercent: 50 })).toMatchObject({ operation: 'REFUND', amount: 5_000 });
  });

  it('charges the fee of a late cancel or a no-show from the hold (spec §9: 50%)', () => {
    for (const event of [{ type: 'cancelled', late: true, feePercent: 50 }, { type: 'no_show', feePercent: 50 }] as const) {
      expect(paymentStepFor('guarantee', held, event)).toMatchObject({ operation: 'CAPTURE', purpose: 'fee', amount: 5_000 });
    }
  });

  it('releases the hold where the restaurant charges no fee', () => {
    expect(paymentStepFor('guarantee', held, { type: 'no_show', feePercent: 0 })).toMatchObject({ operation: 'VOID' });
  });

  it('captures the whole hold when staff confirm the meal; a prepayment stays as it is', () => {
    expect(paymentStepFor('guarantee', held, { type: 'meal' })).toMatchObject({ operation: 'CAPTURE', purpose: 'meal', amount: AMOUNT });
    expect(paymentStepFor('prepay', prepaid, { type: 'meal' })).toBeNull();
  });

  it('refunds exactly the fee kept when an appeal is approved', () => {
    const feeTaken = after({ type: 'hold_placed' }, { type: 'captured', amount: 5_000 });
    expect(paymentStepFor('guarantee', feeTaken, { type: 'appeal_approved' })).toMatchObject({ operation: 'REFUND', purpose: 'fee_refund', amount: 5_000 });
    const prepaidNoShow = after({ type: 'hold_placed' }, { type: 'captured', amount: AMOUNT }, { type: 'refund_started', amount: 5_000 });
    expect(paymentStepFor('prepay', prepaidNoShow, { type: 'appeal_approved' })).toMatchObject({ amount: 5_000 });
  });

  it('answers a step the state machine takes, for every event in every state it names one for', () => {
    const events = [{ type: 'cancelled', late: false, feePercent: 50 }, { type: 'cancelled', late: true, feePercent: 50 }, { type: 'meal' }, { type: 'no_show', feePercent: 50 }, { type: 'appeal_approved' }] as const;
    for (const [kind, payment] of [['guarantee', scheduled], ['guarantee', held], ['prepay', prepaid]] as const) {
      for (const event of events) {
        const step = paymentStepFor(kind, payment, event);
        if (!step) continue;
        const machine: PaymentEvent =
          step.operation === 'CAPTURE' ? { type: 'captured', amount: step.amount }
          : step.operation === 'REFUND' ? { type: 'refund_started', amount: step.amount }
          : { type: 'released' };
        expect(applyPaymentEvent(payment, machine).ok, `${kind} ${payment.state} ${event.type}`).toBe(true);
      }
    }
  });
});
