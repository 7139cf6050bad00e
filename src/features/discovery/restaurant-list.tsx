import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { RestaurantCardList } from './restaurant-card-list';
import { restaurantCardText } from './restaurant-card-text';
import { RestaurantCards } from './restaurant-cards';

interface RestaurantListProps {
  restaurants: RestaurantSummary[];
  totalCount: number;
  heading: string;
  locale: CatalogLocale;
  hidePrice: boolean;
  hrefFor: (restaurant: RestaurantSummary) => string;
  /** Rendered into kept HTML (keptStaticHtml), which holds no client component: the cards as plain markup. */
  kept?: boolean;
}

export function RestaurantList({ restaurants, totalCount, heading, locale, hidePrice, hrefFor, kept = false }: RestaurantListProps) {
  const { i18n } = useLingui();
  if (restaurants.length === 0) {
    return (
      <p className="empty-state" role="status">
        <Trans>No restaurants match your search.</Trans>
      </p>
    );
  }
  const cards = restaurants.map((restaurant) => restaurantCardText(restaurant, { href: hrefFor(restaurant), locale, hidePrice }, i18n));
  return (
    <section aria-labelledby="restaurants-heading">
      <h2 id="restaurants-heading">
        <Plural value={totalCount} one={`# restaurant in ${heading}`} other={`# restaurants in ${heading}`} />
      </h2>
      {kept ? <RestaurantCardList cards={cards} /> : <RestaurantCards cards={cards} />}
    </section>
  );
}
