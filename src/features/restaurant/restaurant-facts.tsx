import { Trans, useLingui } from '@lingui/react/macro';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { RatingPriceLine } from '#ui/rating-price-line.tsx';

interface RestaurantFactsProps {
  restaurant: RestaurantDetail;
  locale: CatalogLocale;
  hidePrice: boolean;
  distanceKm: number | null;
}

/** Cuisines, district, landmarks, tags, rating, average price and distance, under the name. */
export function RestaurantFacts({ restaurant, locale, hidePrice, distanceKm }: RestaurantFactsProps) {
  const { t } = useLingui();
  const landmarks = restaurant.landmarks.map((landmark) => landmark.name).join(', ');
  return (
    <div className="restaurant-facts">
      <RatingPriceLine
        rating={restaurant.ratings_avg}
        avgPrice={restaurant.avg_price}
        currency={restaurant.currency}
        hidePrice={hidePrice}
        distanceKm={distanceKm}
        locale={locale}
      />
      <p className="restaurant-card-meta">
        {restaurant.cuisines.map((cuisine) => cuisine.name).join(' · ')} · {restaurant.district.name}
      </p>
      {restaurant.landmarks.length > 0 ? (
        <p className="restaurant-card-meta">
          <Trans>Near {landmarks}</Trans>
        </p>
      ) : null}
      {restaurant.tags.length > 0 ? (
        <ul className="tag-list" aria-label={t`Good for`}>
          {restaurant.tags.map((tag) => (
            <li key={tag.id}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
