import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATES } from '#domain/payment-state.ts';

/**
 * POST /sandbox/bookings/{id}/reserved_at {at} (local development only): moves a booking's reserved time, the one state
 * no product call reaches (nothing books in the past), so a test can let a booking's time come and staff settle it.
 */
export const sandboxReservedAtSchema = z.object({ at: z.iso.datetime() }).strict();
/** Its answer: the booking's reserved time now, and its restaurant-local day (the staff area's Day). */
export const sandboxReservedAtAnswerSchema = z.object({ reservation_at: z.iso.datetime(), date: z.iso.date() });

/** GET /sandbox/bookings/{id}/payment (local development only): the booking's payment as the provider records it, or null. */
export const sandboxBookingPaymentSchema = z.object({
  payment: z
    .object({
      kind: z.enum(PAYMENT_KINDS),
      state: z.enum(PAYMENT_STATES),
      card_id: z.number().int().nullable(),
      card_last4: z.string(),
      amount_minor: z.number().int(),
      held_minor: z.number().int(),
      captured_minor: z.number().int(),
      released_minor: z.number().int(),
      refunded_minor: z.number().int(),
      refunding_minor: z.number().int(),
    })
    .nullable(),
});
export type SandboxBookingPayment = NonNullable<z.infer<typeof sandboxBookingPaymentSchema>['payment']>;
