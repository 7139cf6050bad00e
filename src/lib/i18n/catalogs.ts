import type { Messages } from '@lingui/core';
import { messages as en } from '../../../locales/en/messages';
import { messages as fr } from '../../../locales/fr/messages';
import { messages as hi } from '../../../locales/hi/messages';
import { messages as id } from '../../../locales/id/messages';
import { messages as ja } from '../../../locales/ja/messages';
import { messages as ko } from '../../../locales/ko/messages';
import { messages as ms } from '../../../locales/ms/messages';
import { messages as pseudo } from '../../../locales/pseudo/messages';
import { messages as th } from '../../../locales/th/messages';
import { messages as tl } from '../../../locales/tl/messages';
import { messages as tw } from '../../../locales/tw/messages';
import { messages as vi } from '../../../locales/vi/messages';
import { messages as zh } from '../../../locales/zh/messages';
import { messages as zhHK } from '../../../locales/zh-HK/messages';
import type { Locale } from '../../domain/locales';

/** Compiled catalogs (`npm run i18n:compile`), plus the pseudo-locale that exposes raw strings. */
export const catalogs: Record<Locale | 'pseudo', Messages> = {
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

export type CatalogLocale = keyof typeof catalogs;
