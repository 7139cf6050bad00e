import type { I18n } from '@lingui/core';
import { FILTER_MESSAGE_VALUES, filterInput, restaurantFiltersSchema, type RestaurantFilters } from '#domain/contract/restaurant-filters.ts';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';

export type FilterReading = { ok: true; filters: RestaurantFilters; query: Record<string, string> } | { ok: false; message: string };

/** Reads the filter set from the page URL with the same schema the provider validates with. */
export function readFilters(query: URLSearchParams, i18n: I18n): FilterReading {
  const input = filterInput(query);
  const parsed = restaurantFiltersSchema.safeParse(input);
  if (parsed.success) return { ok: true, filters: parsed.data, query: input };
  const key = (parsed.error.issues[0]?.message ?? 'badRequest') as DomainMessageKey;
  const descriptor = domainMessages[key] ?? domainMessages.badRequest;
  return { ok: false, message: i18n._(descriptor.id, FILTER_MESSAGE_VALUES[key], { message: descriptor.message }) };
}

/** Whether the URL narrows the list by a filter of the Filters panel (which then renders open, its facets checked). */
export function hasActiveFilter(f: RestaurantFilters | null): boolean {
  if (!f) return false;
  return [f.cuisines_ids, f.tags_ids, f.location_ids, f.landmarks_ids].some((ids) => ids?.length) || f.start_price !== undefined || f.end_price !== undefined || f.within !== undefined;
}
