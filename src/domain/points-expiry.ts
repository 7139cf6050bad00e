/**
 * Points expire oldest first (issue 13). Spends and earlier expiries are taken from the oldest points, so of the
 * points earned before a cutoff exactly `earned before cutoff − everything ever debited` is still unspent, and
 * that, never less than 0, is what expires. The provider's expiry SQL computes the same sum in one statement.
 */

/** A ledger entry as the rule reads it: signed amount and when it was written (ISO 8601, UTC). */
export interface LedgerEntry {
  delta: number;
  created_at: string;
}

/** The points of a ledger that expire at the cutoff (a positive number, or 0). */
export function expiringPoints(entries: readonly LedgerEntry[], cutoff: string): number {
  let earnedBefore = 0;
  let debited = 0;
  for (const entry of entries) {
    if (entry.delta > 0 && entry.created_at < cutoff) earnedBefore += entry.delta;
    if (entry.delta < 0) debited -= entry.delta;
  }
  return Math.max(0, earnedBefore - debited);
}

/** The cutoff date (YYYY-MM-DD, UTC) for points that expire after `days`: entries written before it expire. */
export function expiryCutoff(now: Date, days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`points expire after a whole number of days, not ${days}`);
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}
