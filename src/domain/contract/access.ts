import { z } from 'zod';
import { ACCESS_METHODS } from '#domain/program-access.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { codeField, countryCodeField, mobileField } from './account';

/**
 * What every call that passes a program's access check answers (spec §7: `POST /public/members/authenticate`,
 * `verify_and_auto_assign`, the card and bank verifications, partner logins): the grant's token
 * (`private_token`, kept by the edge in the diner's HttpOnly session), its method, end and the evidence a
 * partner may see.
 */
export const accessGrantAnswerSchema = z.object({
  verify: z.literal(true),
  private_token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  program: z.string(),
  method: z.enum(ACCESS_METHODS),
  expires_at: z.string(),
  evidence: z.record(z.string(), z.string()),
});
export type AccessGrantAnswer = z.infer<typeof accessGrantAnswerSchema>;

/** POST /public/members/authenticate {code, project}: an access code or password. */
export const accessCodeSchema = z.object({
  project: z.string().max(64),
  code: z.string().trim().min(1, { error: 'accessCodeInvalid' }).max(64, { error: 'accessCodeInvalid' }).regex(/^[\x21-\x7e]+$/, { error: 'accessCodeInvalid' }),
});

/** GET /public/access_codes/wide_valid: whether a code or password is valid for the program, without using it. */
export const wideValidSchema = z.object({ valid: z.boolean() });

/** GET /public/projects/{program}/whitelists/{mobile}. */
export const whitelistAnswerSchema = z.object({ listed: z.boolean() });

/** POST /public/projects/{program}/whitelists/{mobile}/tokens: send a code to a listed mobile. */
export const whitelistCodeSendSchema = z.object({ token_sender: z.enum(['sms', 'voice']).default('sms') });

/** POST /public/projects/{program}/vouchers/verify_and_auto_assign: a listed mobile proven by its code. */
export const whitelistVerifySchema = z.object({
  region_id: z.number().int().positive().nullable().default(null),
  country_code: countryCodeField,
  mobile: mobileField,
  code: codeField,
});

/**
 * POST /ops/programs/{program}/access (operator API): adds or updates access codes (single-use with
 * max_redemptions 1, program-wide with none) and whitelisted mobiles. Codes are hashed on arrival.
 */
export const opsAccessSchema = z
  .object({
    codes: z
      .array(
        z.object({
          code: z.string().regex(/^[\x21-\x7e]{4,64}$/),
          kind: z.enum(['code', 'password']).default('code'),
          max_redemptions: z.number().int().positive().nullable().default(null),
          expires_at: z.iso.datetime().nullable().default(null),
        }),
      )
      .max(1000)
      .default([]),
    whitelist: z.array(z.object({ country_code: countryCodeField, mobile: mobileField })).max(10000).default([]),
  })
  .strict();
export type OpsAccess = z.infer<typeof opsAccessSchema>;

const cardNumberField = z.string({ error: 'cardNumberInvalid' }).max(40, { error: 'cardNumberInvalid' });
/**
 * A card issuer partner's link names the card by its BIN (spec §7 `cbin`), vouched for by the issuer: a compact JWS
 * it signed (readVouchedBin). A bare BIN is anybody's to type and is refused here.
 */
const cbinField = z.string({ error: 'cardLinkInvalid' }).max(2048, { error: 'cardLinkInvalid' }).regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, { error: 'cardLinkInvalid' });
const cardAnswer = z.union([z.object({ card_number: cardNumberField }).strict(), z.object({ cbin: cbinField }).strict()], { error: 'cardNumberInvalid' });

const programField = z.string().regex(PROGRAM_SLUG, { error: 'badRequest' });

/**
 * POST /api/access (the app's edge): the diner's answer to the Verify popup, /auth, or a partner's
 * arrival parameters. The edge asks the provider, keeps the grant in the program session and answers only
 * what the page may show (method, end, evidence).
 */
export const accessRequestSchema = z.discriminatedUnion('method', [
  z.object({ program: programField, method: z.literal('access_code'), code: accessCodeSchema.shape.code }),
  z.object({
    program: programField,
    method: z.literal('mobile_whitelist'),
    country_code: countryCodeField,
    mobile: mobileField,
    code: codeField,
    region_id: z.number().int().positive().nullable().default(null),
  }),
  z.object({ program: programField, method: z.literal('card_bin'), card_number: cardNumberField.optional(), cbin: cbinField.optional() }),
  z.object({ program: programField, method: z.literal('unionpay'), token: z.string().regex(/^[A-Za-z0-9._~+/=-]{8,512}$/, { error: 'partnerLoginInvalid' }) }),
  z.object({ program: programField, method: z.literal('amex'), code: z.string().regex(/^[A-Za-z0-9-]{4,64}$/, { error: 'partnerLoginInvalid' }) }),
]);
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** POST /api/access/whitelist-code: a code to a listed mobile. */
export const whitelistCodeRequestSchema = z.object({
  program: programField,
  country_code: countryCodeField,
  mobile: mobileField,
  token_sender: z.enum(['sms', 'voice']).default('sms'),
});

/** What /api/access answers the page: never the token. */
export const accessViewSchema = z.object({ method: z.enum(ACCESS_METHODS), expires_at: z.string(), evidence: z.record(z.string(), z.string()) });
export type AccessView = z.infer<typeof accessViewSchema>;

/** POST /public/projects/{program}/card_verifications: a card number (or a partner's `cbin`) whose BIN the card issuer checks. */
export const cardVerificationSchema = cardAnswer;

/** POST /public/projects/{program}/partner_logins: a partner's login handed over on arrival (spec §3 token, amex_code). */
export const partnerLoginSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unionpay'), token: z.string().regex(/^[A-Za-z0-9._~+/=-]{8,512}$/, { error: 'partnerLoginInvalid' }) }),
  z.object({ kind: z.literal('amex'), code: z.string().regex(/^[A-Za-z0-9-]{4,64}$/, { error: 'partnerLoginInvalid' }) }),
]);

/** The bank login's return address and state (start), and the code it came back with (finish). */
export const bankStartSchema = z.object({ redirect_uri: z.url().max(2048), state: z.string().regex(/^[A-Za-z0-9_.-]{16,200}$/) });
export const bankStartAnswerSchema = z.object({ authorize_url: z.string() });
export const bankFinishSchema = z.object({ code: z.string().regex(/^[\x21-\x7e]{8,512}$/, { error: 'badRequest' }), redirect_uri: z.url().max(2048) });
