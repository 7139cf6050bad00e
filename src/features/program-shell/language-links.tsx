'use client';
import type { Locale } from '#domain/locales.ts';
import { LOCALE_AUTONYMS } from '#lib/locale-names.ts';

interface LanguageLinksProps {
  pathname: string;
  /** The page's query; each link sets its own lang in it. */
  query: string;
  current: Locale;
  languages: readonly Locale[];
}

/**
 * The language picker's links. A client component only so that every page's RSC payload carries the program's
 * languages and the page's query once, not thirteen links spelled out as elements; it renders the same links on the
 * server, so the picker still works without JavaScript.
 */
export function LanguageLinks({ pathname, query, current, languages }: LanguageLinksProps) {
  // One parsed query for every link: each sets its lang in place, so the other parameters keep their order.
  const next = new URLSearchParams(query);
  const hrefs = languages.map((locale) => {
    next.set('lang', locale);
    return `${pathname}?${next.toString()}`;
  });
  return (
    <ul>
      {languages.map((locale, index) => (
        <li key={locale}>
          <a href={hrefs[index]} lang={locale} hrefLang={locale} aria-current={locale === current ? 'true' : undefined}>
            {LOCALE_AUTONYMS[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
