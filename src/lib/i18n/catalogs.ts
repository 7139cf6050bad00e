import type { Messages } from '@lingui/core';
import { messages as en } from '#locales/en/messages.ts';
import { messages as fr } from '#locales/fr/messages.ts';
import { messages as hi } from '#locales/hi/messages.ts';
import { messages as id } from '#locales/id/messages.ts';
import { messages as ja } from '#locales/ja/messages.ts';
import { messages as ko } from '#locales/ko/messages.ts';
import { messages as ms } from '#locales/ms/messages.ts';
import { messages as pseudo } from '#locales/pseudo/messages.ts';
import { messages as th } from '#locales/th/messages.ts';
import { messages as tl } from '#locales/tl/messages.ts';
import { messages as tw } from '#locales/tw/messages.ts';
import { messages as vi } from '#locales/vi/messages.ts';
import { messages as zh } from '#locales/zh/messages.ts';
import { messages as zhHK } from '#locales/zh-HK/messages.ts';
import type { Locale } from '#domain/locales.ts';

/** Compiled catalogs (`npm run i18n:compile`), plus the pseudo-locale that exposes raw strings. */
export const catalogs: Record<Locale | 'pseudo', Messages> = { en, zh, 'zh-HK': zhHK, tw, ms, hi, id, ja, ko, tl, th, vi, fr, pseudo };

export type CatalogLocale = keyof typeof catalogs;
