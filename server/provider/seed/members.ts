import type { Row } from './sql-insert';

// Member levels (lowest first) and one demo member for local sign-in.

const LEVELS = [
  { id: 1, code: 'member', rank: 0, min_points: 0, colour: '#94a3b8', names: { en: 'Member', zh: '会员', ja: 'メンバー' } },
  { id: 2, code: 'silver', rank: 1, min_points: 100, colour: '#c0c0c0', names: { en: 'Silver', zh: '白银', ja: 'シルバー' } },
  { id: 3, code: 'gold', rank: 2, min_points: 500, colour: '#d4a017', names: { en: 'Gold', zh: '黄金', ja: 'ゴールド' } },
  { id: 4, code: 'platinum', rank: 3, min_points: 2000, colour: '#6b7b8c', names: { en: 'Platinum', zh: '铂金', ja: 'プラチナ' } },
] as const;

/** A small medal in the level's colour, as a data URL (no image route needed). */
const medal = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="M14 2h8l4 14h-8zM34 2h-8l-4 14h8z" fill="#334155"/><circle cx="24" cy="30" r="15" fill="${colour}"/><circle cx="24" cy="30" r="10" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/></svg>`)}`;

/**
 * The demo member: +65 91234567 or demo@example.com, password "dining123" (PBKDF2-SHA256, 100,000
 * iterations, this fixed salt; made with Node's crypto.pbkdf2Sync so seeding stays synchronous).
 */
const DEMO_MEMBER = {
  id: 1, country_code: '65', mobile: '91234567', email: 'demo@example.com', email_verified_at: '2026-01-01T00:00:00.000Z', nickname: 'demo-diner',
  region_id: 3, level_id: 2, level_announced_id: 2, points: 0, invite_code: 'DEMO2026',
  password_hash: 'ZZDuPoFmM1CqRIu5LGUBhUZ9pTwHNglRreppFI4ETCA=', password_salt: 'ZGluaW5nLWRlbW8tc2FsdA==', password_iterations: 100_000,
};

/** What each level gives its members' bookings (spec §3 loyalty_program_benefits), in the levels' languages. */
const LEVEL_BENEFITS = [
  { id: 1, level_id: 2, names: { en: 'Priority on the waiting list', zh: '候补名单优先', ja: 'キャンセル待ち優先' } },
  { id: 2, level_id: 3, names: { en: 'Priority seating', zh: '优先安排座位', ja: 'お席の優先案内' } },
  { id: 3, level_id: 3, names: { en: 'A welcome drink', zh: '迎宾饮品一杯', ja: 'ウェルカムドリンク' } },
  { id: 4, level_id: 4, names: { en: 'Priority seating', zh: '优先安排座位', ja: 'お席の優先案内' } },
  { id: 5, level_id: 4, names: { en: 'A welcome drink', zh: '迎宾饮品一杯', ja: 'ウェルカムドリンク' } },
  { id: 6, level_id: 4, names: { en: 'A greeting from the chef', zh: '主厨亲自问候', ja: 'シェフからのご挨拶' } },
] as const;

/** Programs that lift their members to a level (PUT /member/partner_level). */
const PROGRAM_LEVELS = [{ program_slug: 'mc-world', level_id: 3 }];

export function memberRows(): Record<string, Row[]> {
  return {
    levels: LEVELS.map(({ id, code, rank, min_points, colour }) => ({ id, code, rank, min_points, icon_url: medal(colour) })),
    level_texts: LEVELS.flatMap(({ id, names }) => Object.entries(names).map(([locale, name]) => ({ level_id: id, locale, name }))),
    program_levels: PROGRAM_LEVELS,
    level_benefits: LEVEL_BENEFITS.map(({ id, level_id }) => ({ id, level_id, position: id })),
    level_benefit_texts: LEVEL_BENEFITS.flatMap(({ id, names }) => Object.entries(names).map(([locale, title]) => ({ benefit_id: id, locale, title }))),
    members: [DEMO_MEMBER],
    // The demo member's 120 points, as the ledger's opening entry (the balance is the ledger's sum).
    point_entries: [{ member_id: DEMO_MEMBER.id, delta: 120, reason: 'opening_balance', ref: '' }],
  };
}
