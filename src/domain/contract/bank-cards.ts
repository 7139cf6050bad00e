import { z } from 'zod';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';

/** A gateway session or order id as the gateway and the provider write them. */
const gatewayId = z.string().regex(/^[0-9A-Za-z_-]{8,64}$/);
/** A path on the app (the page the card form is on): one leading slash, never another site. */
export const appReturnPath = z.string().max(512).regex(/^\/(?![/\\])[^\s]*$/);

/** A saved card as its member sees it (spec §3): brand, last four digits and expiry; never the number or token. */
export const bankCardSchema = z.object({
  id: z.number().int().positive(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
  is_default: z.boolean(),
  /** The card program it may be used in alone (a card-verified program's card, spec §1); null: any program. */
  only_program: z.string().nullable(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardListSchema = z.object({ bank_cards: z.array(bankCardSchema) });

/** GET /public/mpgs/js_urls?source=&return_path=: a new hosted card session for the member. */
export const cardSessionQuerySchema = z.object({ source: z.string().regex(PROGRAM_SLUG), return_path: appReturnPath });
/**
 * Where the payer enters the card: the gateway's Hosted Session script (MPGS session.js, or the sandbox's emulation
 * of it), which the app's card form loads; the card number goes to its fields and nowhere else.
 */
export const cardSessionSchema = z.object({
  session_id: gatewayId,
  order_id: gatewayId,
  js_url: z.string(),
  expires_at: z.string(),
});
export type CardSession = z.infer<typeof cardSessionSchema>;

/** The browser details 3-D Secure 2 sends the issuer. */
export const payerDeviceSchema = z
  .object({
    browser: z.string().min(1).max(256),
    accept_headers: z.string().max(256).default('text/html'),
    language: z.string().min(1).max(16),
    color_depth: z.number().int().min(1).max(48),
    screen_height: z.number().int().min(1).max(20_000),
    screen_width: z.number().int().min(1).max(20_000),
    time_zone_offset_minutes: z.number().int().min(-840).max(840),
    java_enabled: z.boolean().default(false),
  })
  .strict();

/** POST /public/mpgs/three_ds_authentication (spec §7): the session's card through 3-D Secure, back to auth_back_url. */
export const threeDsAuthenticationSchema = z
  .object({ session_id: gatewayId, auth_back_url: z.string().url().max(1024), device: payerDeviceSchema })
  .strict();
export const threeDsAnswerSchema = z.object({ redirect_html: z.string() });

/** POST /member/bank_cards (spec §3 Bank card record): saves the session's authenticated card. No card data here. */
export const bankCardCreateSchema = z
  .object({
    session_id: gatewayId,
    order_id: gatewayId,
    source: z.string().regex(PROGRAM_SLUG),
    handle: z.string().max(64).optional(),
    channel: z.literal('mpgs'),
  })
  .strict();
