import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { Payment } from '#domain/payment-state.ts';
import { paymentStepFor, type BookingMoneyEvent } from '#domain/payment-steps.ts';
import { stepAfterHoldStatement, type BookingPaymentRow, type SettledAs } from './booking-payments-db';
import type { NewOperation } from './payment-operations-db';

/**
 * The meal, a no-show or a late cancel marked while the cron's hold request was unanswered plans no step
 * (takesFromHold): when the hold is placed, its batch logs the step the booking's settlement calls for, from the hold,
 * and it is asked next. Which settlement it is is read by that batch itself, so a change committed meanwhile counts.
 */
const WAITING: { settled: SettledAs; event: (feePercent: number) => BookingMoneyEvent }[] = [
  { settled: 'no_show', event: (feePercent) => ({ type: 'no_show', feePercent }) },
  { settled: 'meal', event: () => ({ type: 'meal' }) },
  { settled: 'late_cancel', event: (feePercent) => ({ type: 'cancelled', late: true, feePercent }) },
];

/** For the batch that moves `payment` to `placed` (its hold placed) with token `movedBy`: the waiting steps, each logged only for its settlement. */
export function stepsAfterHold(db: D1Database, payment: BookingPaymentRow, placed: Payment, movedBy: string): { ops: NewOperation[]; statements: D1PreparedStatement[] } {
  const ops: NewOperation[] = [];
  const statements: D1PreparedStatement[] = [];
  for (const { settled, event } of WAITING) {
    const step = paymentStepFor(payment.kind, placed, event(payment.no_show_fee_percent));
    if (!step || step.operation === 'release_unheld' || step.operation === 'REFUND') continue;
    const op: NewOperation = {
      orderId: payment.order_id, transactionId: step.transactionId, operation: step.operation, purpose: step.purpose, amountMinor: step.amount, currency: payment.currency,
      targetTransactionId: 'target' in step ? step.target : null,
    };
    statements.push(stepAfterHoldStatement(db, op, payment.booking_id, movedBy, settled));
    if (!ops.some((o) => o.transactionId === op.transactionId)) ops.push(op);
  }
  return { ops, statements };
}
