import { Trans } from '@lingui/react/macro';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney } from '#lib/i18n/format.ts';
import { ProfileSection } from './profile-section';

export function MenuSection({ menu, locale }: { menu: RestaurantDetail['menu']; locale: CatalogLocale }) {
  if (menu.length === 0) return null;
  return (
    <ProfileSection headingId="menu-heading" title={<Trans>Menu</Trans>}>
      <ul className="menu-list">
        {menu.map((item) => (
          <li key={item.id}>
            <div>
              <strong>{item.name}</strong>
              {item.description ? <p>{item.description}</p> : null}
            </div>
            <span className="menu-price">{formatMoney({ amountMinor: item.price, currency: item.currency }, locale)}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
