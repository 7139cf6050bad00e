import { z } from 'zod';
import { appReturnPath } from './bank-cards';
import { bookingOrderSchema } from './staff';

/** A gateway session id as the gateway writes it. */
const gatewaySessionId = z.string().regex(/^[0-9A-Za-z_-]{8,64}$/);

/**
 * POST /public/books/{id}/orders/{order_id}/pay?reservation_code= with an Idempotency-Key: pays the bill with one of
 * the signed-in member's saved cards, or with the card typed in a hosted session opened for this bill.
 */
export const billPaySchema = z.union([
  z.object({ bank_card_id: z.number({ error: 'cardNotFound' }).int().positive({ error: 'cardNotFound' }) }).strict(),
  z.object({ session_id: gatewaySessionId }).strict(),
]);
export type BillPay = z.infer<typeof billPaySchema>;

/** POST /public/books/{id}/orders/{order_id}/card_session?reservation_code=: a hosted card session to pay the bill with a new card. */
export const billCardSessionCreateSchema = z.object({ return_path: appReturnPath }).strict();

/** Where the payer types the new card (the gateway's hosted-fields script), as for adding a card. */
export const billCardSessionSchema = z.object({
  session_id: gatewaySessionId,
  js_url: z.string(),
  expires_at: z.string(),
});
export type BillCardSession = z.infer<typeof billCardSessionSchema>;

/** A bill as its payment answers it: paid, with the card it was paid with (brand and last four digits). */
export const paidBillSchema = z.object({
  order: bookingOrderSchema.extend({ card_brand: z.string().nullable(), card_last4: z.string().nullable(), paid_at: z.string().nullable() }),
});
export type PaidBill = z.infer<typeof paidBillSchema>;

/**
 * Query parameters the payer comes back to the manage screen with: the 3-D Secure challenge of the card typed in the
 * hosted fields comes back with the session, its bill and `authenticated`, to pay.
 */
export const BILL_RETURN_PARAMS = { session: 'bill_session', order: 'bill_order', authenticated: 'bill_3ds' } as const;
