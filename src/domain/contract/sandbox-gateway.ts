import { z } from 'zod';
import { HOSTED_CARD_FIELDS } from '#domain/hosted-session-answers.ts';

const gatewayId = z.string().regex(/^[0-9A-Za-z_-]{8,64}$/);
/** An order or transaction id as the merchant names it (MPGS allows 1 to 40 characters: a bill's order is bill-<id>). */
const transactionRef = z.string().regex(/^[0-9A-Za-z_-]{1,40}$/);
const short = z.string().max(64);

/** GET /sandbox/gateway/field: one hosted card field of a session, named by the label the merchant's page gave it. */
export const sandboxFieldPageSchema = z.object({
  session_id: gatewayId,
  role: z.enum(HOSTED_CARD_FIELDS),
  label: z.string().trim().min(1).max(80),
  lang: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/).default('en'),
});
/** POST /sandbox/gateway/field-validity: a field's value as typed, checked and forgotten (onValidityChange). */
export const sandboxFieldValiditySchema = z.object({ role: z.enum(HOSTED_CARD_FIELDS), value: short }).strict();
/** POST /sandbox/gateway/form-session-update: the card fields as typed, into the session (updateSessionFromForm). */
export const sandboxFormSessionUpdateSchema = z
  .object({ session_id: gatewayId, number: short, expiry_month: short, expiry_year: short, security_code: short })
  .strict();
/** GET /sandbox/gateway/challenge: the 3-D Secure challenge of a transaction. */
export const sandboxChallengePageSchema = z.object({ order_id: transactionRef, transaction_id: transactionRef });
/** POST /sandbox/gateway/challenge: the outcome the tester picked. */
export const sandboxChallengeSchema = z
  .object({ order_id: transactionRef, transaction_id: transactionRef, result: z.enum(['authenticated', 'failed', 'unavailable']) })
  .strict();

/** POST /sandbox/gateway/sessions/{session_id}/expire (local development only): ends a card session now. */
export const sandboxSessionRefSchema = z.object({ session_id: gatewayId }).strict();
