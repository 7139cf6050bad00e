import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import type { RestaurantFilters } from '#domain/contract/restaurant-filters.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatMoney } from '#lib/i18n/format.ts';
import { FilterOptions } from './filter-options';
import { PriceRange } from './price-range';
import { priceSteps } from './price-steps';

interface FilterGridProps {
  facets: RestaurantFacets;
  /** The filters of the page's URL, checked; none when the options came after the page (Filters was closed). */
  filters: RestaurantFilters | null;
  locale: CatalogLocale;
  /** Choices that need no facets (distance), after the facets. */
  children?: ReactNode;
}

/**
 * The region's facets as the filter set's fieldsets. Rendered by the server when a filter is active (Filters open) and
 * by the browser when the diner opens Filters on a page that left them out.
 */
export function FilterGrid({ facets, filters, locale, children }: FilterGridProps) {
  const { t } = useLingui();
  const f = filters;
  const money = (amount: number) => formatMoney({ amountMinor: amount, currency: facets.price.currency }, locale);
  return (
    <div className="filter-grid">
      <FilterOptions legend={t`Cuisine`} name="cuisines_ids" options={facets.cuisines} selected={f?.cuisines_ids ?? []} />
      <FilterOptions legend={t`Area`} name="location_ids" options={facets.locations} selected={f?.location_ids ?? []} />
      <FilterOptions legend={t`Landmark`} name="landmarks_ids" options={facets.landmarks} selected={f?.landmarks_ids ?? []} />
      <FilterOptions legend={t`Good for`} name="tags_ids" options={facets.tags} selected={f?.tags_ids ?? []} />
      <PriceRange steps={priceSteps(facets.price.min, facets.price.max, facets.price.currency)} money={money} start={f?.start_price} end={f?.end_price} />
      {children}
    </div>
  );
}
