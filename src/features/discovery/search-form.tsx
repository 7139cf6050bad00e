import { Trans, useLingui } from '@lingui/react/macro';
import type { RestaurantFacets } from '../../domain/contract/facets';
import { MAX_SEARCH_LENGTH, ORDERS, type RestaurantFilters } from '../../domain/contract/restaurant-filters';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { formatMoney } from '../../lib/format';
import { buildRoute, routes } from '../../lib/routes';
import { AutoSubmit } from './auto-submit';
import { FilterOptions } from './filter-options';
import { LocateMe } from './locate-me';
import { PriceRange } from './price-range';
import { priceSteps } from './price-steps';
import { SORT_LABELS } from './sort-labels';

interface SearchFormProps {
  query: URLSearchParams;
  filters: RestaurantFilters | null;
  facets: RestaurantFacets | null;
  locale: CatalogLocale;
}

const WITHIN_KM = [1, 3, 5, 10, 25];
// Values that travel through the form unchanged, so a search keeps the program, language and view.
const CARRIED = ['program', 'lang', 'region_id', 'view'] as const;

/** Search, sort and filters as one GET form: the URL holds every choice (back, reload, shared links). */
export function SearchForm({ query, filters, facets, locale }: SearchFormProps) {
  const { t, i18n } = useLingui();
  const f = filters;
  const active = f ? [f.cuisines_ids, f.tags_ids, f.location_ids, f.landmarks_ids].some((ids) => ids?.length) || f.start_price !== undefined || f.end_price !== undefined || f.within !== undefined : false;
  const money = (amount: number) => formatMoney({ amountMinor: amount, currency: facets?.price.currency ?? 'USD' }, locale);
  const steps = facets ? priceSteps(facets.price.min, facets.price.max, facets.price.currency) : [];
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
        {facets ? (
          <div className="filter-grid">
            <FilterOptions legend={t`Cuisine`} name="cuisines_ids" options={facets.cuisines} selected={f?.cuisines_ids ?? []} />
            <FilterOptions legend={t`Area`} name="location_ids" options={facets.locations} selected={f?.location_ids ?? []} />
            <FilterOptions legend={t`Landmark`} name="landmarks_ids" options={facets.landmarks} selected={f?.landmarks_ids ?? []} />
            <FilterOptions legend={t`Good for`} name="tags_ids" options={facets.tags} selected={f?.tags_ids ?? []} />
            {facets ? <PriceRange steps={steps} money={money} start={f?.start_price} end={f?.end_price} /> : null}
            {f?.lat !== undefined ? (
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
            ) : null}
          </div>
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
