import type { I18n, Messages } from '@lingui/core';
import type { CatalogLocale } from './catalogs';

type Catalog = () => Promise<{ messages: Messages }>;

// One chunk per locale (written by `npm run i18n:compile`), fetched when the login dialog opens.
const catalogs: Record<CatalogLocale, Catalog> = {
  en: () => import('../../../locales/en/login-messages'),
  zh: () => import('../../../locales/zh/login-messages'),
  'zh-HK': () => import('../../../locales/zh-HK/login-messages'),
  tw: () => import('../../../locales/tw/login-messages'),
  ms: () => import('../../../locales/ms/login-messages'),
  hi: () => import('../../../locales/hi/login-messages'),
  id: () => import('../../../locales/id/login-messages'),
  ja: () => import('../../../locales/ja/login-messages'),
  ko: () => import('../../../locales/ko/login-messages'),
  tl: () => import('../../../locales/tl/login-messages'),
  th: () => import('../../../locales/th/login-messages'),
  vi: () => import('../../../locales/vi/login-messages'),
  fr: () => import('../../../locales/fr/login-messages'),
  pseudo: () => import('../../../locales/pseudo/login-messages'),
};

/** Adds the login dialog's messages to the page's client catalog (Lingui merges them into the locale). */
export async function loadLoginMessages(i18n: I18n, locale: CatalogLocale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
}
