import { setI18n } from '@lingui/react/server';
import type { I18n } from '@lingui/core';
import type { CatalogLocale } from './catalogs';
import { getI18n } from './get-i18n';

/** Activates the locale for a server component tree (call at the top of each page and layout). */
export function initPageI18n(locale: CatalogLocale): I18n {
  const i18n = getI18n(locale);
  setI18n(i18n);
  return i18n;
}
