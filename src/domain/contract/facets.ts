import { z } from 'zod';

const facet = z.array(z.object({ id: z.number().int().positive(), name: z.string(), count: z.number().int().positive() }));

/**
 * GET /{program}/regions/{region}/restaurants/query_params: what the filters can offer in a region,
 * each with how many of the region's restaurants it matches; `price` bounds avg_price in minor units.
 */
export const restaurantFacetsSchema = z.object({
  cuisines: facet,
  tags: facet,
  locations: facet,
  landmarks: facet,
  price: z.object({ currency: z.string().length(3), min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
});
export type RestaurantFacets = z.infer<typeof restaurantFacetsSchema>;
