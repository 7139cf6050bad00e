import { z } from 'zod';
import { appReturnPath } from './bank-cards';

const gatewayId = z.string().regex(/^[0-9A-Za-z_-]{8,64}$/);
/** An order or transaction id as the merchant names it (MPGS allows 1 to 40 characters: a bill's order is bill-<id>). */
const transactionRef = z.string().regex(/^[0-9A-Za-z_-]{1,40}$/);
const short = z.string().max(64);

/** GET /sandbox/gateway/card: the hosted card page of a session. */
export const sandboxCardPageSchema = z.object({ session_id: gatewayId, return_path: appReturnPath, cancel_path: appReturnPath.optional() });
/** POST /sandbox/gateway/card: the card fields as typed (checked by the page's handler, with spec §8's messages). */
export const sandboxCardEntrySchema = z
  .object({ session_id: gatewayId, return_path: appReturnPath, cancel_path: appReturnPath.optional(), number: short, expiry_month: short, expiry_year: short, security_code: short })
  .strict();
/** GET /sandbox/gateway/challenge: the 3-D Secure challenge of a transaction. */
export const sandboxChallengePageSchema = z.object({ order_id: transactionRef, transaction_id: transactionRef });
/** POST /sandbox/gateway/challenge: the outcome the tester picked. */
export const sandboxChallengeSchema = z
  .object({ order_id: transactionRef, transaction_id: transactionRef, result: z.enum(['authenticated', 'failed', 'unavailable']) })
  .strict();
