import { z } from 'zod';
import { restaurantSummarySchema } from './restaurant';

const isoDate = z.iso.date();

/** A deal as lists show it (spec §3 Deal): GET /{program}/deals, and inside a restaurant's detail. */
export const dealSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  picture_url: z.string(),
  restaurant_name: z.string(),
  category_name: z.string(),
  restaurant: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    district: z.object({ id: z.number().int().positive(), name: z.string() }),
    cover: z.string(),
  }),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;
export const dealListSchema = z.array(dealSummarySchema);

/**
 * GET /{program}/deals/{id}. `price` is integer minor units of `currency`; both are null for a deal
 * without a set price (e.g. a percentage off the bill).
 */
export const dealDetailSchema = dealSummarySchema
  .extend({
    description: z.string(),
    terms: z.string(),
    price: z.number().int().nonnegative().nullable(),
    currency: z.string().length(3).nullable(),
    starts_on: isoDate.nullable(),
    ends_on: isoDate.nullable(),
    restaurant: restaurantSummarySchema,
  })
  .refine((deal) => (deal.price === null) === (deal.currency === null), { message: 'price and currency come together' });
export type DealDetail = z.infer<typeof dealDetailSchema>;
