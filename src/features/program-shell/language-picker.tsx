import { useLingui } from '@lingui/react/macro';
import type { PageContext } from '#edge/request-context.ts';
import type { Locale } from '#domain/locales.ts';
import { LOCALE_AUTONYMS } from '#lib/locale-names.ts';
import { LanguageLinks } from './language-links';

/** Links to the same page in each of the program's languages; works without JavaScript. */
export function LanguagePicker({ page, languages }: { page: PageContext; languages: readonly Locale[] }) {
  const { t } = useLingui();
  if (languages.length < 2) return null;
  return (
    <details className="language-picker">
      <summary>
        <span className="visually-hidden">{t`Language`}: </span>
        {LOCALE_AUTONYMS[page.locale]}
      </summary>
      <LanguageLinks pathname={page.url.pathname} query={page.url.searchParams.toString()} current={page.locale} languages={languages} />
    </details>
  );
}
