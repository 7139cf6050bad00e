import type { D1Database } from '@cloudflare/workers-types/index';
import type { CountryCode } from '#domain/contract/region.ts';
import type { Locale } from '#domain/locales.ts';

export async function countryCodes(db: D1Database, locale: Locale): Promise<CountryCode[]> {
  const { results } = await db
    .prepare(
      `SELECT COALESCE(t.name, e.name, c.iso) AS name, c.dialling_code AS country_code, c.iso
       FROM countries c
       LEFT JOIN country_texts e ON e.country_iso = c.iso AND e.locale = 'en'
       LEFT JOIN country_texts t ON t.country_iso = c.iso AND t.locale = ?
       ORDER BY c.position, c.iso`,
    )
    .bind(locale)
    .all<CountryCode>();
  return results;
}
