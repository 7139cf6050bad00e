import { z } from 'zod';

/** The only placement version the provider answers (spec §7: `version` 2). */
export const AD_PLACEMENT_VERSION = 2;

// An app-relative path (not `//host`, which browsers read as another site) or an https address.
const linkUrl = z
  .string()
  .max(2048)
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://'), { message: 'Must be an app path or an https URL' });

/** GET /public/ads/program_placement: the banners active now, ordered by position. */
export const adPlacementSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  image_url: z.string(),
  /** e.g. `/collections/3` or `/profile?restaurant_id=5` (the app adds the program), or an https URL. */
  link_url: linkUrl,
  position: z.number().int(),
});
export type AdPlacement = z.infer<typeof adPlacementSchema>;
export const adPlacementListSchema = z.array(adPlacementSchema);
