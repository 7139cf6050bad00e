import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The 13 locales of spec §1 plus a pseudo-locale that makes any untranslated string stand out.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'zh-HK', 'tw', 'ms', 'hi', 'id', 'ja', 'ko', 'tl', 'th', 'vi', 'fr', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // LINGUI_CATALOG_DIR lets the i18n check extract into a scratch folder and compare.
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales'}/{locale}/messages`,
      include: ['<rootDir>/src', '<rootDir>/server/edge'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
