import { existsSync, readFileSync } from 'node:fs';
import { LOCALES } from '../src/domain/locales';
import { placeholders, readPo } from './po-catalog';

// Words that are the same in a locale as in English (say "Restaurants" in French) are listed here.
const SAME_AS_ENGLISH_ALLOWED: Record<string, string[]> = existsSync('locales/same-as-english.json')
  ? JSON.parse(readFileSync('locales/same-as-english.json', 'utf8'))
  : {};

const source = new Map(readPo('locales/en/messages.po').map((entry) => [entry.id, entry.translation || entry.id]));
const problems: string[] = [];

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  const entries = new Map(readPo(`locales/${locale}/messages.po`).map((entry) => [entry.id, entry.translation]));
  for (const [id, english] of source) {
    const translation = entries.get(id);
    if (!translation) {
      problems.push(`${locale}: missing translation for "${id}"`);
      continue;
    }
    if (translation === english && /[A-Za-z]{3}/.test(english) && !SAME_AS_ENGLISH_ALLOWED[locale]?.includes(id)) {
      problems.push(`${locale}: "${id}" is an English copy`);
    }
    if (placeholders(translation).join() !== placeholders(english).join()) {
      problems.push(`${locale}: placeholders of "${id}" differ: ${placeholders(translation)} vs ${placeholders(english)}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${source.size} messages translated in ${LOCALES.length} locales`);
