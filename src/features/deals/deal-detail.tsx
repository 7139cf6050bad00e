import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DealDetail } from '#domain/contract/deal.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney, intlLocale } from '#lib/i18n/format.ts';
import { imageUrl } from '#lib/image-url.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';

interface DealDetailViewProps {
  deal: DealDetail;
  locale: CatalogLocale;
  restaurantHref: string;
  /** The booking panel the page composes in, booking this deal. */
  bookingPanel: ReactNode;
}

/** A deal with its terms, and the aside that starts booking it (spec §2 'Book this deal now'). */
export function DealDetailView({ deal, locale, restaurantHref, bookingPanel }: DealDetailViewProps) {
  const { t } = useLingui();
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const until = deal.ends_on ? dates.format(new Date(`${deal.ends_on}T00:00:00Z`)) : null;
  const price = deal.price !== null && deal.currency ? formatMoney({ amountMinor: deal.price, currency: deal.currency }, locale) : null;
  return (
    <div className="profile">
      <img className="profile-cover" src={imageUrl(deal.picture_url, { width: 1200, height: 400 })} alt="" width={1200} height={400} fetchPriority="high" />
      <div className="profile-layout">
        <div className="profile-main">
          <p className="badge">{deal.category_name}</p>
          <h1>{deal.name}</h1>
          <p className="restaurant-card-meta">
            <a href={restaurantHref}>{deal.restaurant.name}</a> · {deal.restaurant.district.name}
          </p>
          <section className="profile-section" aria-label={t`About this deal`}>
            <p>{deal.description}</p>
          </section>
          {deal.terms ? (
            <section className="profile-section" aria-labelledby="deal-terms-heading">
              <h2 id="deal-terms-heading">
                <Trans>Terms of use</Trans>
              </h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(deal.terms) }} />
            </section>
          ) : null}
        </div>
        <aside className="booking-panel-slot" aria-labelledby="book-deal-heading" data-testid="booking-panel-slot">
          <h2 id="book-deal-heading">
            <Trans>Book this deal now</Trans>
          </h2>
          {price ? <p className="deal-price">{price}</p> : null}
          {until ? (
            <p className="restaurant-card-meta">
              <Trans>Valid until {until}</Trans>
            </p>
          ) : null}
          {bookingPanel}
        </aside>
      </div>
    </div>
  );
}
