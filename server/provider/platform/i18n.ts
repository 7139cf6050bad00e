import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as en } from '#locales/en/messages.ts';
import { messages as fr } from '#locales/fr/messages.ts';
import { messages as hi } from '#locales/hi/messages.ts';
import { messages as id } from '#locales/id/messages.ts';
import { messages as ja } from '#locales/ja/messages.ts';
import { messages as ko } from '#locales/ko/messages.ts';
import { messages as ms } from '#locales/ms/messages.ts';
import { messages as th } from '#locales/th/messages.ts';
import { messages as tl } from '#locales/tl/messages.ts';
import { messages as tw } from '#locales/tw/messages.ts';
import { messages as vi } from '#locales/vi/messages.ts';
import { messages as zhHK } from '#locales/zh-HK/messages.ts';
import { messages as zh } from '#locales/zh/messages.ts';
import type { Locale } from '#domain/locales.ts';
import type { MessageDescriptor } from '#domain/messages.ts';

const catalogs: Record<Locale, Messages> = { en, zh, 'zh-HK': zhHK, tw, ms, hi, id, ja, ko, tl, th, vi, fr };

// One I18n per locale: activating a shared instance per request would race between concurrent requests.
const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** Translates a message of src/domain/messages.ts; a catalog without the id falls back to its English text. */
export function translate(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18nFor(locale)._(descriptor.id, values, { message: descriptor.message });
}
