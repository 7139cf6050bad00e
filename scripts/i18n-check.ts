import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '#domain/locales.ts';
import { missingDemoTexts } from '#provider/seed/demo-text-coverage.ts';
import { placeholders, readPo } from './po-catalog';
import { untranslatedSourceText } from './untranslated-source-text';

// Words that are the same in a locale as in English (say "Restaurants" in French) are listed here.
const SAME_AS_ENGLISH_ALLOWED: Record<string, string[]> = existsSync('locales/same-as-english.json')
  ? JSON.parse(readFileSync('locales/same-as-english.json', 'utf8'))
  : {};

const sourceEntries = readPo('locales/en/messages.po');
const source = new Map(sourceEntries.map((entry) => [entry.id, entry.translation || entry.id]));
const problems: string[] = [];

// The catalogs must hold every message the code uses now: extract afresh into a scratch folder and compare.
const scratch = mkdtempSync(join(tmpdir(), 'lingui-'));
const extracted = spawnSync('npx', ['--no-install', 'lingui', 'extract', '--locale', 'en'], { env: { ...process.env, LINGUI_CATALOG_DIR: scratch }, encoding: 'utf8' });
if (extracted.status !== 0) problems.push(`lingui extract failed: ${extracted.stderr}`);
else {
  const usedEntries = readPo(join(scratch, 'en', 'messages.po'));
  const used = usedEntries.map((entry) => entry.id);
  for (const id of used) if (!source.has(id)) problems.push(`en: "${id}" is used in the code but not in the catalogs (run npm run i18n:extract)`);
  // The client catalogs are split by where each message is used (scripts/client-catalogs.ts): a message whose
  // recorded files are stale would be missing from the catalog of the pages that now render it.
  const recordedOrigins = new Map(sourceEntries.map((entry) => [entry.id, entry.origins.sort().join(' ')]));
  for (const { id, origins } of usedEntries) {
    const recorded = recordedOrigins.get(id);
    if (recorded !== undefined && recorded !== origins.sort().join(' ')) problems.push(`en: "${id}" is used in ${origins.join(', ')}, the catalogs say ${recorded || 'nowhere'} (run npm run i18n:extract)`);
  }
  const usedIds = new Set(used);
  for (const id of source.keys()) if (!usedIds.has(id)) problems.push(`en: "${id}" is in the catalogs but no longer used (run npm run i18n:extract)`);
}
rmSync(scratch, { recursive: true, force: true });

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

// Sentences that reach diners without the catalogs, and demo texts missing in a language their program offers.
problems.push(...untranslatedSourceText(), ...missingDemoTexts());

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${source.size} messages translated in ${LOCALES.length} locales; no untranslated source text; demo texts complete`);
