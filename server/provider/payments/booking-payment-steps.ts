import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { applyPaymentEvent } from '../../../src/domain/payment-state';
import { paymentStepFor, type BookingMoneyEvent, type PaymentStep } from '../../../src/domain/payment-steps';
import {
  beginOperationForChangeStatement,
  bookingPaymentStatement,
  operationStatement,
  paymentOfRow,
  transitionStatements,
  type BookingPaymentRow,
  type OperationRow,
} from '../db/booking-payments';
import type { PaymentGateway } from './payment-gateway';
import { runOperation } from './payment-operation-run';

/**
 * A booking change's money, in two parts: the change's own batch logs the step's operation as pending (so a
 * crash after the change still leaves the operation for the reconciler), then the step is carried out.
 */
export interface PlannedStep {
  payment: BookingPaymentRow;
  step: PaymentStep;
}

/** The step a booking's event calls for, from its payment as read; null when it has none or its money stays. */
export async function planStep(db: D1Database, bookingId: number, event: BookingMoneyEvent): Promise<PlannedStep | null> {
  const payment = await bookingPaymentStatement(db, bookingId).first<BookingPaymentRow>();
  if (!payment) return null;
  const step = paymentStepFor(payment.kind, paymentOfRow(payment), event);
  return step && { payment, step };
}

/** For the change's batch: the step's operation, logged pending, only if the change (stamped with `changeToken`) was made. */
export function logStepStatements(db: D1Database, planned: PlannedStep | null, changeToken: string): D1PreparedStatement[] {
  if (!planned || planned.step.operation === 'release_unheld') return [];
  const { step, payment } = planned;
  return [
    beginOperationForChangeStatement(
      db,
      { transactionId: step.transactionId, operation: step.operation, purpose: step.purpose, amountMinor: step.amount, currency: payment.currency, targetTransactionId: 'target' in step ? step.target : null },
      changeToken,
    ),
  ];
}

/**
 * After the change's batch: carries out its step. A scheduled hold is let go without the gateway; an operation
 * is asked of the gateway if its pending row is there (the change was made). Never throws for the gateway: what
 * is not answered now stays pending for the reconciler.
 */
export async function carryOutStep(db: D1Database, gateway: PaymentGateway, planned: PlannedStep | null): Promise<void> {
  if (!planned) return;
  const { payment, step } = planned;
  if (step.operation === 'release_unheld') {
    const next = applyPaymentEvent(paymentOfRow(payment), { type: 'released' });
    if (next.ok) await db.batch(transitionStatements(db, payment, next.payment, null));
    return;
  }
  const op = await operationStatement(db, payment.order_id, step.transactionId).first<OperationRow>();
  if (op?.status === 'pending') await runOperation(db, gateway, op);
}
