import { LOCALES } from '#domain/locales.ts';
import { demoTables } from './index';
import type { Row } from './sql-insert';

// Texts a diner reads, and which languages each must be written in: the program's own languages for what a
// partner writes per program, all 13 for what restaurants and the platform write (every program shows them).
const PROGRAM_TEXTS: Record<string, string | null> = { program_texts: null, deal_texts: 'deals', collection_texts: 'collections', ad_placement_texts: 'ad_placements' };
const ALL_LOCALE_TEXTS = new Set(['cuisine_texts', 'tag_texts', 'restaurant_texts', 'menu_item_texts', 'blocked_date_texts', 'booking_restriction_texts']);
// Proper names are written once per script, not per language: a restaurant's name and address.
const PROPER_NAMES = new Set(['name', 'address']);
// Three or more Latin words: a phrase, not a shared word like 'Sushi' or 'Halal'.
const PHRASE = /[A-Za-z]{2,}(?:[\s,’'-]+[A-Za-z]{2,}){2,}/;

const keyOf = (row: Row) => Object.keys(row).find((column) => column.endsWith('_id') || column === 'program_slug')!;
const textColumns = (row: Row) => Object.keys(row).filter((column) => column !== 'locale' && column !== keyOf(row) && typeof row[column] === 'string');

/**
 * What the demo-data generator leaves out: a text missing, empty, or still in English in a language its
 * program offers (dine-asia: all 13; members-club: en and zh).
 */
export function missingDemoTexts(): string[] {
  const tables = new Map(demoTables('2026-01-01'));
  const languages = new Map((tables.get('programs') ?? []).map((p) => [p.slug as string, JSON.parse(p.languages as string) as string[]]));
  const programOf = (table: string, key: string | number): string => {
    const parents = PROGRAM_TEXTS[table];
    return parents ? ((tables.get(parents) ?? []).find((row) => row.id === key)?.program_slug as string) : String(key);
  };
  const problems: string[] = [];
  for (const [table, rows] of tables) {
    if (!(table in PROGRAM_TEXTS) && !ALL_LOCALE_TEXTS.has(table)) continue;
    const byParent = new Map<string | number, Map<string, Row>>();
    for (const row of rows) {
      const key = row[keyOf(row)] as string | number;
      byParent.set(key, (byParent.get(key) ?? new Map()).set(row.locale as string, row));
    }
    for (const [key, texts] of byParent) {
      const english = texts.get('en');
      const required = table in PROGRAM_TEXTS ? (languages.get(programOf(table, key)) ?? []) : LOCALES;
      for (const locale of required) {
        const text = texts.get(locale);
        if (!text) {
          problems.push(`${table} ${key}: no ${locale} text`);
          continue;
        }
        for (const column of english ? textColumns(english) : []) {
          const value = String(text[column] ?? '');
          if (english![column] !== '' && value.trim() === '') problems.push(`${table} ${key}: ${column} is empty in ${locale}`);
          else if (locale !== 'en' && !PROPER_NAMES.has(column) && value === english![column] && PHRASE.test(value)) {
            problems.push(`${table} ${key}: ${column} in ${locale} is the English text`);
          }
        }
      }
    }
  }
  return problems;
}
