import type { D1Database } from '@cloudflare/workers-types/index';
import { bookingsToComplete, completeBookingsStatements } from './booking-completion-db';
import { loyaltyRules } from '#provider/points/loyalty-rules-db.ts';

// A bounded run per cron tick keeps the batch small; the next tick takes what is left.
export const COMPLETIONS_PER_RUN = 200;

/**
 * Marks confirmed bookings whose meal is over as completed and gives their members the booking points, in one
 * batch; answers how many were completed. Running it again finds them completed and adds nothing.
 */
export async function completeBookings(db: D1Database): Promise<number> {
  const rules = await loyaltyRules(db);
  if (!rules) return 0;
  const ids = await bookingsToComplete(db, rules.complete_after_minutes, COMPLETIONS_PER_RUN);
  if (ids.length === 0) return 0;
  const results = await db.batch(completeBookingsStatements(db, ids));
  const completed = results.at(-1)?.meta.changes ?? 0;
  console.log(JSON.stringify({ job: 'booking-completion', completed, points_entries: results[0]?.meta.changes ?? 0 }));
  return completed;
}
