import { GUARANTEE_RESTAURANT, PREPAY_RESTAURANT } from './payment-policies';
import type { Row } from './sql-insert';

// Demo staff accounts, one per restaurant listed: staff-<restaurant id>@dining-demo.example, password "staff123"
// (PBKDF2-SHA256, 100,000 iterations, this fixed salt; made with Node's crypto.pbkdf2Sync so seeding stays synchronous).
const STAFF_RESTAURANTS = [1, 3, 241, 287, GUARANTEE_RESTAURANT, PREPAY_RESTAURANT] as const;
export const STAFF_PASSWORD = { password_hash: 'WvSnJY5X/1ijrdQSwcwdgX5h/iiccEJRmwLRGe12pEM=', password_salt: 'ZGluaW5nLXN0YWZmLXNhbHQ=', password_iterations: 100_000 };

export function staffRows(): Record<string, Row[]> {
  return {
    staff_accounts: STAFF_RESTAURANTS.map((restaurant, i) => ({
      id: i + 1, restaurant_id: restaurant, email: `staff-${restaurant}@dining-demo.example`, name: `Host of restaurant ${restaurant}`, ...STAFF_PASSWORD,
    })),
  };
}
