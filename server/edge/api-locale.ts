import type { Context } from 'hono';
import { negotiateLocale, type Locale } from '#domain/locales.ts';

/** The locale of an API request: `lang` query, then Accept-Language. */
export function apiLocale(c: Context): Locale {
  return negotiateLocale(c.req.query('lang'), c.req.header('Accept-Language'));
}
