import { loadResource, type ResourceLoad } from '#edge/load-resource.ts';
import type { PageContext } from '#edge/request-context.ts';
import { programAnswer } from '#edge/program-answers.ts';
import { restaurantDetailSchema, type RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import { reviewListSchema, reviewsPath, type ReviewList } from '#domain/contract/review.ts';

/** The restaurant of `restaurant_id` with its latest reviews (the profile shows without them if they fail). */
export async function loadRestaurant(page: PageContext): Promise<{ restaurant: ResourceLoad<RestaurantDetail>; reviews: ReviewList | null }> {
  const id = page.url.searchParams.get('restaurant_id');
  const [restaurant, reviews] = await Promise.all([
    loadResource(page, id, restaurantDetailSchema, (value) => `/public/restaurants/${value}`, { query: { program: page.program!.slug }, sameForEveryDiner: true }),
    programAnswer(page, reviewListSchema, reviewsPath(Number(id)), { per_page: 5 }).catch(() => null),
  ]);
  return { restaurant, reviews };
}
