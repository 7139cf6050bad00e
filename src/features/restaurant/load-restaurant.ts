import { loadResource, type ResourceLoad } from '../../../server/edge/load-resource';
import type { PageContext } from '../../../server/edge/request-context';
import { providerForPage } from '../../../server/edge/provider-for-page';
import { restaurantDetailSchema, type RestaurantDetail } from '../../domain/contract/restaurant-detail';
import { reviewListSchema, type ReviewList } from '../../domain/contract/review';

/** The restaurant of `restaurant_id` with its latest reviews (the profile shows without them if they fail). */
export async function loadRestaurant(page: PageContext): Promise<{ restaurant: ResourceLoad<RestaurantDetail>; reviews: ReviewList | null }> {
  const id = page.url.searchParams.get('restaurant_id');
  const [restaurant, reviews] = await Promise.all([
    loadResource(page, id, restaurantDetailSchema, (value) => `/public/restaurants/${value}`, { query: { program: page.program!.slug }, sameForEveryDiner: true }),
    providerForPage(page)
      .json(reviewListSchema, `/public/restaurants/${Number(id)}/reviews`, { query: { per_page: 5 } })
      .then((answer) => answer.data, () => null),
  ]);
  return { restaurant, reviews };
}
