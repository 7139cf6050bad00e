import { useLingui } from '@lingui/react/macro';
import type { PageContext } from '../../../server/edge/request-context';
import type { Locale } from '../../domain/locales';
import { LOCALE_AUTONYMS } from '../../lib/locale-names';

/** Links to the same page in each of the program's languages; works without JavaScript. */
export function LanguagePicker({ page, languages }: { page: PageContext; languages: readonly Locale[] }) {
  const { t } = useLingui();
  if (languages.length < 2) return null;
  const hrefFor = (locale: Locale) => {
    const query = new URLSearchParams(page.url.searchParams);
    query.set('lang', locale);
    return `${page.url.pathname}?${query.toString()}`;
  };
  return (
    <details className="language-picker">
      <summary>
        <span className="visually-hidden">{t`Language`}: </span>
        {LOCALE_AUTONYMS[page.locale]}
      </summary>
      <ul>
        {languages.map((locale) => (
          <li key={locale}>
            <a href={hrefFor(locale)} lang={locale} hrefLang={locale} aria-current={locale === page.locale ? 'true' : undefined}>
              {LOCALE_AUTONYMS[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
