import { setupI18n, type I18n } from '@lingui/core';
import { catalogs, type CatalogLocale } from './catalogs';

const instances = new Map<CatalogLocale, I18n>();

/** One activated i18n instance per locale, shared by the requests of an isolate (en is the fallback). */
export function getI18n(locale: CatalogLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    instances.set(locale, instance);
  }
  return instance;
}
