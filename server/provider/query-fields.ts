import { z } from 'zod';
import { MAX_RESTAURANTS_PER_PAGE, MAX_QUERY_VALUE_LENGTH, RESTAURANTS_PER_PAGE } from '../../src/domain/constants';
import { PROGRAM_SLUG } from '../../src/domain/program-slug';

/** Zod fields for path and query values: what the provider accepts before it touches the database. */
export const programSlugField = z.string().regex(PROGRAM_SLUG);
export const handleField = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const recordIdField = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number);
export const keywordField = z
  .string()
  .max(MAX_QUERY_VALUE_LENGTH)
  .transform((value) => value.trim().slice(0, 100))
  .transform((value) => value || undefined);

// Digits only (no signs, decimals or exponents) and bounded, so a huge value is a 400, not a slow query.
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
