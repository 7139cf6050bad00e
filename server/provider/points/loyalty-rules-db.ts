import type { D1Database } from '@cloudflare/workers-types/index';

/** The loyalty scheme's one row (migration 0022): points per completed booking, their expiry, when a meal is over. */
export interface LoyaltyRules {
  booking_points: number;
  /** Points not spent within this many days of being earned expire; null: they never do. */
  points_expire_days: number | null;
  complete_after_minutes: number;
}

export function loyaltyRules(db: D1Database) {
  return db.prepare('SELECT booking_points, points_expire_days, complete_after_minutes FROM loyalty_rules WHERE id = 1').first<LoyaltyRules>();
}
