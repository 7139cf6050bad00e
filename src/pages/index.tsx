import { Trans } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { AdBanner } from '#features/discovery/ad-banner.tsx';
import { CollectionsStrip } from '#features/discovery/collections-strip.tsx';
import { ListSkeleton } from '#features/discovery/list-skeleton.tsx';
import { loadFacets, loadRegionExtras, loadRegions } from '#features/discovery/load-home.ts';
import { hasActiveFilter, readFilters } from '#features/discovery/read-filters.ts';
import { RegionPicker } from '#features/discovery/region-picker.tsx';
import { RestaurantResults } from '#features/discovery/restaurant-results.tsx';
import { SearchForm } from '#features/discovery/search-form.tsx';
import { ViewToggle } from '#features/discovery/view-toggle.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { appLink, buildRoute, routes } from '#domain/routes.ts';

/** Home (spec §2): region, search, filters, the six sort orders, list or map, collections and banners. */
export default async function HomePage() {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const config = page.program!.bundle.config;
  const query = page.url.searchParams;
  const choice = await loadRegions(page).catch((error: unknown) => {
    console.error('regions unavailable', error);
    return null;
  });
  if (!choice) return markUnavailable(page);
  const region = choice.region;
  const reading = readFilters(query, i18n);
  // Filters renders closed unless a filter is active; closed, its facets come when the diner opens it (FacetsOnOpen).
  const filtersOpen = reading.ok && hasActiveFilter(reading.filters);
  const [facets, extras] = region ? await Promise.all([filtersOpen ? loadFacets(page, region) : null, loadRegionExtras(page, region)]) : [null, null];
  const view = query.get('view') === 'map' ? 'map' : 'list';
  const viewHref = (next: 'list' | 'map') => {
    const url = new URLSearchParams(query);
    if (next === 'map') url.set('view', 'map');
    else url.delete('view');
    return `${routes.home}?${url.toString()}`;
  };
  return (
    <div className="home">
      <title>{page.program!.bundle.seo.title || config.title}</title>
      <h1>{config.title}</h1>
      {region ? (
        <>
          <RegionPicker regions={choice.regions} current={region} query={query} guideLink={extras?.guideLink ?? null} />
          <SearchForm
            query={query}
            filters={reading.ok ? reading.filters : null}
            facets={facets}
            facetsQuery={{ regionId: region.id, program: page.program!.slug, lang: page.locale }}
            locale={page.uiLocale}
          />
          <AdBanner ads={extras?.ads ?? []} appHref={(path) => appLink(path, query)} />
          <CollectionsStrip collections={extras?.collections ?? []} hrefFor={(id) => buildRoute(routes.collection(id), query)} />
          <ViewToggle view={view} hrefFor={viewHref} />
          {reading.ok ? (
            <ResultsInPlace whole={page.shared === true}>
              <RestaurantResults page={page} region={region} query={reading.query} view={view} tileUrl={page.env.MAP_TILE_URL ?? null} />
            </ResultsInPlace>
          ) : (
            <p role="alert" className="empty-state form-error" data-testid="filter-error">
              {reading.message}
            </p>
          )}
        </>
      ) : (
        <p className="empty-state">
          <Trans>This program has no regions yet.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * Where the list goes. A page rendered for one diner streams it in behind a skeleton, so the rest of the page shows
 * while the list loads. A page stored for every diner of the program (`whole`) is stored with the list in place: the
 * diners it is served to see the list in their first paint, and their browser lays the page out once instead of again
 * when the list replaces the skeleton.
 */
function ResultsInPlace({ whole, children }: { whole: boolean; children: ReactNode }) {
  return whole ? children : <Suspense fallback={<ListSkeleton />}>{children}</Suspense>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
