import { z } from 'zod';

export const MAX_REVIEW_COMMENT_LENGTH = 1000;
/** Ratings shown are 0–5 with one decimal. */
const averageRating = z.number().min(0).max(5);

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  author_name: z.string(),
  rating_food: z.number().int().min(1).max(5),
  rating_service: z.number().int().min(1).max(5),
  rating_decoration: z.number().int().min(1).max(5),
  recommended: z.boolean(),
  comment: z.string(),
  visited_on: z.iso.date(),
  created_at: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * GET /public/restaurants/{id}/reviews: the restaurant's rating breakdown and counts (the same figures
 * the restaurant list shows) and a page of reviews, newest first.
 */
export const reviewListSchema = z.object({
  ratings: z.object({ food: averageRating, service: averageRating, decoration: averageRating, overall: averageRating }),
  review_count: z.number().int().nonnegative(),
  recommended_count: z.number().int().nonnegative(),
  reviews: z.array(reviewSchema),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
/** Where a restaurant's reviews are read and written. */
export const reviewsPath = (restaurantId: number): string => `/public/restaurants/${restaurantId}/reviews`;

const stars = z.number({ error: 'reviewRatingInvalid' }).int({ error: 'reviewRatingInvalid' }).min(1, { error: 'reviewRatingInvalid' }).max(5, { error: 'reviewRatingInvalid' });

/** POST /public/restaurants/{id}/reviews: one review per booking, after the meal. */
export const reviewCreateSchema = z
  .object({
    booking_id: z.number().int().positive().max(2 ** 53 - 1),
    /** Only the booking's diner reviews it: they hold its reservation code (a member finds it in My bookings). */
    reservation_code: z.string({ error: 'reservationCodeInvalid' }).trim().toUpperCase().regex(/^[A-Z0-9]{6,16}$/, { error: 'reservationCodeInvalid' }),
    rating_food: stars,
    rating_service: stars,
    rating_decoration: stars,
    recommended: z.boolean(),
    comment: z
      .string({ error: 'reviewCommentInvalid' })
      .trim()
      .min(1, { error: 'reviewCommentInvalid' })
      .max(MAX_REVIEW_COMMENT_LENGTH, { error: 'reviewCommentInvalid' }),
  })
  .strict();
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;
