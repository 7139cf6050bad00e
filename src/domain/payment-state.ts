/**
 * Money (spec §1, §2 Check Bill, §4 Pre-authorization and Refund; issue 14): the one state machine every money
 * movement goes through. A restaurant's policy asks for a card guarantee (a hold on the diner's card, captured when
 * the meal is confirmed, released when the booking is cancelled in time) or a prepayment (held and captured at
 * booking, refunded when cancelled). A no-show or a late cancel keeps the fee; an approved appeal refunds it.
 * A bill is paid by attempts, each a payment of kind 'bill': authorized for exactly the bill, then captured in full;
 * a refused authorization fails the attempt, a refused capture releases it, and the bill is paid when one is captured.
 * Amounts are integer minor units of one currency.
 */
export const PAYMENT_KINDS = ['guarantee', 'prepay'] as const;
/** The kinds a restaurant's payment policy asks of a booking. */
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * scheduled: the booking is further ahead than an authorization lasts; the card was verified and the hold is
 * placed by the cron before the meal. failed: that later hold was refused.
 */
export const PAYMENT_STATES = ['scheduled', 'held', 'captured', 'released', 'refund_processing', 'refunded', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface Payment {
  state: PaymentState;
  /** What the policy guarantees or charges for the booking: the most ever held. */
  amount: number;
  held: number;
  captured: number;
  /** What a release gave back of the hold (voided, or left over after a partial capture). */
  released: number;
  /** Refunds the bank has settled. */
  refunded: number;
  /** Refunds under way (processing: up to 2 business days). */
  refunding: number;
}

export type PaymentEvent =
  | { type: 'hold_placed' }
  | { type: 'hold_failed' }
  /** Takes `amount` of the hold (all of it for a meal or a prepayment, the fee for a no-show); the rest is released. */
  | { type: 'captured'; amount: number }
  | { type: 'released' }
  | { type: 'refund_started'; amount: number }
  | { type: 'refund_settled'; amount: number };

export type Transition = { ok: true; payment: Payment } | { ok: false; reason: string };

/** A payment as the booking starts it: nothing held yet. */
export function newPayment(amount: number): Payment {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a payment's amount is a positive integer, not ${amount}`);
  return { state: 'scheduled', amount, held: 0, captured: 0, released: 0, refunded: 0, refunding: 0 };
}

const refused = (reason: string): Transition => ({ ok: false, reason });
const validAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/** What is left to refund of what was captured. */
export const refundable = (p: Payment) => p.captured - p.refunded - p.refunding;

/** The payment after `event`, or why the event cannot happen in its state. Illegal transitions change nothing. */
export function applyPaymentEvent(p: Payment, event: PaymentEvent): Transition {
  switch (event.type) {
    case 'hold_placed':
      if (p.state !== 'scheduled') return refused(`a hold is placed only on a scheduled payment, not a ${p.state} one`);
      return { ok: true, payment: { ...p, state: 'held', held: p.amount } };
    case 'hold_failed':
      if (p.state !== 'scheduled') return refused(`only a scheduled hold can fail, not a ${p.state} one`);
      return { ok: true, payment: { ...p, state: 'failed' } };
    case 'captured':
      if (p.state !== 'held') return refused(`only a held payment is captured, not a ${p.state} one`);
      if (!validAmount(event.amount) || event.amount > p.held) return refused(`a capture of ${event.amount} is not within the hold of ${p.held}`);
      return { ok: true, payment: { ...p, state: 'captured', captured: event.amount, released: p.held - event.amount, held: 0 } };
    case 'released':
      if (p.state !== 'held' && p.state !== 'scheduled') return refused(`only a held or scheduled payment is released, not a ${p.state} one`);
      return { ok: true, payment: { ...p, state: 'released', released: p.held, held: 0 } };
    case 'refund_started':
      if (!['captured', 'refund_processing', 'refunded'].includes(p.state)) return refused(`nothing was captured to refund in a ${p.state} payment`);
      if (!validAmount(event.amount) || event.amount > refundable(p)) return refused(`a refund of ${event.amount} exceeds the ${refundable(p)} left of what was captured`);
      return { ok: true, payment: { ...p, state: 'refund_processing', refunding: p.refunding + event.amount } };
    case 'refund_settled': {
      if (p.state !== 'refund_processing') return refused(`no refund is processing in a ${p.state} payment`);
      if (!validAmount(event.amount) || event.amount > p.refunding) return refused(`a settled refund of ${event.amount} exceeds the ${p.refunding} processing`);
      const refunding = p.refunding - event.amount;
      return { ok: true, payment: { ...p, state: refunding === 0 ? 'refunded' : 'refund_processing', refunding, refunded: p.refunded + event.amount } };
    }
  }
}

/** The gateway operations that move a payment (VERIFY, a card check, moves none). */
export type MoneyOperation = 'AUTHORIZE' | 'CAPTURE' | 'VOID' | 'REFUND';

/**
 * The event the gateway's final answer to an operation makes (an authorization approved places the hold, refused
 * fails it; a capture, void or refund approved moves the money); null: a refused capture, void or refund moves nothing.
 */
export function paymentEventOfAnswer(operation: MoneyOperation, approved: boolean, amount: number): PaymentEvent | null {
  if (operation === 'AUTHORIZE') return approved ? { type: 'hold_placed' } : { type: 'hold_failed' };
  if (!approved) return null;
  if (operation === 'CAPTURE') return { type: 'captured', amount };
  if (operation === 'VOID') return { type: 'released' };
  return { type: 'refund_started', amount };
}

/** The no-show fee of a payment (spec §9: a share of the booking's total price), in minor units, rounded down. */
export const noShowFee = (amount: number, percent: number) => Math.floor((amount * percent) / 100);
