import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATES } from '#domain/payment-state.ts';

/** A restaurant's card policy (spec §9: it varies by restaurant): a guarantee held on the card, or a prepayment, per guest. */
export const paymentPolicySchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  amount_per_guest_minor: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type PaymentPolicy = z.infer<typeof paymentPolicySchema>;

/**
 * What happened to a booking's money, in order: the hold scheduled (the booking is further ahead than an
 * authorization lasts), held, paid (captured), the no-show or late-cancel fee charged, released, a refund started
 * (processing) and settled (refunded), or the scheduled hold refused.
 */
export const PAYMENT_TIMELINE_EVENTS = ['hold_scheduled', 'held', 'paid', 'fee_charged', 'released', 'refund_processing', 'refunded', 'hold_failed'] as const;
export type PaymentTimelineEvent = (typeof PAYMENT_TIMELINE_EVENTS)[number];

/** A booking's payment as its diner sees it (spec §3 Refund / payment info), amounts in minor units of `currency`. */
export const bookingPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  state: z.enum(PAYMENT_STATES),
  currency: z.string(),
  /** What the policy guarantees or charges for this booking. */
  amount_minor: z.number().int().positive(),
  /** On the card now, not taken. */
  held_minor: z.number().int().nonnegative(),
  /** Taken from the card (the amount paid). */
  paid_minor: z.number().int().nonnegative(),
  /** Given back of a hold (the amount released). */
  released_minor: z.number().int().nonnegative(),
  /** Refunds settled (the amount reimbursed). */
  refunded_minor: z.number().int().nonnegative(),
  /** Refunds under way (the refund amount while it processes). */
  refund_processing_minor: z.number().int().nonnegative(),
  /** When the refund under way is due at the latest (2 business days), or null. */
  refund_expected_by: z.iso.datetime().nullable(),
  /** When a scheduled hold will be placed, or null. */
  hold_due_at: z.iso.datetime().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  timeline: z.array(z.object({ event: z.enum(PAYMENT_TIMELINE_EVENTS), amount_minor: z.number().int().nonnegative(), at: z.iso.datetime() })),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;
