/** The demo programs the seed creates, and what each one shows (printed by npm start, listed in the README). */
export const DEMO_PROGRAMS = [
  { slug: 'dine-asia', shows: 'open access, all 13 languages, terms gate on program start' },
  { slug: 'members-club', shows: 'membership login required to book' },
  { slug: 'restaurant-week', shows: 'access code (see /auth for how to get one)' },
  { slug: 'mc-world', shows: 'card BIN verification: Mastercard World / World Elite' },
  { slug: 'dbs-dining', shows: 'bank (DBS-style) verification' },
  { slug: 'mobile-perks', shows: 'mobile whitelist' },
  { slug: 'unionpay-dining', shows: 'UnionPay partner login (token parameter)' },
  { slug: 'amex-dining', shows: 'Amex partner login (amex_code parameter, 30 minutes)' },
  { slug: 'summer-2025', shows: 'expired: lands on /expired' },
] as const;
