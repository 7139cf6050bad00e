import { z } from 'zod';

const namedRef = z.object({ id: z.number().int().positive(), name: z.string() });
/** Ratings are 0–5 with one decimal. */
const rating = z.number().min(0).max(5);

/**
 * A restaurant as the region list returns it (spec §3 Restaurant). `avg_price` is integer minor
 * units of `currency` (conventions: money is never a float).
 */
export const restaurantSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  cover: z.string(),
  cuisines: z.array(namedRef),
  tags: z.array(namedRef),
  district: namedRef,
  landmarks: z.array(namedRef),
  currency: z.string().length(3),
  avg_price: z.number().int().nonnegative(),
  ratings_avg: rating,
  ratings: z.object({ food: rating, service: rating, decoration: rating }),
  review_count: z.number().int().nonnegative(),
  recommended_count: z.number().int().nonnegative(),
  location: z.object({ name: z.string(), lat: z.number(), lng: z.number() }),
  time_zone: z.string(),
  address: z.string(),
  phone: z.string(),
  website_detail_url: z.string().nullable(),
  /** Only when the diner shared a location (lat/lng): km from there, one decimal. */
  distance_km: z.number().nonnegative().optional(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;
export const restaurantListSchema = z.array(restaurantSummarySchema);

/** Paging travels in response headers (spec §3 "Restaurant list paging"). */
export const PAGING_HEADERS = { totalPages: 'X-Total-Pages', currentPage: 'X-Current-Page', perPage: 'X-Per-Page', totalCount: 'X-Total-Count' } as const;
