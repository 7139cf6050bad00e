import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PageContext } from '#edge/request-context.ts';
import { keptStaticHtml } from '#edge/static-html.ts';
import { StaticHtml } from '#ui/static-html.tsx';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import type { ReviewList } from '#domain/contract/review.ts';
import { distanceKm } from '#domain/geo.ts';
import { formatMoney, formatRating } from '#lib/i18n/format.ts';
import { imageUrl } from '#lib/image-url.ts';
import { BookTableBar } from './book-table-bar';
import { Gallery } from './gallery';
import { LocationMap } from './location-map';
import { ProfileSection } from './profile-section';
import { RestaurantDetails } from './restaurant-details';
import { RestaurantFacts } from './restaurant-facts';
import { ReviewsSection } from './reviews-section';

const PANEL_ID = 'book-a-table';

interface RestaurantProfileProps {
  page: PageContext;
  restaurant: RestaurantDetail;
  reviews: ReviewList | null;
  /** The booking panel the page composes in (features do not import each other). */
  bookingPanel: ReactNode;
  /** 'Redeem a voucher', for a diner holding vouchers in the program. */
  redeemVoucher?: ReactNode;
}

/**
 * The restaurant profile (spec §2): everything about the place, with the booking panel beside it. Its details and
 * reviews are the same for every diner at the same address: their HTML is rendered once and kept with the answers
 * they show (keptStaticHtml).
 */
export async function RestaurantProfile({ page, restaurant, reviews, bookingPanel, redeemVoucher }: RestaurantProfileProps) {
  const { t } = useLingui();
  const name = restaurant.name;
  const query = page.url.searchParams;
  const locale = page.uiLocale;
  const [detailsHtml, reviewsHtml] = await Promise.all([
    keptStaticHtml(restaurant, locale, query.toString(), () => <RestaurantDetails restaurant={restaurant} query={query} locale={locale} />),
    reviews ? keptStaticHtml(reviews, locale, '', () => <ReviewsSection reviews={reviews} locale={locale} />) : null,
  ]);
  const here = { lat: Number(query.get('lat')), lng: Number(query.get('lng')) };
  const knowsLocation = query.has('lat') && query.has('lng') && Number.isFinite(here.lat) && Number.isFinite(here.lng);
  const distance = knowsLocation ? distanceKm(here, restaurant.location) : null;
  return (
    <div className="profile">
      <img
        className="profile-cover"
        src={imageUrl(restaurant.cover, { width: 1200, height: 400 })}
        alt={t`${name} dining room`}
        width={1200}
        height={400}
        fetchPriority="high"
      />
      <div className="profile-layout">
        <div className="profile-main">
          <h1>{name}</h1>
          <RestaurantFacts restaurant={restaurant} locale={page.uiLocale} hidePrice={page.program!.bundle.config.is_need_hide_avg_price} distanceKm={distance} />
          <Gallery images={restaurant.gallery} />
          <StaticHtml html={detailsHtml} />
          {reviewsHtml === null ? null : <StaticHtml html={reviewsHtml} />}
          <ProfileSection headingId="visit-heading" title={<Trans>Visit</Trans>}>
            <address>
              <p>{restaurant.address}</p>
              <p>
                <a href={`tel:${restaurant.phone.replace(/[^+\d]/g, '')}`}>{restaurant.phone}</a>
              </p>
              {restaurant.website_detail_url ? (
                <p>
                  <a href={restaurant.website_detail_url} target="_blank" rel="noopener noreferrer">
                    <Trans>Website</Trans>
                  </a>
                </p>
              ) : null}
            </address>
            <LocationMap
              marker={{
                id: restaurant.id,
                name,
                lat: restaurant.location.lat,
                lng: restaurant.location.lng,
                rating: formatRating(restaurant.ratings_avg, page.uiLocale),
                price: page.program!.bundle.config.is_need_hide_avg_price ? null : formatMoney({ amountMinor: restaurant.avg_price, currency: restaurant.currency }, page.uiLocale),
                href: null,
              }}
              tileUrl={page.env.MAP_TILE_URL ?? null}
              attribution={page.env.MAP_TILE_ATTRIBUTION ?? null}
            />
          </ProfileSection>
        </div>
        <aside id={PANEL_ID} tabIndex={-1} className="booking-panel-slot" aria-labelledby="book-heading" data-testid="booking-panel-slot">
          <h2 id="book-heading">
            <Trans>Book a table</Trans>
          </h2>
          {bookingPanel}
          {redeemVoucher}
        </aside>
      </div>
      <BookTableBar panelId={PANEL_ID} />
    </div>
  );
}
