import { addDays } from '#domain/restaurant-time.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { seatClaimsFor } from './seat-claims';
import { restaurantsWithBookings } from './seats-db';
import type { ReconcileReport } from './seat-inventory';

/** Restaurants reconciled at once: each is its own object, so a few in parallel cost D1 a few reads at a time. */
const AT_ONCE = 4;

/**
 * The cron's reconciliation: every restaurant with bookings from yesterday on (UTC, a day wider than any zone) has its
 * inventory rebuilt from D1's bookings, and what had to be mended is logged — a disagreement is a defect to look into,
 * not a state to live with. Answers the sum of the reports.
 */
export async function reconcileSeats(env: ProviderBindings, now: Date): Promise<ReconcileReport> {
  const total: ReconcileReport = { slots: 0, mended: 0, skipped: 0 };
  const restaurants = await restaurantsWithBookings(env.DB, addDays(now.toISOString().slice(0, 10), -2));
  for (let i = 0; i < restaurants.length; i += AT_ONCE) {
    const reports = await Promise.all(
      restaurants.slice(i, i + AT_ONCE).map(async (restaurant) => {
        const report = (await seatClaimsFor(env, restaurant)?.reconcile()) ?? { slots: 0, mended: 0, skipped: 0 };
        if (report.mended) console.warn(JSON.stringify({ event: 'seats_mended', restaurant, ...report }));
        return report;
      }),
    );
    for (const report of reports) {
      total.slots += report.slots;
      total.mended += report.mended;
      total.skipped += report.skipped;
    }
  }
  return total;
}
