import { LOCALES, type Locale } from '#domain/locales.ts';

/** One demo text in each of the 13 locales. */
export type LocaleTexts = Readonly<Record<Locale, string>>;

/**
 * Reads 'en|zh|zh-HK|tw|ms|hi|id|ja|ko|tl|th|vi|fr' (the order of LOCALES) into a text per locale, so a
 * translation table stays one line per text; a missing or empty translation fails the seed at once.
 */
export function inLocales(texts: string): LocaleTexts {
  const parts = texts.split('|');
  if (parts.length !== LOCALES.length || parts.some((part) => part.trim() === '')) {
    throw new Error(`expected ${LOCALES.length} translations, got ${parts.length}: ${texts}`);
  }
  return Object.fromEntries(LOCALES.map((locale, index) => [locale, parts[index]!.trim()])) as Record<Locale, string>;
}

/** A text with `{name}`-style placeholders filled in. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Locales whose sentences follow each other without a space. */
export const JOINED_SCRIPTS: ReadonlySet<Locale> = new Set(['zh', 'zh-HK', 'tw', 'ja']);
