import { z } from 'zod';
import { dealSummarySchema } from './deal';
import { restaurantSummarySchema } from './restaurant';

/** GET /public/restaurants/{id}?program=: the profile page (spec §2 Restaurant profile). Prices are minor units. */
export const restaurantDetailSchema = restaurantSummarySchema.extend({
  introduction: z.string(),
  cancellation_policy: z.string(),
  kids_policy: z.string(),
  gallery: z.array(z.object({ url: z.string(), alt: z.string() })),
  menu: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      description: z.string(),
      price: z.number().int().nonnegative(),
      currency: z.string().length(3),
    }),
  ),
  menu_images: z.array(z.object({ url: z.string() })),
  /** The program's deals at this restaurant. */
  deals: z.array(dealSummarySchema),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;
