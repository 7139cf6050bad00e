import { Trans, useLingui } from '@lingui/react/macro';
import type { RestaurantDetail } from '../../domain/contract/restaurant-detail';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { formatDistance, formatMoney, formatRating } from '../../lib/format';

interface RestaurantFactsProps {
  restaurant: RestaurantDetail;
  locale: CatalogLocale;
  hidePrice: boolean;
  distanceKm: number | null;
}

/** Cuisines, district, landmarks, tags, rating, average price and distance, under the name. */
export function RestaurantFacts({ restaurant, locale, hidePrice, distanceKm }: RestaurantFactsProps) {
  const { t } = useLingui();
  const rating = formatRating(restaurant.ratings_avg, locale);
  const price = formatMoney({ amountMinor: restaurant.avg_price, currency: restaurant.currency }, locale);
  const distance = distanceKm === null ? null : formatDistance(distanceKm, locale);
  const landmarks = restaurant.landmarks.map((landmark) => landmark.name).join(', ');
  return (
    <div className="restaurant-facts">
      <p className="restaurant-card-facts">
        <span aria-label={t`Rating ${rating} out of 5`}>★ {rating}</span>
        {hidePrice ? null : (
          <span>
            <Trans>Average {price}</Trans>
          </span>
        )}
        {distance ? (
          <span>
            <Trans>{distance} away</Trans>
          </span>
        ) : null}
      </p>
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
