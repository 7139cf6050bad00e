import { Trans, useLingui } from '@lingui/react/macro';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import { MAX_SEARCH_LENGTH, ORDERS, type RestaurantFilters } from '#domain/contract/restaurant-filters.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { AutoSubmit } from './auto-submit';
import { FacetsOnOpen } from './facets-on-open';
import { FilterGrid } from './filter-grid';
import { hasActiveFilter } from './read-filters';
import { LocateMe } from './locate-me';
import { SORT_LABELS } from './sort-labels';

interface SearchFormProps {
  query: URLSearchParams;
  filters: RestaurantFilters | null;
  /** The region's facets, loaded only when a filter is active (Filters open); else the browser asks when Filters opens. */
  facets: RestaurantFacets | null;
  /** Where the browser asks for the facets: the region, program and provider-text locale of the page. */
  facetsQuery: { regionId: number; program: string; lang: string };
  locale: CatalogLocale;
}

const WITHIN_KM = [1, 3, 5, 10, 25];
// Values that travel through the form unchanged, so a search keeps the program, language and view.
const CARRIED = ['program', 'lang', 'region_id', 'view'] as const;

/** Search, sort and filters as one GET form: the URL holds every choice (back, reload, shared links). */
export function SearchForm({ query, filters, facets, facetsQuery, locale }: SearchFormProps) {
  const { t, i18n } = useLingui();
  const f = filters;
  const active = hasActiveFilter(f);
  const distance =
    f?.lat !== undefined ? (
      <fieldset className="filter-options">
        <legend>
          <Trans>Distance</Trans>
        </legend>
        <select name="within" defaultValue={f.within ?? ''} aria-label={t`Distance`}>
          <option value="">{t`Any`}</option>
          {WITHIN_KM.map((km) => (
            <option key={km} value={km}>
              {t`Within ${km} km`}
            </option>
          ))}
        </select>
      </fieldset>
    ) : null;
  return (
    <form method="get" action={routes.home} className="search-form" role="search" aria-label={t`Find a restaurant`}>
      {CARRIED.map((name) => (query.get(name) ? <input key={name} type="hidden" name={name} value={query.get(name)!} /> : null))}
      {f?.lat !== undefined ? <input type="hidden" name="lat" value={f.lat} /> : null}
      {f?.lng !== undefined ? <input type="hidden" name="lng" value={f.lng} /> : null}
      <div className="search-row">
        <label className="visually-hidden" htmlFor="search-q">
          <Trans>Search restaurants, cuisines or areas</Trans>
        </label>
        <input id="search-q" type="search" name="q" maxLength={MAX_SEARCH_LENGTH} defaultValue={query.get('q') ?? ''} placeholder={t`Restaurant, cuisine or area`} />
        <button type="submit" className="button-primary">
          <Trans>Search</Trans>
        </button>
      </div>
      <div className="sort-row">
        <label>
          <span>
            <Trans>Sort by</Trans>
          </span>{' '}
          <select name="order_by" defaultValue={f?.order_by ?? 'relevance'}>
            {ORDERS.map((order) => (
              <option key={order} value={order} disabled={order === 'nearest' && f?.lat === undefined}>
                {i18n._(SORT_LABELS[order])}
              </option>
            ))}
          </select>
        </label>
        <LocateMe />
      </div>
      <details className="filters" open={active}>
        <summary>
          <Trans>Filters</Trans>
        </summary>
        {!active ? (
          <FacetsOnOpen {...facetsQuery} locale={locale}>
            {distance}
          </FacetsOnOpen>
        ) : facets ? (
          <FilterGrid facets={facets} filters={f} locale={locale}>
            {distance}
          </FilterGrid>
        ) : null}
        <div className="filter-actions">
          <button type="submit" className="button-primary">
            <Trans>Apply</Trans>
          </button>
          <a href={buildRoute(routes.home, query, { view: query.get('view') })}>
            <Trans>Clear filters</Trans>
          </a>
        </div>
      </details>
      <AutoSubmit />
    </form>
  );
}
