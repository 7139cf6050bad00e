import { Trans } from '@lingui/react/macro';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { MenuSection } from './menu-section';
import { PolicyLines } from './policy-lines';

/** About, menu, deals and policies: the profile's sections that are the same for every diner at the same address. */
export function RestaurantDetails({ restaurant, query, locale }: { restaurant: RestaurantDetail; query: URLSearchParams; locale: CatalogLocale }) {
  return (
    <>
      {restaurant.introduction ? (
        <section aria-labelledby="about-heading" className="profile-section">
          <h2 id="about-heading">
            <Trans>About</Trans>
          </h2>
          <p>{restaurant.introduction}</p>
        </section>
      ) : null}
      <MenuSection menu={restaurant.menu} locale={locale} />
      {restaurant.deals.length > 0 ? (
        <section aria-labelledby="deals-heading" className="profile-section">
          <h2 id="deals-heading">
            <Trans>Deals</Trans>
          </h2>
          <ul className="link-list">
            {restaurant.deals.map((deal) => (
              <li key={deal.id}>
                <a href={buildRoute(routes.deal(deal.id), query)}>{deal.name}</a> <span className="restaurant-card-meta">{deal.category_name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="policies-heading" className="profile-section">
        <h2 id="policies-heading">
          <Trans>Policies</Trans>
        </h2>
        <PolicyLines policies={restaurant.policies} locale={locale} />
      </section>
    </>
  );
}
