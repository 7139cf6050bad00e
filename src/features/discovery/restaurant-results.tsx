import type { PageContext } from '#edge/request-context.ts';
import { keptStaticHtml } from '#edge/static-html.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { domainMessages } from '#domain/messages.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import type { Region } from '#domain/contract/region.ts';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import { formatMoney, formatRating } from '#lib/i18n/format.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { loadRestaurants } from './load-home';
import { LazyMapView } from '#ui/lazy-map-view.tsx';
import { Pagination } from '#ui/pagination.tsx';
import { StaticHtml } from '#ui/static-html.tsx';
import { RestaurantList } from './restaurant-list';

interface RestaurantResultsProps {
  page: PageContext;
  region: Region;
  query: Record<string, string>;
  view: 'list' | 'map';
  tileUrl: string | null;
}

/** The region's restaurants for the URL's filters, as a list or a map, with paging. */
export async function RestaurantResults({ page, region, query, view, tileUrl }: RestaurantResultsProps) {
  const result = await loadRestaurants(page, region, query).catch((error: unknown) => {
    console.error('restaurants unavailable', error);
    return null;
  });
  // Once the page has begun (the list streams into a page rendered for one diner), the 503 page can no longer replace
  // it: the list says so in its place, and the mark keeps the page out of the shared cache. Marked before the page
  // begins, the program gate answers with the 503 page.
  if (!result) {
    markUnavailable(page);
    return (
      <p role="alert" className="empty-state form-error" data-testid="restaurants-unavailable">
        {getI18n(page.uiLocale)._(domainMessages.tryAgainInAMoment)}
      </p>
    );
  }
  const hidePrice = page.program!.bundle.config.is_need_hide_avg_price;
  const current = page.url.searchParams;
  const profileHref = (restaurant: RestaurantSummary) => buildRoute(routes.profile, current, { restaurant_id: restaurant.id, lat: query.lat, lng: query.lng });
  const pageHref = (number: number) => {
    const next = new URLSearchParams(current);
    next.set('page', String(number));
    return `${routes.home}?${next.toString()}`;
  };
  const list = (kept: boolean) => (
    <RestaurantList restaurants={result.restaurants} totalCount={result.totalCount} heading={region.name} locale={page.uiLocale} hidePrice={hidePrice} hrefFor={profileHref} kept={kept} />
  );
  // A list the same for every diner is kept with the answer it shows; one measured from where the diner stands is theirs.
  const listHtml = result.sameForEveryDiner ? await keptStaticHtml(result.restaurants, page.uiLocale, current.toString(), () => list(true)) : null;
  return (
    <>
      {view === 'map' && result.restaurants.length > 0 ? (
        <LazyMapView
          tileUrl={tileUrl}
          attribution={page.env.MAP_TILE_ATTRIBUTION ?? null}
          markers={result.restaurants.map((restaurant) => ({
            id: restaurant.id,
            name: restaurant.name,
            lat: restaurant.location.lat,
            lng: restaurant.location.lng,
            rating: formatRating(restaurant.ratings_avg, page.uiLocale),
            price: hidePrice ? null : formatMoney({ amountMinor: restaurant.avg_price, currency: restaurant.currency }, page.uiLocale),
            href: profileHref(restaurant),
          }))}
        />
      ) : null}
      {listHtml === null ? list(false) : <StaticHtml html={listHtml} />}
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={pageHref} />
    </>
  );
}
