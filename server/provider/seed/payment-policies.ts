import type { Row } from './sql-insert';

/**
 * The demo's card policies (spec §9: they vary by restaurant): two Singapore restaurants of the open programs, one
 * holding a guarantee on the diner's card and one taking a prepayment, per guest; every other restaurant is free.
 * Both have staff (seed/staff.ts) who confirm the meal or mark the no-show.
 */
export const GUARANTEE_RESTAURANT = 162;
export const PREPAY_RESTAURANT = 163;

export function paymentPolicyRows(): Record<string, Row[]> {
  return {
    payment_policies: [
      { restaurant_id: GUARANTEE_RESTAURANT, kind: 'guarantee', amount_per_guest_minor: 5_000, currency: 'SGD' },
      { restaurant_id: PREPAY_RESTAURANT, kind: 'prepay', amount_per_guest_minor: 4_000, currency: 'SGD' },
    ],
  };
}
