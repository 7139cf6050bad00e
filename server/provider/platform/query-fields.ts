import { z } from 'zod';
import { MAX_QUERY_VALUE_LENGTH } from '#domain/constants.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';

/** Zod fields for path and query values: what the provider accepts before it touches the database. */
export const programSlugField = z.string().regex(PROGRAM_SLUG);
export const handleField = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const recordIdField = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number);
export const keywordField = z
  .string()
  .max(MAX_QUERY_VALUE_LENGTH)
  .transform((value) => value.trim().slice(0, 100))
  .transform((value) => value || undefined);

// Paging is one rule for the app and the provider; it lives with the filter set.
export { pageField, perPageField } from '#domain/contract/restaurant-filters.ts';

/** The named query values that are present and not empty (an empty value counts as absent, as in filterInput). */
export function presentQuery(url: string, keys: readonly string[]): Record<string, string> {
  const query = new URL(url).searchParams;
  return Object.fromEntries(keys.flatMap((key) => (query.get(key) ? [[key, query.get(key)!]] : [])));
}
