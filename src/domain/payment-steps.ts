import { noShowFee, refundable, type Payment, type PaymentKind } from './payment-state';

/**
 * What a booking's change does to its money (spec §1, §9; issue 14), decided in one place for the provider's
 * routes and jobs. A step is a gateway operation with a transaction id of its own per booking, so asking twice is
 * the same transaction; `release_unheld` lets a scheduled hold go without asking the gateway.
 */
export type PaymentStep =
  | { operation: 'CAPTURE'; transactionId: string; purpose: 'meal' | 'fee'; amount: number }
  | { operation: 'VOID'; transactionId: string; purpose: 'release'; amount: number; target: string }
  | { operation: 'REFUND'; transactionId: string; purpose: 'refund' | 'fee_refund'; amount: number }
  | { operation: 'release_unheld' };

/** The transaction of a booking's hold (an authorization, placed at booking or later by the cron). */
export const HOLD_TRANSACTION = 'hold-1';

export type BookingMoneyEvent =
  /** The diner cancelled; `late`: within the cancellation deadline, so the no-show fee applies (spec §9). */
  | { type: 'cancelled'; late: boolean; feePercent: number }
  /** Staff confirmed the meal. */
  | { type: 'meal' }
  /** Staff marked a no-show. */
  | { type: 'no_show'; feePercent: number }
  /** Staff approved the diner's appeal of a no-show: the fee comes back. */
  | { type: 'appeal_approved' };

/**
 * Whether the event takes its money from the hold (the meal, a no-show's or a late cancel's fee): on a scheduled
 * payment whose hold the cron asked for and the gateway has not answered, its step waits for that answer rather than
 * letting the hold go (the hold, once placed, takes the step then).
 */
export const takesFromHold = (event: BookingMoneyEvent): boolean => event.type === 'meal' || event.type === 'no_show' || (event.type === 'cancelled' && event.late);

const release = (p: Payment): PaymentStep => ({ operation: 'VOID', transactionId: 'void-hold', purpose: 'release', amount: p.held, target: HOLD_TRANSACTION });

/** What keeping the fee of a payment means: a capture of the fee from a hold, or a refund of the rest of a prepayment. */
function keepFee(kind: PaymentKind, p: Payment, feePercent: number, refundId: string): PaymentStep | null {
  const fee = noShowFee(p.amount, feePercent);
  if (p.state === 'held') return fee > 0 ? { operation: 'CAPTURE', transactionId: 'capture-fee', purpose: 'fee', amount: fee } : release(p);
  if (kind === 'prepay' && p.state === 'captured') {
    const rest = refundable(p) - fee;
    return rest > 0 ? { operation: 'REFUND', transactionId: refundId, purpose: 'refund', amount: rest } : null;
  }
  return p.state === 'scheduled' ? { operation: 'release_unheld' } : null;
}

/** The step a booking's event calls for, or null when its money stays as it is. */
export function paymentStepFor(kind: PaymentKind, p: Payment, event: BookingMoneyEvent): PaymentStep | null {
  switch (event.type) {
    case 'cancelled':
      if (event.late) return keepFee(kind, p, event.feePercent, 'refund-cancel');
      if (p.state === 'held') return release(p);
      if (p.state === 'scheduled') return { operation: 'release_unheld' };
      if (p.state === 'captured' && refundable(p) > 0) return { operation: 'REFUND', transactionId: 'refund-cancel', purpose: 'refund', amount: refundable(p) };
      return null;
    case 'meal':
      if (p.state === 'held') return { operation: 'CAPTURE', transactionId: 'capture-meal', purpose: 'meal', amount: p.held };
      return p.state === 'scheduled' ? { operation: 'release_unheld' } : null;
    case 'no_show':
      return keepFee(kind, p, event.feePercent, 'refund-no-show');
    case 'appeal_approved': {
      const fee = refundable(p);
      return fee > 0 ? { operation: 'REFUND', transactionId: 'refund-fee', purpose: 'fee_refund', amount: fee } : null;
    }
  }
}
