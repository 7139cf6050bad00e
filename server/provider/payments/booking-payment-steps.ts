import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { applyPaymentEvent } from '#domain/payment-state.ts';
import { paymentStepFor, takesFromHold, type BookingMoneyEvent, type PaymentStep } from '#domain/payment-steps.ts';
import {
  beginOperationForChangeStatement,
  bookingPaymentStatement,
  paymentOfRow,
  transitionForChangeStatement,
  transitionStatements,
  type BookingPaymentRow,
} from './booking-payments-db';
import { operationStatement, type OperationRow } from './payment-operations-db';
import type { PaymentGateway } from './gateway/payment-gateway';
import { runOperation } from './payment-operation-run';

/**
 * A booking change's money, in two parts: the change's own batch logs the step's operation as pending (so a
 * crash after the change still leaves the operation for the reconciler), then the step is carried out. The step is
 * planned from the payment as read, and the change's batch is guarded on that read: a payment moved meanwhile (the
 * cron placed its hold, a capture settled) has the step planned again.
 */
export interface PlannedStep {
  payment: BookingPaymentRow;
  step: PaymentStep;
}

/** A booking event's money as planned from its payment as read: the version read (null: no payment) and the step, if any. */
export interface MoneyPlan {
  bookingId: number;
  event: BookingMoneyEvent;
  version: number | null;
  planned: PlannedStep | null;
}

/**
 * The payment as a step is planned from: a refund asked and not answered yet (a no-show's refund of the rest of a
 * prepayment, its answer lost) counts as under way, so an approved appeal refunds only what is left, not all of it again.
 */
const paymentToPlan = (row: BookingPaymentRow) => ({ ...paymentOfRow(row), refunding: row.refunding_minor + row.refunds_asked_minor });

/** Plans the step a booking's event calls for from its payment as read; no step when it has none or its money stays. */
export async function planStep(db: D1Database, bookingId: number, event: BookingMoneyEvent): Promise<MoneyPlan> {
  const payment = await bookingPaymentStatement(db, bookingId).first<BookingPaymentRow>();
  // The money of the meal or the fee waits for the hold the cron asked for (stepsAfterHold takes it once placed).
  const waits = payment?.state === 'scheduled' && payment.hold_asked === 1 && takesFromHold(event);
  const step = payment && !waits && paymentStepFor(payment.kind, paymentToPlan(payment), event);
  return { bookingId, event, version: payment?.version ?? null, planned: payment && step ? { payment, step } : null };
}

/** What a change's guard statement binds for paymentAsPlannedSql: the version the plan read (-1: no payment; null: no plan). */
export const plannedVersion = (plan: MoneyPlan | null): number | null => (plan ? (plan.version ?? -1) : null);

/**
 * For the change's batch, only if the change (stamped with `changeToken`) was made: the step's operation, logged
 * pending; or a scheduled hold let go, which asks nothing of the gateway, there and then.
 */
export function logStepStatements(db: D1Database, plan: MoneyPlan | null, changeToken: string): D1PreparedStatement[] {
  if (!plan?.planned) return [];
  const { step, payment } = plan.planned;
  if (step.operation === 'release_unheld') {
    const next = applyPaymentEvent(paymentOfRow(payment), { type: 'released' });
    return next.ok ? [transitionForChangeStatement(db, payment, next.payment, changeToken)] : [];
  }
  return [
    beginOperationForChangeStatement(
      db,
      { transactionId: step.transactionId, operation: step.operation, purpose: step.purpose, amountMinor: step.amount, currency: payment.currency, targetTransactionId: 'target' in step ? step.target : null },
      changeToken,
    ),
  ];
}

const PLAN_ATTEMPTS = 3;

/**
 * Writes a booking change with its money: `write` makes the change's batch from a plan, guarded on the plan's version
 * (plannedVersion). When nothing was written and the payment moved since the plan was read, the step is planned again
 * from the payment as it is now and the change written again; answers the last attempt and the plan it used.
 */
export async function changeWithStep<T extends { made: boolean }>(db: D1Database, plan: MoneyPlan, write: (plan: MoneyPlan) => Promise<T>): Promise<T & { plan: MoneyPlan }> {
  for (let attempt = 1; ; attempt++) {
    const written = await write(plan);
    if (written.made || attempt === PLAN_ATTEMPTS) return { ...written, plan };
    const again = await planStep(db, plan.bookingId, plan.event);
    if (again.version === plan.version) return { ...written, plan };
    plan = again;
  }
}

/** Lets a scheduled hold go without the gateway, from the payment as read (the cron's, outside any change). */
export async function releaseUnheld(db: D1Database, payment: BookingPaymentRow): Promise<void> {
  const next = applyPaymentEvent(paymentOfRow(payment), { type: 'released' });
  if (next.ok) await db.batch(transitionStatements(db, payment, next.payment, null));
}

/**
 * After the change's batch: carries out its step's operation if its pending row is there (the change was made); a
 * scheduled hold was let go in the batch. Never throws for the gateway: what is not answered now stays pending for
 * the reconciler.
 */
export async function carryOutStep(db: D1Database, gateway: PaymentGateway, planned: PlannedStep | null): Promise<void> {
  if (!planned || planned.step.operation === 'release_unheld') return;
  const op = await operationStatement(db, planned.payment.order_id, planned.step.transactionId).first<OperationRow>();
  if (op?.status === 'pending') await runOperation(db, gateway, op);
}
