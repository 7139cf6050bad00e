import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { DEFAULT_BOOKING_CONDITIONS } from '#domain/contract/availability.ts';
import type { Payment, PaymentKind, PaymentState } from '#domain/payment-state.ts';
import { HOLD_TRANSACTION } from '#domain/payment-steps.ts';
import { changedBy, changeMade } from '#provider/bookings/change-token-db.ts';
import type { NewOperation, OperationRow } from './payment-operations-db';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export function paymentPolicyStatement(db: D1Database, restaurantId: number) {
  return db.prepare('SELECT kind, amount_per_guest_minor, currency FROM payment_policies WHERE restaurant_id = ?1').bind(restaurantId);
}

export interface BookingPaymentRow {
  booking_id: number;
  /** The booking's time zone: a refund's business days are the restaurant's. */
  time_zone: string;
  order_id: string;
  kind: PaymentKind;
  state: PaymentState;
  card_brand: string;
  card_last4: string;
  gateway_token: string;
  currency: string;
  amount_minor: number;
  held_minor: number;
  captured_minor: number;
  released_minor: number;
  refunded_minor: number;
  refunding_minor: number;
  hold_due_at: string | null;
  version: number;
  /** Refunds asked of the gateway and not answered yet (an undo's aside): the payment counts them only once answered. */
  refunds_asked_minor: number;
  /** 1 while the hold the cron asked for is unanswered. */
  hold_asked: number;
  /** The restaurant's no-show fee (spec §9). */
  no_show_fee_percent: number;
}

export const paymentOfRow = (row: BookingPaymentRow): Payment => ({
  state: row.state, amount: row.amount_minor, held: row.held_minor, captured: row.captured_minor, released: row.released_minor, refunded: row.refunded_minor, refunding: row.refunding_minor,
});

const PAYMENT_SQL = `SELECT p.*, coalesce(b.time_zone, r.time_zone) AS time_zone,
  (SELECT coalesce(sum(o.amount_minor), 0) FROM payment_operations o
   WHERE o.order_id = p.order_id AND o.operation = 'REFUND' AND o.status = 'pending' AND o.purpose <> 'undo') AS refunds_asked_minor,
  EXISTS (SELECT 1 FROM payment_operations o WHERE o.order_id = p.order_id AND o.transaction_id = '${HOLD_TRANSACTION}' AND o.status = 'pending') AS hold_asked,
  coalesce(c.no_show_fee_percent, ${DEFAULT_BOOKING_CONDITIONS.no_show_fee_percent}) AS no_show_fee_percent
FROM booking_payments p JOIN bookings b ON b.id = p.booking_id JOIN restaurants r ON r.id = b.restaurant_id
  LEFT JOIN booking_conditions c ON c.restaurant_id = b.restaurant_id`;

export function bookingPaymentStatement(db: D1Database, bookingId: number) {
  return db.prepare(`${PAYMENT_SQL} WHERE p.booking_id = ?1`).bind(bookingId);
}

export function bookingPaymentOfOrder(db: D1Database, orderId: string) {
  return db.prepare(`${PAYMENT_SQL} WHERE p.order_id = ?1`).bind(orderId).first<BookingPaymentRow>();
}

/**
 * The same for money no booking holds (a give-back by the reconciler): only while no booking's payment holds the order,
 * so a booking written meanwhile keeps its money (and its create batch, seeing this row, writes no booking after it).
 */
export function beginUnbookedOperationStatement(db: D1Database, op: NewOperation): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_operations (order_id, transaction_id, operation, purpose, amount_minor, currency, target_transaction_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ${NOW} WHERE NOT EXISTS (SELECT 1 FROM booking_payments WHERE order_id = ?1)
       ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(op.orderId, op.transactionId, op.operation, op.purpose, op.amountMinor, op.currency, op.targetTransactionId ?? null);
}

/**
 * The same, in a booking change's batch: only when that change was made (the booking stamped with the change
 * token), and for that booking's order.
 */
export function beginOperationForChangeStatement(db: D1Database, op: Omit<NewOperation, 'orderId'>, changeToken: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, target_transaction_id, created_at)
       SELECT p.order_id, ?1, b.id, ?2, ?3, ?4, ?5, ?6, ${NOW} FROM bookings b JOIN booking_payments p ON p.booking_id = b.id WHERE ${changedBy('?7')}
       ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(op.transactionId, op.operation, op.purpose, op.amountMinor, op.currency, op.targetTransactionId ?? null, changeToken);
}

/**
 * Logs a booking payment's next operation, in the batch that settles another one, only while that one is still
 * pending (`pendingTransactionId`: it is being settled by this batch, not by a concurrent writer first).
 */
export function beginOperationWhilePendingStatement(db: D1Database, op: NewOperation, bookingId: number, pendingTransactionId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, target_transaction_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ${NOW} WHERE EXISTS (SELECT 1 FROM payment_operations WHERE order_id = ?1 AND transaction_id = ?9 AND status = 'pending')
       ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(op.orderId, op.transactionId, bookingId, op.operation, op.purpose, op.amountMinor, op.currency, op.targetTransactionId ?? null, pendingTransactionId);
}

/**
 * The refund of a no-show fee, in the batch that settles the fee's capture (after its transition): logged only if that
 * batch's transition was made (its `movedBy` token) and the booking's appeal was approved meanwhile.
 */
export function feeRefundIfAppealApprovedStatement(db: D1Database, op: NewOperation, bookingId: number, movedBy: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, target_transaction_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ${NOW} FROM booking_payments p
       WHERE p.booking_id = ?3 AND p.moved_by = ?9 AND EXISTS (SELECT 1 FROM no_show_appeals a WHERE a.booking_id = ?3 AND a.status = 'approved')
       ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(op.orderId, op.transactionId, bookingId, op.operation, op.purpose, op.amountMinor, op.currency, op.targetTransactionId ?? null, movedBy);
}

/** How a booking whose step waited for its hold was settled or cancelled (takesFromHold). */
export type SettledAs = 'no_show' | 'meal' | 'late_cancel';

// An approved appeal gave the money back and reopened the booking: whatever staff mark after it takes nothing, also when
// the hold was only placed after the approval (the hold is then given back as any left hold is, leftHolds).
const NO_APPROVED_APPEAL = "NOT EXISTS (SELECT 1 FROM no_show_appeals a WHERE a.booking_id = b.id AND a.status = 'approved')";

const SETTLED_AS_SQL: Record<SettledAs, string> = {
  no_show: `b.status = 'no_show' AND ${NO_APPROVED_APPEAL}`,
  // Staff confirmed the meal (the cron's completion of a meal nobody confirmed takes nothing: settled_by stays null).
  meal: `b.status = 'completed' AND b.settled_by IS NOT NULL AND ${NO_APPROVED_APPEAL}`,
  late_cancel: `b.status = 'cancelled'
    AND julianday(b.cancelled_at) >= julianday(b.reservation_at) - coalesce(c.cancellation_deadline_minutes, ${DEFAULT_BOOKING_CONDITIONS.cancellation_deadline_minutes}) / 1440.0`,
};

/**
 * The step a booking change left waiting for its hold, in the batch that settles the hold (after its transition):
 * logged only if that batch's transition was made (its `movedBy` token) and the booking is, as that
 * batch writes, settled or cancelled as `settled` says.
 */
export function stepAfterHoldStatement(db: D1Database, op: NewOperation, bookingId: number, movedBy: string, settled: SettledAs): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, target_transaction_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ${NOW} FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
         LEFT JOIN booking_conditions c ON c.restaurant_id = b.restaurant_id
       WHERE p.booking_id = ?3 AND p.moved_by = ?9 AND ${SETTLED_AS_SQL[settled]}
       ON CONFLICT (order_id, transaction_id) DO NOTHING`,
    )
    .bind(op.orderId, op.transactionId, bookingId, op.operation, op.purpose, op.amountMinor, op.currency, op.targetTransactionId ?? null, movedBy);
}

/**
 * A new booking's payment, in its create batch after the booking's insert: written only when that insert was made,
 * in the state and amounts the machine gave it; the authorization (and capture) it rests on are marked succeeded
 * and tied to the booking.
 */
export function insertBookingPaymentStatements(
  db: D1Database,
  p: { orderId: string; kind: PaymentKind; payment: Payment; card: { id: number; brand: string; last4: string; gateway_token: string }; currency: string; holdDueAt: string | null; transactionIds: string[] },
  changeToken: string,
): D1PreparedStatement[] {
  const v = p.payment;
  return [
    db
      .prepare(
        `INSERT INTO booking_payments (booking_id, order_id, kind, state, card_id, card_brand, card_last4, gateway_token, currency, amount_minor, held_minor, captured_minor,
           released_minor, refunded_minor, refunding_minor, hold_due_at, created_at, updated_at)
         SELECT b.id, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0, 0, 0, ?12, ${NOW}, ${NOW} FROM bookings b WHERE ${changedBy('?13')}`,
      )
      .bind(p.orderId, p.kind, v.state, p.card.id, p.card.brand, p.card.last4, p.card.gateway_token, p.currency, v.amount, v.held, v.captured, p.holdDueAt, changeToken),
    db
      .prepare(
        `UPDATE payment_operations SET status = 'succeeded', answered_at = coalesce(answered_at, ${NOW}), gateway_code = coalesce(gateway_code, 'APPROVED'),
           booking_id = (SELECT b.id FROM bookings b WHERE ${changedBy('?2')})
         WHERE order_id = ?1 AND transaction_id IN (SELECT value FROM json_each(?3)) AND ${changeMade('?2')}`,
      )
      .bind(p.orderId, changeToken, JSON.stringify(p.transactionIds)),
  ];
}

/**
 * SQL for a booking change's guard statement: the payment of the booking at `bookingSql` is still at the version its
 * money step was planned from (bind at `param`: -1 for a booking without one, NULL for a change that plans no money).
 */
export const paymentAsPlannedSql = (bookingSql: string, param: string): string =>
  `(${param} IS NULL OR coalesce((SELECT pv.version FROM booking_payments pv WHERE pv.booking_id = ${bookingSql}), -1) = ${param})`;

const MOVE_SQL = (guard: string) => `UPDATE booking_payments SET state = ?3, held_minor = ?4, captured_minor = ?5, released_minor = ?6, refunded_minor = ?7, refunding_minor = ?8,
   hold_due_at = CASE WHEN ?3 = 'scheduled' THEN hold_due_at ELSE NULL END, version = version + 1, moved_by = ?9, updated_at = ${NOW}
 WHERE booking_id = ?1 AND version = ?2 ${guard}`;

/**
 * A fresh token for one batch's transition of a payment (booking_payments.moved_by): what that batch's later
 * statements check to follow only their own transition, never a concurrent writer's move to the same version.
 */
export const newMoveToken = (): string => crypto.randomUUID();

/** SQL: the payment of the order bound at `orderParam` was moved by the transition of token `tokenParam`. */
const movedBySql = (orderParam: string, tokenParam: string) => `(SELECT moved_by FROM booking_payments WHERE order_id = ${orderParam}) = ${tokenParam}`;

/** A transition of a booking's payment that asks nothing of the gateway, in a booking change's batch: only if that change was made. */
export function transitionForChangeStatement(db: D1Database, row: Pick<BookingPaymentRow, 'booking_id' | 'version'>, next: Payment, changeToken: string): D1PreparedStatement {
  return db
    .prepare(MOVE_SQL(`AND ${changeMade('?10')}`))
    .bind(row.booking_id, row.version, next.state, next.held, next.captured, next.released, next.refunded, next.refunding, newMoveToken(), changeToken);
}

/**
 * One transition of a booking's payment with the operation whose answer caused it, as one batch: the payment moves
 * only from the version that was read and while the operation is still pending; the operation is marked succeeded
 * only if this batch moved the payment (its `movedBy` token). Either both change or neither (answer [0].meta.changes).
 */
export function transitionStatements(
  db: D1Database,
  row: Pick<BookingPaymentRow, 'booking_id' | 'version'>,
  next: Payment,
  op: { orderId: string; transactionId: string; gatewayCode: string; settlesBy?: string | null; status?: 'succeeded' | 'failed' } | null,
  movedBy = newMoveToken(),
): D1PreparedStatement[] {
  // With an operation: only while it is still pending (a second answer to it changes nothing).
  const guard = op ? "AND EXISTS (SELECT 1 FROM payment_operations WHERE order_id = ?10 AND transaction_id = ?11 AND status = 'pending')" : '';
  const statements = [
    db
      .prepare(MOVE_SQL(guard))
      .bind(row.booking_id, row.version, next.state, next.held, next.captured, next.released, next.refunded, next.refunding, movedBy, ...(op ? [op.orderId, op.transactionId] : [])),
  ];
  if (op) {
    statements.push(
      db
        .prepare(
          `UPDATE payment_operations SET status = ?6, gateway_code = ?3, answered_at = ${NOW}, settles_by = ?4, attempts = attempts + 1
           WHERE order_id = ?1 AND transaction_id = ?2 AND status = 'pending' AND ${movedBySql('?1', '?5')}`,
        )
        .bind(op.orderId, op.transactionId, op.gatewayCode, op.settlesBy ?? null, movedBy, op.status ?? 'succeeded'),
    );
  }
  return statements;
}

/** Marks a settled refund (the bank paid it back), with the payment's transition, in one batch. */
export function refundSettledStatements(db: D1Database, row: Pick<BookingPaymentRow, 'booking_id' | 'version'>, next: Payment, orderId: string, transactionId: string): D1PreparedStatement[] {
  const movedBy = newMoveToken();
  return [
    db
      .prepare(
        `UPDATE booking_payments SET state = ?3, refunded_minor = ?4, refunding_minor = ?5, version = version + 1, moved_by = ?8, updated_at = ${NOW}
         WHERE booking_id = ?1 AND version = ?2
           AND EXISTS (SELECT 1 FROM payment_operations WHERE order_id = ?6 AND transaction_id = ?7 AND operation = 'REFUND' AND status = 'succeeded' AND settled_at IS NULL)`,
      )
      .bind(row.booking_id, row.version, next.state, next.refunded, next.refunding, orderId, transactionId, movedBy),
    db
      .prepare(`UPDATE payment_operations SET settled_at = ${NOW} WHERE order_id = ?1 AND transaction_id = ?2 AND settled_at IS NULL AND ${movedBySql('?1', '?3')}`)
      .bind(orderId, transactionId, movedBy),
  ];
}

/** The operations of an order that no booking holds (money taken for a booking whose batch did not write it). */
export function unbookedOperations(db: D1Database, orderId: string) {
  return db.prepare('SELECT * FROM payment_operations WHERE order_id = ?1 AND booking_id IS NULL ORDER BY created_at, rowid').bind(orderId).all<OperationRow>();
}

/** SQL: the money of the order bound at `param` was given back as no booking's (unbooked-money.ts). */
export const givenBackSql = (param: string): string => `EXISTS (SELECT 1 FROM payment_operations g WHERE g.order_id = ${param} AND g.purpose = 'orphan_release')`;

/** Whether the money of an order no booking holds was given back (unbooked-money.ts). */
export async function givenBack(db: D1Database, orderId: string): Promise<boolean> {
  return (await db.prepare(`SELECT ${givenBackSql('?1')} AS given`).bind(orderId).first<{ given: number }>())?.given === 1;
}

/** Scheduled holds whose time has come, of bookings still confirmed. */
export function dueHolds(db: D1Database, nowIso: string, limit: number) {
  return db
    .prepare(
      `SELECT p.booking_id FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
       WHERE p.state = 'scheduled' AND p.hold_due_at <= ?1 AND b.status = 'confirmed' ORDER BY p.hold_due_at LIMIT ?2`,
    )
    .bind(nowIso, limit)
    .all<{ booking_id: number }>();
}

/**
 * Holds left on bookings that are no longer open (completed without staff confirming the meal, or a step that
 * failed), with no operation pending: what the cron gives back.
 */
export function leftHolds(db: D1Database, limit: number) {
  return db
    .prepare(
      `SELECT p.booking_id FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
       WHERE p.state IN ('scheduled', 'held') AND b.status <> 'confirmed'
         AND NOT EXISTS (SELECT 1 FROM payment_operations o WHERE o.order_id = p.order_id AND o.status = 'pending') LIMIT ?1`,
    )
    .bind(limit)
    .all<{ booking_id: number }>();
}

/** Refunds under way whose settlement date has come. */
export function refundsDue(db: D1Database, nowIso: string, limit: number) {
  return db
    .prepare(`SELECT * FROM payment_operations WHERE operation = 'REFUND' AND status = 'succeeded' AND settled_at IS NULL AND booking_id IS NOT NULL AND settles_by <= ?1 LIMIT ?2`)
    .bind(nowIso, limit)
    .all<OperationRow>();
}

const IDS = 'SELECT value FROM json_each(?1)';

/** Two statements for a batch (read by bookingPaymentsOf in booking-payment-view.ts): the payments of `bookingIds` and their orders' operations, oldest first. */
export function bookingPaymentsStatements(db: D1Database, bookingIds: number[]): D1PreparedStatement[] {
  const ids = JSON.stringify(bookingIds);
  return [
    db
      .prepare(
        `SELECT p.booking_id, coalesce(b.time_zone, r.time_zone) AS time_zone, p.kind, p.state, p.currency, p.amount_minor, p.held_minor, p.captured_minor,
           p.released_minor, p.refunded_minor, p.refunding_minor, p.hold_due_at, p.card_brand, p.card_last4, p.created_at
         FROM booking_payments p JOIN bookings b ON b.id = p.booking_id JOIN restaurants r ON r.id = b.restaurant_id WHERE p.booking_id IN (${IDS})`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT p.booking_id, o.operation, o.purpose, o.status, o.amount_minor, o.created_at, o.answered_at, o.settles_by, o.settled_at
         FROM payment_operations o JOIN booking_payments p ON p.order_id = o.order_id WHERE p.booking_id IN (${IDS}) ORDER BY o.created_at, o.rowid`,
      )
      .bind(ids),
  ];
}

/** A booking's payment as the provider records it, amounts and card included (what the local sandbox shows a test). */
export const recordedPayment = (db: D1Database, bookingId: number) =>
  db
    .prepare(
      `SELECT kind, state, card_id, card_last4, amount_minor, held_minor, captured_minor, released_minor, refunded_minor, refunding_minor
       FROM booking_payments WHERE booking_id = ?1`,
    )
    .bind(bookingId)
    .first();
