import { z } from 'zod';
import { LOCALES } from '#domain/locales.ts';

/** How a program lets diners in (spec §3 Project config `authentication_method`, §6 roles). */
export const AUTHENTICATION_METHODS = ['open', 'membership', 'access_code', 'card_bin', 'bank', 'mobile_whitelist', 'unionpay', 'amex'] as const;
export const authenticationMethodSchema = z.enum(AUTHENTICATION_METHODS);
export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** GET /public/project_configs/{program}: project config, app info and profile fields of spec §3. */
export const programConfigSchema = z.object({
  project: z.string(),
  title: z.string(),
  languages: z.array(z.enum(LOCALES)).min(1),
  theme: z.enum(['default', 'newtheme']),
  accent_color: hexColor,
  authentication_method: authenticationMethodSchema,
  where_pop_up: z.enum(['before_authentication', 'on_program_start']).nullable(),
  /** Spec §5: when set, the access code input takes exactly this many digits. */
  access_code_length: z.number().int().min(4).max(16).nullable(),
  is_need_t_and_c_required: z.boolean(),
  t_and_c: z.string(),
  tc_consent_content: z.string(),
  is_need_group_booking: z.boolean(),
  is_need_hide_avg_price: z.boolean(),
  analytic_type: z.enum(['google_analytics']).nullable(),
  analytic_code: z.string().regex(/^[A-Z0-9-]{1,32}$/).nullable(),
  booking_form_url: z.string().nullable(),
  /** Origins allowed to frame the app for this program (CSP frame-ancestors). */
  frame_ancestors: z.array(z.string().url()),
  /** Origins the diner may be sent back to through `jumpUrl`. */
  return_origins: z.array(z.string().url()),
  status: z.enum(['active', 'expired']),
  /** An event program shows the leaderboard of its members' invites (spec §1). */
  invite_leaderboard: z.boolean(),
});
export type ProgramConfig = z.infer<typeof programConfigSchema>;

/** GET /public/project_configs/{program}/imgs */
export const programImagesSchema = z.array(z.object({ name: z.string(), img_url: z.string() }));
export type ProgramImages = z.infer<typeof programImagesSchema>;

/** GET /public/project_configs/{program}/verify_options */
export const verifyOptionsSchema = z.object({
  bank_card_verify: z.object({ is_need_bank_card_verify: z.boolean(), base_access_code: z.string().nullable() }),
  dbs_verify: z.object({ is_need_dbs_verify: z.boolean(), dbs_verify_url: z.string().nullable() }),
  mobile_verify: z.object({ is_need_mobile_verify: z.boolean() }),
});
export type VerifyOptions = z.infer<typeof verifyOptionsSchema>;

/** GET /public/project_configs/{program}/seo_info */
export const seoInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  og_image: z.string().nullable(),
});
export type SeoInfo = z.infer<typeof seoInfoSchema>;

/** Bank info lookup by program and handle (spec §7): what the bank says before its login (rich text) and after a failed one. */
export const bankInfoSchema = z.object({ desc: z.string(), error_msg: z.string() });
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** GET /public/access_codes/{program}: the access-code description, provider rich text. */
export const accessCodeInfoSchema = z.object({ desc: z.string() });

// A bare http(s) origin: no path, no wildcard (CSP frame-ancestors and jumpUrl checks compare origins).
const origin = z.string().max(2048).refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value && !url.hostname.includes('*');
    } catch {
      return false;
    }
  },
  { message: 'Must be a bare http(s) origin' },
);
const programText = z.object({
  title: z.string().trim().min(1).max(200),
  t_and_c: z.string().max(50000).default(''),
  tc_consent_content: z.string().max(2000).default(''),
  access_code_desc: z.string().max(20000).optional(),
  bank_desc: z.string().max(20000).optional(),
  bank_error_msg: z.string().max(2000).optional(),
  seo_title: z.string().max(200).optional(),
  seo_description: z.string().max(500).optional(),
  seo_keywords: z.string().max(500).optional(),
});

/**
 * PUT /ops/programs/{program} (provider operator API): creates or replaces a program. Texts are per
 * locale and must include en; `regions`, when given, replaces the program's regions in that order.
 */
export const programUpsertSchema = programConfigSchema
  .omit({ project: true, title: true, t_and_c: true, tc_consent_content: true, frame_ancestors: true, return_origins: true })
  .extend({
    frame_ancestors: z.array(origin).max(20),
    return_origins: z.array(origin).max(20),
    /** Origins the program's booking site runs on besides the provider's default (partner domains). */
    booking_site_origins: z.array(origin).max(20).default([]),
    booking_form_url: z.string().url().max(2048).nullable(),
    access_code_length: z.number().int().min(4).max(16).nullable().default(null),
    invite_leaderboard: z.boolean().default(false),
    /** How many vouchers one booking may redeem (spec §1: configured, never shown). */
    max_vouchers_per_booking: z.number().int().min(1).max(10).default(1),
    texts: z.partialRecord(z.enum(LOCALES), programText).refine((texts) => texts.en !== undefined, { message: 'texts.en is required' }),
    regions: z
      .array(z.object({ id: z.number().int().positive(), handle: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).nullable().optional() }))
      .max(100)
      .refine((list) => new Set(list.map((r) => r.id)).size === list.length, { message: 'Regions must not repeat' })
      .optional(),
    verify_options: verifyOptionsSchema.optional(),
    starts_on: z.iso.date().nullable().optional(),
    ends_on: z.iso.date().nullable().optional(),
  })
  .strict()
  // en is every diner's fallback (the edge retries a refused locale with en), so a program always offers it.
  .refine((p) => p.languages.includes('en') && new Set(p.languages).size === p.languages.length, {
    message: 'Languages must include en and not repeat',
    path: ['languages'],
  })
  .refine((p) => p.analytic_code === null || p.analytic_type !== null, { message: 'analytic_code needs analytic_type', path: ['analytic_code'] })
  .refine(
    ({ verify_options: v }) =>
      !v ||
      ((!v.dbs_verify.is_need_dbs_verify || v.dbs_verify.dbs_verify_url !== null) &&
        (v.dbs_verify.dbs_verify_url === null || /^(https?:\/\/|\/)\S{1,2040}$/.test(v.dbs_verify.dbs_verify_url)) &&
        (v.bank_card_verify.base_access_code === null || /^\S{1,64}$/.test(v.bank_card_verify.base_access_code))),
    { message: 'Verify options are incomplete or malformed', path: ['verify_options'] },
  )
  .refine((p) => !p.starts_on || !p.ends_on || p.starts_on <= p.ends_on, { message: 'starts_on must not be after ends_on', path: ['ends_on'] });
export type ProgramUpsert = z.infer<typeof programUpsertSchema>;
/** What ops send: fields with a default may be left out. */
export type ProgramUpsertInput = z.input<typeof programUpsertSchema>;
