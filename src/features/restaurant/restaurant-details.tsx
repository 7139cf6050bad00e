import { Trans } from '@lingui/react/macro';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { MenuSection } from './menu-section';
import { PolicyLines } from './policy-lines';
import { ProfileSection } from './profile-section';

/** About, menu, deals and policies: the profile's sections that are the same for every diner at the same address. */
export function RestaurantDetails({ restaurant, query, locale }: { restaurant: RestaurantDetail; query: URLSearchParams; locale: CatalogLocale }) {
  return (
    <>
      {restaurant.introduction ? (
        <ProfileSection headingId="about-heading" title={<Trans>About</Trans>}>
          <p>{restaurant.introduction}</p>
        </ProfileSection>
      ) : null}
      <MenuSection menu={restaurant.menu} locale={locale} />
      {restaurant.deals.length > 0 ? (
        <ProfileSection headingId="deals-heading" title={<Trans>Deals</Trans>}>
          <ul className="link-list">
            {restaurant.deals.map((deal) => (
              <li key={deal.id}>
                <a href={buildRoute(routes.deal(deal.id), query)}>{deal.name}</a> <span className="restaurant-card-meta">{deal.category_name}</span>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      <ProfileSection headingId="policies-heading" title={<Trans>Policies</Trans>}>
        <PolicyLines policies={restaurant.policies} locale={locale} />
      </ProfileSection>
    </>
  );
}
