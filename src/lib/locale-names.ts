import type { Locale } from '#domain/locales.ts';

/** Each locale named in its own language, as language pickers show them. */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-HK': '繁體中文（香港）',
  tw: '繁體中文（台灣）',
  ms: 'Bahasa Melayu',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  tl: 'Tagalog',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  fr: 'Français',
};
