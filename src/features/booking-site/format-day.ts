import { intlLocale } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';

/** A restaurant-local 'YYYY-MM-DD' as the diner reads it (weekday, day, month); no zone shift. */
export function formatDay(date: string, locale: CatalogLocale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
