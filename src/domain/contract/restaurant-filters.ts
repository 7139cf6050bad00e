import { z } from 'zod';
import { MAX_RESTAURANTS_PER_PAGE, RESTAURANTS_PER_PAGE } from '#domain/constants.ts';

/** The six sort orders of spec §9; relevance is the default (spec §3). */
export const ORDERS = ['relevance', 'nearest', 'popular', 'rating', 'price_asc', 'price_desc'] as const;
export type RestaurantOrder = (typeof ORDERS)[number];
export const MAX_SEARCH_LENGTH = 100;
export const MAX_WITHIN_KM = 50;
const MAX_IDS = 20;

// Query values arrive as strings; each field names its message from src/domain/messages.ts on failure.
const idList = z
  .string()
  .regex(/^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,19}$/, { error: 'idsInvalid' })
  .transform((value) => [...new Set(value.split(',').map(Number))].slice(0, MAX_IDS))
  .optional();
const minorUnits = z.string().regex(/^[0-9]{1,9}$/, { error: 'priceInvalid' }).transform(Number).optional();
const coordinate = (max: number) =>
  z
    .string()
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,8})?$/, { error: 'locationInvalid' })
    .transform(Number)
    .pipe(z.number().min(-max, { error: 'locationInvalid' }).max(max, { error: 'locationInvalid' }))
    .optional();

export const pageField = z
  .string({ error: 'pageInvalid' })
  .regex(/^[0-9]{1,6}$/, { error: 'pageInvalid' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'pageInvalid' }))
  .default(1);
export const perPageField = z
  .string({ error: 'perPageInvalid' })
  .regex(/^[0-9]{1,3}$/, { error: 'perPageInvalid' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'perPageInvalid' }).max(MAX_RESTAURANTS_PER_PAGE, { error: 'perPageInvalid' }))
  .default(RESTAURANTS_PER_PAGE);

/**
 * The restaurant filter set of spec §3 as query strings: ids comma-separated, prices in integer minor
 * units of the region's currency, `within` in km around lat/lng. Used by the provider to validate and by
 * the home page to read its URL, so both agree on every rule.
 */
export const restaurantFiltersSchema = z
  .object({
    tags_ids: idList,
    landmarks_ids: idList,
    cuisines_ids: idList,
    location_ids: idList,
    within: z
      .string()
      .regex(/^[0-9]{1,2}(\.[0-9]{1,2})?$/, { error: 'withinInvalid' })
      .transform(Number)
      .pipe(z.number().gt(0, { error: 'withinInvalid' }).max(MAX_WITHIN_KM, { error: 'withinInvalid' }))
      .optional(),
    lat: coordinate(90),
    lng: coordinate(180),
    start_price: minorUnits,
    end_price: minorUnits,
    q: z
      .string()
      .max(MAX_SEARCH_LENGTH, { error: 'searchTooLong' })
      .transform((value) => value.trim() || undefined)
      .optional(),
    order_by: z.enum(ORDERS, { error: 'orderInvalid' }).default('relevance'),
    page: pageField,
    per_page: perPageField,
  })
  .refine((f) => f.start_price === undefined || f.end_price === undefined || f.start_price <= f.end_price, { error: 'priceRangeReversed' })
  .refine((f) => (f.lat === undefined) === (f.lng === undefined), { error: 'locationInvalid' })
  .refine((f) => f.within === undefined || f.lat !== undefined, { error: 'withinNeedsLocation' })
  .refine((f) => f.order_by !== 'nearest' || f.lat !== undefined, { error: 'nearestNeedsLocation' });
export type RestaurantFilters = z.output<typeof restaurantFiltersSchema>;

/** Values for the placeholders of the filter messages, so every reader shows the same bound. */
export const FILTER_MESSAGE_VALUES: Record<string, { max: number }> = {
  searchTooLong: { max: MAX_SEARCH_LENGTH },
  withinInvalid: { max: MAX_WITHIN_KM },
  perPageInvalid: { max: MAX_RESTAURANTS_PER_PAGE },
};

export const FILTER_KEYS = ['tags_ids', 'landmarks_ids', 'cuisines_ids', 'location_ids', 'within', 'lat', 'lng', 'start_price', 'end_price', 'q', 'order_by', 'page', 'per_page'] as const;

const ID_LIST_KEYS = new Set<string>(['tags_ids', 'landmarks_ids', 'cuisines_ids', 'location_ids']);

/**
 * Picks the filter keys out of a query, ready for the schema: empty values count as absent, and an id
 * list given as repeated keys (checkboxes of a plain form) is joined with commas.
 */
export function filterInput(query: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = ID_LIST_KEYS.has(key) ? query.getAll(key).filter(Boolean).join(',') : query.get(key);
    if (value) input[key] = value;
  }
  return input;
}
