import { Trans } from '@lingui/react/macro';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney } from '#lib/i18n/format.ts';

export function MenuSection({ menu, locale }: { menu: RestaurantDetail['menu']; locale: CatalogLocale }) {
  if (menu.length === 0) return null;
  return (
    <section aria-labelledby="menu-heading" className="profile-section">
      <h2 id="menu-heading">
        <Trans>Menu</Trans>
      </h2>
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
    </section>
  );
}
