import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATES } from '#domain/payment-state.ts';
import { BOOKING_STATUSES } from './booking';

/**
 * The restaurant staff area's calls (issue 14, spec §6: staff mark no-shows). Staff sign in with their own
 * account and session (X-Staff-Token), never a diner's, and see only their restaurant's bookings.
 */

/** A staff session lasts a working day. */
export const STAFF_SESSION_HOURS = 12;

/** POST /staff/auth/sign_in */
export const staffSignInSchema = z
  .object({
    email: z.string({ error: 'emailInvalid' }).trim().max(254, { error: 'emailInvalid' }).pipe(z.email({ error: 'emailInvalid' })),
    password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200, { error: 'passwordRequired' }),
  })
  .strict();

export const staffSessionSchema = z.object({
  token: z.string(),
  expires_at: z.iso.datetime(),
  staff: z.object({ name: z.string(), restaurant: z.object({ id: z.number().int().positive(), name: z.string() }) }),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /staff/bookings?date=YYYY-MM-DD: the restaurant's bookings of that local day (today when left out). */
export const staffBookingsQuerySchema = z.object({ date: z.iso.date({ error: 'bookingDateInvalid' }).optional() });

export const APPEAL_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export const noShowAppealSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(APPEAL_STATUSES),
  reason: z.string(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type NoShowAppeal = z.infer<typeof noShowAppealSchema>;

/** An order of a booking (a bill), as the manage screen's Check Bill and the staff area list it. */
export const bookingOrderSchema = z.object({
  id: z.number().int().positive(),
  amount_cents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(['open', 'paid']),
});
export type BookingOrder = z.infer<typeof bookingOrderSchema>;

/** The largest bill staff may open, in minor units (a million in a two-decimal currency). */
export const MAX_BILL_MINOR = 100_000_000;

/** POST /staff/bookings/{id}/orders with an Idempotency-Key: staff open a bill of the booking, in the restaurant's currency. */
export const staffBillCreateSchema = z
  .object({
    amount_minor: z
      .number({ error: 'billAmountInvalid' })
      .int({ error: 'billAmountInvalid' })
      .min(1, { error: 'billAmountInvalid' })
      .max(MAX_BILL_MINOR, { error: 'billAmountInvalid' }),
  })
  .strict();
export const billKeyField = z.string({ error: 'idempotencyKeyRequired' }).regex(/^[\x21-\x7e]{8,255}$/, { error: 'idempotencyKeyRequired' });

export const staffBookingSchema = z.object({
  id: z.number().int().positive(),
  reservation_code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  reservation_date: z.string(),
  formated_time: z.string(),
  reservation_at: z.string(),
  reservation_seats: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  special_requests: z.string(),
  can_confirm_meal: z.boolean(),
  can_mark_no_show: z.boolean(),
  /** Once the guests have arrived (the reserved time has come) and until the booking is cancelled or a no-show. */
  can_open_bill: z.boolean(),
  orders: z.array(bookingOrderSchema),
  appeal: noShowAppealSchema.nullable(),
  /** The booking's card guarantee or prepayment as it stands, in minor units of `currency`; null when it has none. */
  payment: z
    .object({
      kind: z.enum(PAYMENT_KINDS),
      state: z.enum(PAYMENT_STATES),
      currency: z.string(),
      amount_minor: z.number().int().nonnegative(),
      held_minor: z.number().int().nonnegative(),
      captured_minor: z.number().int().nonnegative(),
      refunded_minor: z.number().int().nonnegative(),
      refunding_minor: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;
export const staffBookingsSchema = z.object({
  restaurant: z.object({ id: z.number().int().positive(), name: z.string(), currency: z.string() }),
  date: z.iso.date(),
  time_zone: z.string(),
  bookings: z.array(staffBookingSchema),
});

/** POST /public/books/{id}/no_show_appeal?reservation_code=…: the diner says why the no-show was not theirs. */
export const noShowAppealCreateSchema = z
  .object({ reason: z.string({ error: 'appealReasonRequired' }).trim().min(1, { error: 'appealReasonRequired' }).max(1000, { error: 'appealReasonTooLong' }) })
  .strict();

/** POST /staff/appeals/{id}/decision: approve (the booking is confirmed again) or reject with a reason the diner reads. */
export const appealDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'appealDecisionInvalid' }),
    reason: z.string().trim().max(1000, { error: 'appealReasonTooLong' }).optional(),
  })
  .strict()
  .refine((d) => d.decision === 'approve' || (d.reason ?? '').length > 0, { error: 'appealRejectReasonRequired', path: ['reason'] });
