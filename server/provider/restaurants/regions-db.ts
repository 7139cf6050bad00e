import type { D1Database } from '@cloudflare/workers-types/index';
import type { Region } from '#domain/contract/region.ts';
import type { Locale } from '#domain/locales.ts';

interface RegionRow {
  id: number;
  name: string;
  key_word: string;
  phone_code: string;
  handle: string | null;
  time_zone: string;
  currency: string;
  country_iso: string;
  privacy_policy_url: string;
}

export interface RegionFilter {
  handle?: string | undefined;
  /** Matched case-insensitively against the region's name and key words in every locale. */
  keyword?: string | undefined;
}

const REGIONS_SQL = `
SELECT r.id, COALESCE(t.name, e.name, '') AS name, COALESCE(t.key_word, e.key_word, '') AS key_word, r.phone_code,
  pr.handle, r.time_zone, r.currency, r.country_iso, r.privacy_policy_url
FROM program_regions pr
JOIN regions r ON r.id = pr.region_id
LEFT JOIN region_texts e ON e.region_id = r.id AND e.locale = 'en'
LEFT JOIN region_texts t ON t.region_id = r.id AND t.locale = ?2
WHERE pr.program_slug = ?1
  AND (?3 IS NULL OR pr.handle = ?3)
  AND (?4 IS NULL OR EXISTS (
    SELECT 1 FROM region_texts k
    WHERE k.region_id = r.id AND (instr(lower(k.name), lower(?4)) > 0 OR instr(lower(k.key_word), lower(?4)) > 0)))
ORDER BY pr.position, r.id`;

export async function programRegions(db: D1Database, slug: string, locale: Locale, filter: RegionFilter = {}): Promise<Region[]> {
  const { results } = await db
    .prepare(REGIONS_SQL)
    .bind(slug, locale, filter.handle ?? null, filter.keyword ?? null)
    .all<RegionRow>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    key_word: row.key_word,
    phone_code: row.phone_code,
    handle: row.handle,
    time_zone: row.time_zone,
    currency: row.currency,
    country: { code: row.country_iso, privacy_policy_url: row.privacy_policy_url },
  }));
}

export async function regionGuideLink(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare('SELECT guide_link FROM regions WHERE id = ?').bind(id).first<{ guide_link: string }>();
  return row?.guide_link ?? null;
}

export const regionExists = async (db: D1Database, id: number): Promise<boolean> =>
  (await db.prepare('SELECT 1 AS found FROM regions WHERE id = ?').bind(id).first()) !== null;
