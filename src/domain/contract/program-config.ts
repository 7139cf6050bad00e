import { z } from 'zod';
import { LOCALES } from '../locales';

/** How a program lets diners in (spec §3 Project config `authentication_method`, §6 roles). */
export const AUTHENTICATION_METHODS = ['open', 'membership', 'access_code', 'card_bin', 'bank', 'mobile_whitelist'] as const;
export const authenticationMethodSchema = z.enum(AUTHENTICATION_METHODS);

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

/** GET /public/access_codes/{program}: the access-code description, provider rich text. */
export const accessCodeInfoSchema = z.object({ desc: z.string() });
