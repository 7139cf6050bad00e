import type { PageContext } from '../../../server/edge/request-context';
import { createProviderClient } from '../../../server/edge/provider-client';
import { ProviderError } from '../../../server/edge/provider-error';
import { restaurantDetailSchema, type RestaurantDetail } from '../../domain/contract/restaurant-detail';
import { reviewListSchema, type ReviewList } from '../../domain/contract/review';

export type RestaurantLoad = { kind: 'found'; restaurant: RestaurantDetail; reviews: ReviewList | null } | { kind: 'not_found' } | { kind: 'unavailable' };

const RESTAURANT_ID = /^[1-9][0-9]{0,8}$/;

/** The restaurant of `restaurant_id` with its first page of reviews (reviews are optional). */
export async function loadRestaurant(page: PageContext): Promise<RestaurantLoad> {
  const id = page.url.searchParams.get('restaurant_id') ?? '';
  if (!RESTAURANT_ID.test(id)) return { kind: 'not_found' };
  const provider = createProviderClient(page.env, { locale: page.locale });
  try {
    const [detail, reviews] = await Promise.all([
      provider.json(restaurantDetailSchema, `/public/restaurants/${id}`, { query: { program: page.program!.slug } }),
      provider.json(reviewListSchema, `/public/restaurants/${id}/reviews`, { query: { per_page: 5 } }).then((a) => a.data, () => null),
    ]);
    return { kind: 'found', restaurant: detail.data, reviews };
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return { kind: 'not_found' };
    console.error('restaurant unavailable', id, error);
    return { kind: 'unavailable' };
  }
}
