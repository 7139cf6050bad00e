import type { Row } from './sql-insert';

/**
 * Demo access codes (stored as sha256(program ':' code), see access/access-codes.ts; a unit test checks these
 * digests) and whitelisted mobiles. Listed in the README; ops add single-use codes through the ops API.
 */
export const DEMO_ACCESS_CODES = [
  { program_slug: 'restaurant-week', kind: 'code', code: '246810', code_hash: 'cf4ba71aba9b10a70d0d8467776f7a7d6a606c3e0c4223b301062be76b1f066f' },
  { program_slug: 'restaurant-week', kind: 'password', code: 'RWEEK2026', code_hash: 'ee0f8baa158367f3e7fca2a741f26da58770f6b725d494b7f5d240e61d618349' },
  // mc-world's base access code: the wide check that follows a card's BIN (spec §7).
  { program_slug: 'mc-world', kind: 'code', code: 'MCWORLD', code_hash: 'e25e43fa7337783839fea6826c25c25e77e657e3512878789f7e71f667c82644' },
] as const;

export const DEMO_WHITELIST = [
  { program_slug: 'mobile-perks', country_code: '65', mobile: '90001234' },
  { program_slug: 'mobile-perks', country_code: '66', mobile: '812345678' },
] as const;

export function accessRows(): Record<string, Row[]> {
  return {
    access_codes: DEMO_ACCESS_CODES.map(({ program_slug, kind, code_hash }) => ({ program_slug, kind, code_hash, max_redemptions: null })),
    program_whitelist: DEMO_WHITELIST.map((row) => ({ ...row })),
  };
}
