import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { ProgramUpsert } from '#domain/contract/program-config.ts';
import { imageUrl } from '#provider/restaurants/image-kinds.ts';

const PROGRAM_COLUMNS = [
  'slug', 'status', 'theme', 'accent_color', 'languages', 'authentication_method', 'where_pop_up', 'is_need_t_and_c_required',
  'is_need_group_booking', 'is_need_hide_avg_price', 'analytic_type', 'analytic_code', 'booking_form_url', 'frame_ancestors',
  'return_origins', 'is_need_bank_card_verify', 'base_access_code', 'is_need_dbs_verify', 'dbs_verify_url', 'is_need_mobile_verify',
  'starts_on', 'ends_on', 'booking_site_origins', 'partner_login', 'access_code_length',
  'invite_leaderboard', 'max_vouchers_per_booking',
] as const;

const UPSERT_PROGRAM_SQL = `
INSERT INTO programs (${PROGRAM_COLUMNS.join(', ')}, updated_at)
VALUES (${PROGRAM_COLUMNS.map(() => '?').join(', ')}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
ON CONFLICT (slug) DO UPDATE SET
  ${PROGRAM_COLUMNS.slice(1).map((column) => `${column} = excluded.${column}`).join(',\n  ')},
  updated_at = excluded.updated_at`;

export async function missingRegionIds(db: D1Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare('SELECT id FROM regions WHERE id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(ids))
    .all<{ id: number }>();
  const found = new Set(results.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * A partner login is stored in its own column (see migration 0016); the original column, whose CHECK predates
 * partner logins, then holds 'open' and is never read for such a program (AUTHENTICATION_METHOD_SQL).
 */
export function storedAuthentication(method: ProgramUpsert['authentication_method']) {
  return method === 'unionpay' || method === 'amex'
    ? { authentication_method: 'open', partner_login: method }
    : { authentication_method: method, partner_login: null };
}

/**
 * Creates or replaces a program with its texts (and regions, when given) in one batch, i.e. one
 * transaction: a failure leaves the previous version whole.
 */
export async function upsertProgram(db: D1Database, slug: string, input: ProgramUpsert): Promise<void> {
  const verify = input.verify_options;
  const values = {
    slug, status: input.status, theme: input.theme, accent_color: input.accent_color, languages: JSON.stringify(input.languages),
    ...storedAuthentication(input.authentication_method), access_code_length: input.access_code_length, where_pop_up: input.where_pop_up,
    is_need_t_and_c_required: Number(input.is_need_t_and_c_required), is_need_group_booking: Number(input.is_need_group_booking),
    is_need_hide_avg_price: Number(input.is_need_hide_avg_price), analytic_type: input.analytic_type, analytic_code: input.analytic_code,
    booking_form_url: input.booking_form_url, frame_ancestors: JSON.stringify(input.frame_ancestors),
    return_origins: JSON.stringify(input.return_origins),
    is_need_bank_card_verify: Number(verify?.bank_card_verify.is_need_bank_card_verify ?? false),
    base_access_code: verify?.bank_card_verify.base_access_code ?? null,
    is_need_dbs_verify: Number(verify?.dbs_verify.is_need_dbs_verify ?? false), dbs_verify_url: verify?.dbs_verify.dbs_verify_url ?? null,
    is_need_mobile_verify: Number(verify?.mobile_verify.is_need_mobile_verify ?? false),
    starts_on: input.starts_on ?? null, ends_on: input.ends_on ?? null, booking_site_origins: JSON.stringify(input.booking_site_origins),
    invite_leaderboard: Number(input.invite_leaderboard), max_vouchers_per_booking: input.max_vouchers_per_booking,
  } satisfies Record<(typeof PROGRAM_COLUMNS)[number], string | number | null>;

  const statements: D1PreparedStatement[] = [
    db.prepare(UPSERT_PROGRAM_SQL).bind(...PROGRAM_COLUMNS.map((column) => values[column])),
    db.prepare('DELETE FROM program_texts WHERE program_slug = ?').bind(slug),
    ...Object.entries(input.texts).map(([locale, text]) =>
      db
        .prepare(
          `INSERT INTO program_texts (program_slug, locale, title, t_and_c, tc_consent_content, access_code_desc, bank_desc, bank_error_msg, seo_title, seo_description, seo_keywords)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(slug, locale, text.title, text.t_and_c, text.tc_consent_content, text.access_code_desc ?? '', text.bank_desc ?? '', text.bank_error_msg ?? '', text.seo_title ?? '', text.seo_description ?? '', text.seo_keywords ?? ''),
    ),
  ];
  // Generated pictures are addressed by a dash-only slug (the app's image proxy allows no underscore).
  if (!slug.includes('_')) {
    ['logo', 'banner', 'background'].forEach((name, position) =>
      statements.push(
        db.prepare('INSERT OR IGNORE INTO program_images (program_slug, name, img_url, position) VALUES (?, ?, ?, ?)').bind(slug, name, imageUrl('program', slug, name), position),
      ),
    );
  }
  if (input.regions) {
    statements.push(db.prepare('DELETE FROM program_regions WHERE program_slug = ?').bind(slug));
    input.regions.forEach((region, position) =>
      statements.push(
        db.prepare('INSERT INTO program_regions (program_slug, region_id, handle, position) VALUES (?, ?, ?, ?)').bind(slug, region.id, region.handle ?? null, position),
      ),
    );
  }
  await db.batch(statements);
}
