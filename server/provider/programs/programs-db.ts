import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { ProgramConfig, ProgramImages, SeoInfo, VerifyOptions } from '#domain/contract/program-config.ts';
import type { Locale } from '#domain/locales.ts';

export interface ProgramRow {
  slug: string;
  /** 'expired' when marked so or past its end date. */
  status: 'active' | 'expired';
  theme: ProgramConfig['theme'];
  accent_color: string;
  languages: string;
  authentication_method: ProgramConfig['authentication_method'];
  access_code_length: number | null;
  invite_leaderboard: number;
  where_pop_up: ProgramConfig['where_pop_up'];
  is_need_t_and_c_required: number;
  is_need_group_booking: number;
  is_need_hide_avg_price: number;
  analytic_type: ProgramConfig['analytic_type'];
  analytic_code: string | null;
  booking_form_url: string | null;
  frame_ancestors: string;
  return_origins: string;
  is_need_bank_card_verify: number;
  base_access_code: string | null;
  is_need_dbs_verify: number;
  dbs_verify_url: string | null;
  is_need_mobile_verify: number;
  title: string;
  t_and_c: string;
  tc_consent_content: string;
  access_code_desc: string;
  bank_desc: string;
  bank_error_msg: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
}

/** A partner program's login is its authentication method (see migration 0016 for why it has a column of its own). */
export const AUTHENTICATION_METHOD_SQL = 'COALESCE(p.partner_login, p.authentication_method)';

// Each text falls back on its own: the diner's locale, then the program's default (its first language), then en,
// so a locale row may carry only a translated title.
const localized = (column: string) => `COALESCE(NULLIF(t.${column}, ''), NULLIF(d.${column}, ''), e.${column}, '') AS ${column}`;

const PROGRAM_SQL = `
SELECT p.slug,
  CASE WHEN p.status = 'expired' OR p.ends_on < date('now') THEN 'expired' ELSE 'active' END AS status,
  p.theme, p.accent_color, p.languages, ${AUTHENTICATION_METHOD_SQL} AS authentication_method, p.access_code_length, p.invite_leaderboard, p.where_pop_up, p.is_need_t_and_c_required,
  p.is_need_group_booking, p.is_need_hide_avg_price, p.analytic_type, p.analytic_code, p.booking_form_url,
  p.frame_ancestors, p.return_origins, p.is_need_bank_card_verify, p.base_access_code, p.is_need_dbs_verify,
  p.dbs_verify_url, p.is_need_mobile_verify,
  ${['title', 't_and_c', 'tc_consent_content', 'access_code_desc', 'bank_desc', 'bank_error_msg', 'seo_title', 'seo_description', 'seo_keywords'].map(localized).join(',\n  ')}
FROM programs p
LEFT JOIN program_texts e ON e.program_slug = p.slug AND e.locale = 'en'
LEFT JOIN program_texts d ON d.program_slug = p.slug AND d.locale = json_extract(p.languages, '$[0]')
LEFT JOIN program_texts t ON t.program_slug = p.slug AND t.locale = ?2
WHERE p.slug = ?1`;

export function findProgram(db: D1Database, slug: string, locale: Locale): Promise<ProgramRow | null> {
  return db.prepare(PROGRAM_SQL).bind(slug, locale).first<ProgramRow>();
}

export function programLanguages(row: ProgramRow): string[] {
  return JSON.parse(row.languages) as string[];
}

export function toProgramConfig(row: ProgramRow): ProgramConfig {
  return {
    project: row.slug,
    title: row.title,
    languages: programLanguages(row) as ProgramConfig['languages'],
    theme: row.theme,
    accent_color: row.accent_color,
    authentication_method: row.authentication_method,
    access_code_length: row.access_code_length,
    where_pop_up: row.where_pop_up,
    is_need_t_and_c_required: row.is_need_t_and_c_required === 1,
    t_and_c: row.t_and_c,
    tc_consent_content: row.tc_consent_content,
    is_need_group_booking: row.is_need_group_booking === 1,
    is_need_hide_avg_price: row.is_need_hide_avg_price === 1,
    analytic_type: row.analytic_type,
    analytic_code: row.analytic_code,
    booking_form_url: row.booking_form_url,
    frame_ancestors: JSON.parse(row.frame_ancestors) as string[],
    return_origins: JSON.parse(row.return_origins) as string[],
    status: row.status,
    invite_leaderboard: row.invite_leaderboard === 1,
  };
}

export function toVerifyOptions(row: ProgramRow): VerifyOptions {
  return {
    bank_card_verify: { is_need_bank_card_verify: row.is_need_bank_card_verify === 1, base_access_code: row.base_access_code },
    dbs_verify: { is_need_dbs_verify: row.is_need_dbs_verify === 1, dbs_verify_url: row.dbs_verify_url },
    mobile_verify: { is_need_mobile_verify: row.is_need_mobile_verify === 1 },
  };
}

export async function programImages(db: D1Database, slug: string): Promise<ProgramImages> {
  const { results } = await db
    .prepare('SELECT name, img_url FROM program_images WHERE program_slug = ? ORDER BY position, name')
    .bind(slug)
    .all<{ name: string; img_url: string }>();
  return results;
}

export function toSeoInfo(row: ProgramRow, images: ProgramImages): SeoInfo {
  return {
    title: row.seo_title || row.title,
    description: row.seo_description,
    keywords: row.seo_keywords,
    og_image: images.find((image) => image.name === 'banner')?.img_url ?? null,
  };
}

/** Whether a program of this slug is marked active (its end date aside). */
export const programMarkedActive = async (db: D1Database, slug: string): Promise<boolean> =>
  (await db.prepare("SELECT 1 AS found FROM programs WHERE slug = ? AND status = 'active'").bind(slug).first()) !== null;

/** Whether the origin is one of the program's booking_site_origins. */
export const siteOriginListed = async (db: D1Database, program: string, origin: string): Promise<boolean> =>
  (await db
    .prepare('SELECT 1 AS allowed FROM programs, json_each(programs.booking_site_origins) AS o WHERE programs.slug = ?1 AND o.value = ?2')
    .bind(program, origin)
    .first<{ allowed: number }>()) !== null;

/** How many vouchers one booking of the program may redeem (null: no such program). */
export const maxVouchersPerBooking = async (db: D1Database, program: string): Promise<number | null> =>
  (await db.prepare('SELECT max_vouchers_per_booking AS max FROM programs WHERE slug = ?').bind(program).first<{ max: number }>())?.max ?? null;

const GATE_SQL = `
SELECT CASE WHEN status = 'expired' OR ends_on < date('now') THEN 'expired' ELSE 'active' END AS status,
  ?2 IS NULL OR EXISTS (SELECT 1 FROM program_regions WHERE program_slug = ?1 AND region_id = ?2) AS in_region
FROM programs WHERE slug = ?1`;

/**
 * The program check as one statement, so a handler can send it in the same batch as its own reads
 * (one round trip). With a region, it also checks that the program covers that region.
 */
export function programGate(db: D1Database, slug: string, region: number | null = null): D1PreparedStatement {
  return db.prepare(GATE_SQL).bind(slug, region);
}
