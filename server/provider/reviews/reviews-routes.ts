import { Hono } from 'hono';
import { z } from 'zod';
import { PAGING_HEADERS } from '#domain/contract/restaurant.ts';
import { reviewCreateSchema, reviewListSchema, reviewSchema } from '#domain/contract/review.ts';
import type { DomainMessageKey } from '#domain/messages.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { createReviewStatements, reviewContext, reviewOutcome, reviewPageStatements, toReview, type BookingForReview, type ReviewRow } from './reviews-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { pageField, perPageField, presentQuery, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 8 * 1024;
const listInput = z.object({ id: recordIdField, page: pageField, per_page: perPageField });

/** Why a booking cannot be reviewed at this restaurant now, or null when it can. */
function refusal(booking: BookingForReview | null, restaurant: number, code: string): DomainMessageKey | null {
  // Without the booking's code, the diner is not its diner: the same answer as no booking at all.
  if (!booking || booking.reservation_code !== code) return 'reviewBookingNotFound';
  if (booking.restaurant_id !== restaurant) return 'reviewBookingOtherRestaurant';
  if (booking.status === 'cancelled' || booking.status === 'no_show') return 'reviewBookingNotHonoured';
  if (booking.past !== 1) return 'reviewBeforeMeal';
  return null;
}

// Reviews are public: show a first name and an initial, never a diner's full name.
function publicName(name: string): string {
  const parts = name.trim().split(/\s+/u);
  return parts.length > 1 ? `${parts[0]} ${[...parts.at(-1)!][0]}.` : name.trim();
}

// The diner's calendar day of the visit, in the restaurant's time zone.
function localDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** GET and POST /public/restaurants/{id}/reviews: the rating breakdown with reviews, and one review per booking. */
export const reviews = new Hono<ProviderEnv>()
  .get('/public/restaurants/:id/reviews', async (c) => {
    const input = readInput(listInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['page', 'per_page']) });
    const db = c.env.DB;
    const [aggregate, count, page] = await db.batch(reviewPageStatements(db, { restaurant: input.id, page: input.page, perPage: input.per_page }));
    const totals = aggregate?.results[0] as Record<'rating_food' | 'rating_service' | 'rating_decoration' | 'ratings_avg' | 'review_count' | 'recommended_count', number> | undefined;
    if (!totals) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
    const stored = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
    c.header(PAGING_HEADERS.totalCount, String(stored));
    c.header(PAGING_HEADERS.totalPages, String(Math.ceil(stored / input.per_page)));
    c.header(PAGING_HEADERS.currentPage, String(input.page));
    c.header(PAGING_HEADERS.perPage, String(input.per_page));
    return c.json(
      reviewListSchema.parse({
        ratings: { food: totals.rating_food / 10, service: totals.rating_service / 10, decoration: totals.rating_decoration / 10, overall: totals.ratings_avg / 10 },
        review_count: totals.review_count,
        recommended_count: totals.recommended_count,
        reviews: ((page?.results ?? []) as ReviewRow[]).map(toReview),
      }),
    );
  })
  .post('/public/restaurants/:id/reviews', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    const review = readInput(reviewCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    await limitRequest(c, 'review', String(review.booking_id));
    const db = c.env.DB;
    const { restaurantFound, booking } = await reviewContext(db, id, review.booking_id);
    if (!restaurantFound) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
    const refused = refusal(booking, id, review.reservation_code);
    if (refused || !booking) throw new ApiError(422, 'review_refused', refused ?? 'reviewBookingNotFound');

    const statements = createReviewStatements(db, { restaurant: id, review, authorName: publicName(booking.member_or_guest_name), visitedOn: localDate(booking.reservation_at, booking.time_zone) });
    const outcome = reviewOutcome(await db.batch(statements));
    if (outcome.kind === 'duplicate') throw new ApiError(409, 'review_exists', 'reviewDuplicate');
    // Nothing written: the booking changed between the check and the write; answer why it changed.
    if (outcome.kind === 'refused') throw new ApiError(422, 'review_refused', refusal((await reviewContext(db, id, review.booking_id)).booking, id, review.reservation_code) ?? 'reviewBookingNotHonoured');
    return c.json(reviewSchema.parse(toReview(outcome.review)), 201);
  });
