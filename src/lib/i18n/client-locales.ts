import type { ComponentType, ReactNode } from 'react';
import { ClientLocale as en } from '#locales/en/client-locale.ts';
import { ClientLocale as fr } from '#locales/fr/client-locale.ts';
import { ClientLocale as hi } from '#locales/hi/client-locale.ts';
import { ClientLocale as id } from '#locales/id/client-locale.ts';
import { ClientLocale as ja } from '#locales/ja/client-locale.ts';
import { ClientLocale as ko } from '#locales/ko/client-locale.ts';
import { ClientLocale as ms } from '#locales/ms/client-locale.ts';
import { ClientLocale as pseudo } from '#locales/pseudo/client-locale.ts';
import { ClientLocale as th } from '#locales/th/client-locale.ts';
import { ClientLocale as tl } from '#locales/tl/client-locale.ts';
import { ClientLocale as tw } from '#locales/tw/client-locale.ts';
import { ClientLocale as vi } from '#locales/vi/client-locale.ts';
import { ClientLocale as zh } from '#locales/zh/client-locale.ts';
import { ClientLocale as zhHK } from '#locales/zh-HK/client-locale.ts';
import { FrameLocale as enFrame } from '#locales/en/frame-locale.ts';
import { FrameLocale as frFrame } from '#locales/fr/frame-locale.ts';
import { FrameLocale as hiFrame } from '#locales/hi/frame-locale.ts';
import { FrameLocale as idFrame } from '#locales/id/frame-locale.ts';
import { FrameLocale as jaFrame } from '#locales/ja/frame-locale.ts';
import { FrameLocale as koFrame } from '#locales/ko/frame-locale.ts';
import { FrameLocale as msFrame } from '#locales/ms/frame-locale.ts';
import { FrameLocale as pseudoFrame } from '#locales/pseudo/frame-locale.ts';
import { FrameLocale as thFrame } from '#locales/th/frame-locale.ts';
import { FrameLocale as tlFrame } from '#locales/tl/frame-locale.ts';
import { FrameLocale as twFrame } from '#locales/tw/frame-locale.ts';
import { FrameLocale as viFrame } from '#locales/vi/frame-locale.ts';
import { FrameLocale as zhFrame } from '#locales/zh/frame-locale.ts';
import { FrameLocale as zhHKFrame } from '#locales/zh-HK/frame-locale.ts';
import type { CatalogLocale } from './catalogs';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * Per locale, the client provider holding the messages client components render (`npm run
 * i18n:compile` writes them): one for the program pages, one for the booking site's framed pages. Each is
 * a client module of its own: a page loads only its locale's and its kind's, as a cacheable chunk,
 * instead of the whole catalog inline in its RSC payload.
 */
export const clientLocales: Record<CatalogLocale, Provider> = {
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

export const frameLocales: Record<CatalogLocale, Provider> = {
  en: enFrame,
  zh: zhFrame,
  'zh-HK': zhHKFrame,
  tw: twFrame,
  ms: msFrame,
  hi: hiFrame,
  id: idFrame,
  ja: jaFrame,
  ko: koFrame,
  tl: tlFrame,
  th: thFrame,
  vi: viFrame,
  fr: frFrame,
  pseudo: pseudoFrame,
};
