import type { ComponentType, ReactNode } from 'react';
import { ClientLocale as en } from '../../../locales/en/client-locale';
import { ClientLocale as fr } from '../../../locales/fr/client-locale';
import { ClientLocale as hi } from '../../../locales/hi/client-locale';
import { ClientLocale as id } from '../../../locales/id/client-locale';
import { ClientLocale as ja } from '../../../locales/ja/client-locale';
import { ClientLocale as ko } from '../../../locales/ko/client-locale';
import { ClientLocale as ms } from '../../../locales/ms/client-locale';
import { ClientLocale as pseudo } from '../../../locales/pseudo/client-locale';
import { ClientLocale as th } from '../../../locales/th/client-locale';
import { ClientLocale as tl } from '../../../locales/tl/client-locale';
import { ClientLocale as tw } from '../../../locales/tw/client-locale';
import { ClientLocale as vi } from '../../../locales/vi/client-locale';
import { ClientLocale as zh } from '../../../locales/zh/client-locale';
import { ClientLocale as zhHK } from '../../../locales/zh-HK/client-locale';
import type { CatalogLocale } from './catalogs';

/**
 * Per locale, the client provider holding the messages client components render (`npm run
 * i18n:compile` writes them). Each is a client module of its own: a page loads only its locale's, as a
 * cacheable chunk, instead of the whole catalog inline in its RSC payload.
 */
export const clientLocales: Record<CatalogLocale, ComponentType<{ children: ReactNode }>> = {
  en,
  zh,
  'zh-HK': zhHK,
  tw,
  ms,
  hi,
  id,
  ja,
  ko,
  tl,
  th,
  vi,
  fr,
  pseudo,
};
