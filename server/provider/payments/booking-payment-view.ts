import type { D1Result } from '@cloudflare/workers-types/index';
import { addBusinessDays } from '#domain/business-days.ts';
import { bookingPaymentSchema, type BookingPayment, type PaymentTimelineEvent } from '#domain/contract/booking-payment.ts';
import { REFUND_BUSINESS_DAYS } from '#domain/hold-schedule.ts';
import type { BookingPaymentRow } from './booking-payments-db';
import type { OperationRow } from './payment-operations-db';

/**
 * A booking's payment as its diner reads it (spec §3 Refund / payment info): the booking_payments row's amounts and
 * the timeline of its order's gateway operations. Only the booking's own order: a bill paid at the table is not it.
 */

/** The payment row as the view reads it (its gateway order, token and version are not the diner's), with when it was taken. */
export type PaymentViewRow = Omit<BookingPaymentRow, 'order_id' | 'gateway_token' | 'version' | 'refunds_asked_minor' | 'hold_asked' | 'no_show_fee_percent'> & { created_at: string };

export type PaymentViewOperation = Pick<OperationRow, 'operation' | 'purpose' | 'status' | 'amount_minor' | 'created_at' | 'answered_at' | 'settles_by' | 'settled_at'> & {
  booking_id: number;
};

type Entry = BookingPayment['timeline'][number];
const iso = (at: string) => new Date(at).toISOString();
const entry = (event: PaymentTimelineEvent, amount: number, at: string): Entry => ({ event, amount_minor: amount, at: iso(at) });

/** What each operation adds to the timeline: succeeded ones, the refused scheduled hold, and refunds asked but not yet answered. */
function eventsOf(row: PaymentViewRow, op: PaymentViewOperation, heldAmount: number): Entry[] {
  const at = op.answered_at ?? op.created_at;
  if (op.operation === 'REFUND' && op.status === 'pending') return [entry('refund_processing', op.amount_minor, op.created_at)];
  if (op.operation === 'AUTHORIZE' && op.status === 'failed' && row.state === 'failed') return [entry('hold_failed', op.amount_minor, at)];
  if (op.status !== 'succeeded') return [];
  switch (op.operation) {
    case 'AUTHORIZE':
      return [entry('held', op.amount_minor, at)];
    case 'CAPTURE':
      if (op.purpose !== 'fee') return [entry('paid', op.amount_minor, at)];
      // A fee taken of a hold gives the rest of it back in the same step.
      return heldAmount > op.amount_minor ? [entry('fee_charged', op.amount_minor, at), entry('released', heldAmount - op.amount_minor, at)] : [entry('fee_charged', op.amount_minor, at)];
    case 'VOID':
      return [entry('released', op.amount_minor, at)];
    case 'REFUND':
      return [entry('refund_processing', op.amount_minor, at), ...(op.settled_at ? [entry('refunded', op.amount_minor, op.settled_at)] : [])];
    default:
      return [];
  }
}

/** When the refunds under way are due at the latest: their settlement dates, or for one not yet answered, 2 business days from its asking. */
function refundExpectedBy(row: PaymentViewRow, ops: PaymentViewOperation[]): string | null {
  const due = ops
    .filter((op) => op.operation === 'REFUND' && !op.settled_at && (op.status === 'pending' || op.status === 'succeeded'))
    .map((op) => (op.status === 'succeeded' && op.settles_by ? new Date(op.settles_by) : addBusinessDays(new Date(op.created_at), REFUND_BUSINESS_DAYS, row.time_zone)).getTime());
  return due.length ? new Date(Math.max(...due)).toISOString() : null;
}

/** The diner's view of one booking's payment from its row and its order's operations (oldest first). */
export function bookingPaymentView(row: PaymentViewRow, ops: PaymentViewOperation[]): BookingPayment {
  const timeline: Entry[] = [];
  // A hold placed later by the cron (its authorization asked after the booking was written) was scheduled first.
  const heldAtBooking = ops.some((op) => op.operation === 'AUTHORIZE' && op.created_at <= row.created_at);
  if (row.kind === 'guarantee' && !heldAtBooking) timeline.push(entry('hold_scheduled', row.amount_minor, row.created_at));
  let heldAmount = 0;
  for (const op of ops) {
    if (op.operation === 'AUTHORIZE' && op.status === 'succeeded') heldAmount = op.amount_minor;
    timeline.push(...eventsOf(row, op, heldAmount));
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const pendingRefunds = ops.filter((op) => op.operation === 'REFUND' && op.status === 'pending').reduce((sum, op) => sum + op.amount_minor, 0);
  return bookingPaymentSchema.parse({
    kind: row.kind,
    state: row.state,
    currency: row.currency,
    amount_minor: row.amount_minor,
    held_minor: row.held_minor,
    paid_minor: row.captured_minor,
    released_minor: row.released_minor,
    refunded_minor: row.refunded_minor,
    refund_processing_minor: row.refunding_minor + pendingRefunds,
    refund_expected_by: refundExpectedBy(row, ops),
    hold_due_at: row.hold_due_at ? iso(row.hold_due_at) : null,
    card: { brand: row.card_brand, last4: row.card_last4 },
    timeline,
  });
}

/** The payments a bookingPaymentsStatements pair answered, by booking id (bookings without money are absent). */
export function bookingPaymentsOf(rows: D1Result | undefined, operations: D1Result | undefined): Map<number, BookingPayment> {
  const ops = (operations?.results ?? []) as PaymentViewOperation[];
  return new Map(
    ((rows?.results ?? []) as PaymentViewRow[]).map((row) => [row.booking_id, bookingPaymentView(row, ops.filter((op) => op.booking_id === row.booking_id))]),
  );
}
