import { z } from 'zod';

/** A region a program covers (spec §3 Region). */
export const regionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  key_word: z.string(),
  phone_code: z.string(),
  handle: z.string().nullable(),
  time_zone: z.string(),
  currency: z.string().length(3),
  country: z.object({ code: z.string().length(2), privacy_policy_url: z.string().url() }),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.array(regionSchema);

/** GET /public/regions/{id}/guide */
export const regionGuideSchema = z.object({ link: z.string().url() });

/** GET /public/countries/country_codes */
export const countryCodeListSchema = z.array(z.object({ name: z.string(), country_code: z.string().regex(/^\d{1,4}$/), iso: z.string().length(2) }));
export type CountryCode = z.infer<typeof countryCodeListSchema>[number];
