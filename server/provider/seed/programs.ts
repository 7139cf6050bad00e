import type { ProgramConfig, VerifyOptions } from '#domain/contract/program-config.ts';
import { LOCALES } from '#domain/locales.ts';
import { storedAuthentication } from '#provider/programs/program-upsert-db.ts';
import { imageUrl } from '#provider/restaurants/image-kinds.ts';
import { programTexts } from './program-texts';
import type { Row } from './sql-insert';

type Settings = Omit<ProgramConfig, 'project' | 'title' | 't_and_c' | 'tc_consent_content' | 'status'> & {
  status: ProgramConfig['status'];
  verify: VerifyOptions;
  /** Partner domains the booking site runs on (local development also allows loopback origins). */
  booking_site_origins: readonly string[];
  starts_on: string | null;
  ends_on: string | null;
  /** How many vouchers one booking may redeem. */
  max_vouchers_per_booking: number;
  /** [region id, handle] in display order. */
  regions: readonly (readonly [number, string | null])[];
};

// The e2e host page serves on port 8790; a partner site embeds the app from its own origin.
const EMBEDDERS = ['https://partner.example', 'http://127.0.0.1:8790', 'http://localhost:8790'];
const RETURNS = ['https://partner.example', 'http://127.0.0.1:8790', 'http://localhost:8790'];
const noVerify: VerifyOptions = {
  bank_card_verify: { is_need_bank_card_verify: false, base_access_code: null },
  dbs_verify: { is_need_dbs_verify: false, dbs_verify_url: null },
  mobile_verify: { is_need_mobile_verify: false },
};
const base = {
  status: 'active', analytic_type: null, analytic_code: null, booking_form_url: null, frame_ancestors: EMBEDDERS,
  return_origins: RETURNS, is_need_hide_avg_price: false, verify: noVerify, starts_on: '2025-01-01', ends_on: '2030-12-31',
  booking_site_origins: [], access_code_length: null, invite_leaderboard: false, max_vouchers_per_booking: 1,
} as const;

export const DEMO_PROGRAMS: Record<string, Settings> = {
  'dine-asia': {
    ...base, theme: 'newtheme', accent_color: '#C2410C', languages: [...LOCALES], authentication_method: 'open',
    where_pop_up: 'on_program_start', is_need_t_and_c_required: true, is_need_group_booking: true,
    analytic_type: 'google_analytics', analytic_code: 'G-DEMO1234', ends_on: null,
    regions: [[1, 'china'], [2, 'china'], [3, 'sea'], [4, 'sea'], [5, 'sea']],
  },
  'members-club': {
    ...base, theme: 'default', accent_color: '#7C3AED', languages: ['en', 'zh'], authentication_method: 'membership',
    where_pop_up: 'before_authentication', is_need_t_and_c_required: false, is_need_group_booking: true,
    regions: [[1, null], [2, null], [3, null]],
  },
  'restaurant-week': {
    ...base, theme: 'newtheme', accent_color: '#0F766E', languages: ['en', 'zh', 'zh-HK', 'tw'], authentication_method: 'access_code',
    access_code_length: 6, invite_leaderboard: true, where_pop_up: 'before_authentication', is_need_t_and_c_required: true, is_need_group_booking: false,
    regions: [[2, 'rw-hk'], [3, 'rw-sg']],
  },
  'mc-world': {
    ...base, theme: 'default', accent_color: '#EB001B', languages: ['en', 'zh', 'zh-HK', 'ja', 'ko', 'th', 'fr'],
    authentication_method: 'card_bin', where_pop_up: 'before_authentication', is_need_t_and_c_required: true,
    is_need_group_booking: false, is_need_hide_avg_price: true,
    // CHOOSE (spec §4): a World or World Elite card number, or the partner bank's login.
    verify: {
      ...noVerify,
      bank_card_verify: { is_need_bank_card_verify: true, base_access_code: 'MCWORLD' },
      dbs_verify: { is_need_dbs_verify: true, dbs_verify_url: 'https://bank-sandbox.dining-demo.example/dbs/authorize' },
    },
    regions: [[1, null], [2, null], [3, null], [4, null]],
  },
  'dbs-dining': {
    ...base, theme: 'newtheme', accent_color: '#1D4ED8', languages: ['en', 'zh', 'ms'], authentication_method: 'bank',
    where_pop_up: 'before_authentication', is_need_t_and_c_required: true, is_need_group_booking: true,
    booking_form_url: 'https://forms.dining-demo.example/dbs-dining/group-booking',
    verify: { ...noVerify, dbs_verify: { is_need_dbs_verify: true, dbs_verify_url: 'https://bank-sandbox.dining-demo.example/dbs/authorize' } },
    regions: [[3, 'dbs-sg'], [2, 'dbs-hk']],
  },
  'mobile-perks': {
    // White text on the accent (buttons, the current region) needs 4.5:1: #047857 gives 5.5:1 (#059669 gave 3.8:1).
    ...base, theme: 'default', accent_color: '#047857', languages: ['en', 'zh', 'th', 'ms', 'id', 'vi'],
    authentication_method: 'mobile_whitelist', max_vouchers_per_booking: 2, where_pop_up: null, is_need_t_and_c_required: false, is_need_group_booking: false,
    verify: { ...noVerify, mobile_verify: { is_need_mobile_verify: true } },
    regions: [[4, null], [5, null]],
  },
  'summer-2025': {
    ...base, status: 'expired', theme: 'newtheme', accent_color: '#F59E0B', languages: ['en', 'zh'], authentication_method: 'open',
    where_pop_up: 'on_program_start', is_need_t_and_c_required: true, is_need_group_booking: false,
    starts_on: '2025-06-01', ends_on: '2025-08-31', regions: [[1, null], [3, null]],
  },
  // Partner logins come last, so the ids the seed gave earlier programs' deals and collections stay as they were.
  'unionpay-dining': {
    ...base, theme: 'newtheme', accent_color: '#E21836', languages: ['en', 'zh', 'zh-HK'], authentication_method: 'unionpay',
    where_pop_up: 'on_program_start', is_need_t_and_c_required: false, is_need_group_booking: false,
    regions: [[1, null], [2, null]],
  },
  'amex-dining': {
    ...base, theme: 'default', accent_color: '#006FCF', languages: ['en', 'zh'], authentication_method: 'amex',
    where_pop_up: null, is_need_t_and_c_required: false, is_need_group_booking: false,
    regions: [[1, null], [3, null]],
  },
};

const PROGRAM_IMAGES = ['logo', 'banner', 'background'] as const;

export function programRows() {
  const programs: Row[] = [];
  const texts: Row[] = [];
  const images: Row[] = [];
  const regions: Row[] = [];
  for (const [slug, p] of Object.entries(DEMO_PROGRAMS)) {
    programs.push({
      slug, status: p.status, theme: p.theme, accent_color: p.accent_color, languages: JSON.stringify(p.languages),
      ...storedAuthentication(p.authentication_method), access_code_length: p.access_code_length, where_pop_up: p.where_pop_up, is_need_t_and_c_required: p.is_need_t_and_c_required,
      is_need_group_booking: p.is_need_group_booking, is_need_hide_avg_price: p.is_need_hide_avg_price,
      analytic_type: p.analytic_type, analytic_code: p.analytic_code, booking_form_url: p.booking_form_url,
      frame_ancestors: JSON.stringify(p.frame_ancestors), return_origins: JSON.stringify(p.return_origins),
      is_need_bank_card_verify: p.verify.bank_card_verify.is_need_bank_card_verify, base_access_code: p.verify.bank_card_verify.base_access_code,
      is_need_dbs_verify: p.verify.dbs_verify.is_need_dbs_verify, dbs_verify_url: p.verify.dbs_verify.dbs_verify_url,
      is_need_mobile_verify: p.verify.mobile_verify.is_need_mobile_verify, starts_on: p.starts_on, ends_on: p.ends_on,
      booking_site_origins: JSON.stringify(p.booking_site_origins), invite_leaderboard: Number(p.invite_leaderboard),
      max_vouchers_per_booking: p.max_vouchers_per_booking, updated_at: '2026-01-01T00:00:00.000Z',
    });
    // The partner writes every text in each language the program offers.
    for (const locale of p.languages) {
      texts.push({ program_slug: slug, locale, ...programTexts(slug, locale, p.authentication_method) });
    }
    PROGRAM_IMAGES.forEach((name, position) => images.push({ program_slug: slug, name, img_url: imageUrl('program', slug, name), position }));
    p.regions.forEach(([regionId, handle], position) => regions.push({ program_slug: slug, region_id: regionId, handle, position }));
  }
  return { programs, texts, images, regions };
}
