import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { ratingPriceText } from '#ui/rating-price-line.tsx';
import type { RestaurantCardText } from './restaurant-card-list';
import { imageUrl } from '#lib/image-url.ts';

/** A restaurant of the list as its card shows it: every word formatted and translated here, on the server. */
export function restaurantCardText(
  restaurant: RestaurantSummary,
  options: { href: string; locale: CatalogLocale; hidePrice: boolean },
  i18n: I18n,
): RestaurantCardText {
  const name = restaurant.name;
  return {
    id: restaurant.id,
    href: options.href,
    image: imageUrl(restaurant.cover, { width: 320, height: 200 }),
    alt: i18n._(msg`${name} dining room`),
    name,
    cuisines: restaurant.cuisines.map((cuisine) => cuisine.name).join(' · '),
    area: restaurant.landmarks[0] ? `${restaurant.district.name} · ${restaurant.landmarks[0].name}` : restaurant.district.name,
    facts: ratingPriceText(
      { rating: restaurant.ratings_avg, avgPrice: restaurant.avg_price, currency: restaurant.currency, hidePrice: options.hidePrice, distanceKm: restaurant.distance_km, locale: options.locale },
      i18n,
    ),
  };
}
