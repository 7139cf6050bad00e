import { useLingui } from '@lingui/react/macro';
import type { RestaurantSummary } from '../../domain/contract/restaurant';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { RatingPriceLine } from '../../components/ui/rating-price-line';
import { imageUrl } from '../../lib/image-url';

interface RestaurantCardProps {
  restaurant: RestaurantSummary;
  href: string;
  locale: CatalogLocale;
  hidePrice: boolean;
  /** The first cards are above the fold: load them eagerly, lazy-load the rest. */
  eager: boolean;
}

export function RestaurantCard({ restaurant, href, locale, hidePrice, eager }: RestaurantCardProps) {
  const { t } = useLingui();
  const name = restaurant.name;
  const cuisines = restaurant.cuisines.map((cuisine) => cuisine.name).join(' · ');
  return (
    <article className="restaurant-card">
      <img
        src={imageUrl(restaurant.cover, { width: 320, height: 200 })}
        alt={t`${name} dining room`}
        width={320}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="restaurant-card-body">
        <h3>
          <a href={href} className="card-link">
            {name}
          </a>
        </h3>
        <p className="restaurant-card-meta">{cuisines}</p>
        <p className="restaurant-card-meta">
          {restaurant.district.name}
          {restaurant.landmarks[0] ? ` · ${restaurant.landmarks[0].name}` : ''}
        </p>
        <RatingPriceLine
          rating={restaurant.ratings_avg}
          avgPrice={restaurant.avg_price}
          currency={restaurant.currency}
          hidePrice={hidePrice}
          distanceKm={restaurant.distance_km}
          locale={locale}
        />
      </div>
    </article>
  );
}
