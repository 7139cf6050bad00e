import { readPo } from '#scripts/po-catalog.ts';

/** The translation of an English source string in a locale's catalog (so tests check real translations). */
export function translated(locale: string, english: string): string {
  const entry = readPo(`locales/${locale}/messages.po`).find((candidate) => candidate.id === english);
  if (!entry?.translation) throw new Error(`${locale} has no translation for "${english}"`);
  return entry.translation;
}
