/** The 13 diner locales of spec §1; en is the default and the fallback. */
export const LOCALES = ['en', 'zh', 'zh-HK', 'tw', 'ms', 'hi', 'id', 'ja', 'ko', 'tl', 'th', 'vi', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const byLowerCase = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));
// Regional tags that browsers send, mapped onto the product's locales (zh-hk → Traditional Chinese).
const aliases: Record<string, Locale> = {
  'zh-cn': 'zh',
  'zh-sg': 'zh',
  'zh-hans': 'zh',
  'zh-mo': 'zh-HK',
  'zh-tw': 'tw',
  'zh-hant': 'tw',
  fil: 'tl',
  in: 'id',
};

/** Maps a language tag (any case, with or without region) to a supported locale, or undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag || tag.length > 35) return undefined;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const exact = byLowerCase.get(lower) ?? aliases[lower];
  if (exact) return exact;
  const base = lower.split('-')[0] ?? '';
  return byLowerCase.get(base) ?? aliases[base];
}

/** Picks the diner's locale: the `lang` query value, then Accept-Language by weight, then en. */
export function negotiateLocale(lang: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const fromQuery = toLocale(lang);
  if (fromQuery) return fromQuery;
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The locale to use for a program: the diner's choice if the program offers it, else en. */
export function localeForProgram(locale: Locale, programLanguages: readonly string[]): Locale {
  return programLanguages.includes(locale) ? locale : DEFAULT_LOCALE;
}

// Product locale codes that are not the BCP 47 tag Intl expects (tw is Traditional Chinese for Taiwan, not Twi).
const INTL_TAGS: Partial<Record<Locale, string>> = { zh: 'zh-CN', tw: 'zh-TW', tl: 'fil' };

/** The BCP 47 tag to format dates and numbers in a product locale. */
export function intlTagOf(locale: Locale): string {
  return INTL_TAGS[locale] ?? locale;
}
