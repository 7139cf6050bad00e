import { z } from 'zod';
import { paymentPolicySchema } from './booking-payment';
import { dealSummarySchema } from './deal';
import { restaurantSummarySchema } from './restaurant';

/** A restaurant's policies as data; the app words them in the diner's language. */
export const restaurantPoliciesSchema = z.object({
  /** A cancellation this long before the booked time is free. */
  cancellation_deadline_minutes: z.number().int().nonnegative(),
  /** Share of the booking total a later cancellation or a no-show may cost. */
  no_show_fee_percent: z.number().int().min(0).max(100),
  table_hold_minutes: z.number().int().nonnegative(),
  /** 0: children of every age are welcome. */
  children_min_age: z.number().int().min(0).max(21),
  high_chairs: z.boolean(),
});
export type RestaurantPolicies = z.infer<typeof restaurantPoliciesSchema>;

/** GET /public/restaurants/{id}?program=: the profile page (spec §2 Restaurant profile). Prices are minor units. */
export const restaurantDetailSchema = restaurantSummarySchema.extend({
  introduction: z.string(),
  policies: restaurantPoliciesSchema,
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
  /** The card guarantee or prepayment a booking here takes (spec §9), or null: booking is free. */
  payment_policy: paymentPolicySchema.nullable(),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;
