import { Plural, Trans } from '@lingui/react/macro';
import type { RestaurantSummary } from '../../domain/contract/restaurant';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { RestaurantCard } from './restaurant-card';

interface RestaurantListProps {
  restaurants: RestaurantSummary[];
  totalCount: number;
  heading: string;
  locale: CatalogLocale;
  hidePrice: boolean;
  hrefFor: (restaurant: RestaurantSummary) => string;
}

const EAGER_CARDS = 2;

export function RestaurantList({ restaurants, totalCount, heading, locale, hidePrice, hrefFor }: RestaurantListProps) {
  if (restaurants.length === 0) {
    return (
      <p className="empty-state" role="status">
        <Trans>No restaurants match your search.</Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="restaurants-heading">
      <h2 id="restaurants-heading">
        <Plural value={totalCount} one={`# restaurant in ${heading}`} other={`# restaurants in ${heading}`} />
      </h2>
      <ul className="restaurant-list">
        {restaurants.map((restaurant, index) => (
          <li key={restaurant.id}>
            <RestaurantCard restaurant={restaurant} href={hrefFor(restaurant)} locale={locale} hidePrice={hidePrice} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}
