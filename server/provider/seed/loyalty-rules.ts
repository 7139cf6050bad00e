/**
 * The demo's loyalty rules: 50 points per completed booking, expiring after 365 days. Migration 0022 made the
 * one row with the scheme's defaults, so the seed updates it, and only while it still holds those defaults:
 * rules an operator set since are kept, as every other seeded row is.
 */
export const DEMO_LOYALTY_RULES = { booking_points: 50, points_expire_days: 365 } as const;

export function loyaltyRulesStatement(): string {
  return `UPDATE loyalty_rules SET booking_points = ${DEMO_LOYALTY_RULES.booking_points}, points_expire_days = ${DEMO_LOYALTY_RULES.points_expire_days}
WHERE id = 1 AND booking_points = 0 AND points_expire_days IS NULL;`;
}
