import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiringPoints, expiryCutoff, type LedgerEntry } from '#domain/points-expiry.ts';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');
const EXPIRE_DAYS = 30;
const at = (day: number) => new Date(START + day * DAY + 3_600_000).toISOString();

/** A step of a member's life: earn or spend some points, or let the expiry job run; `days` is time passing first. */
type Step = { kind: 'earn' | 'spend'; amount: number; days: number } | { kind: 'expire'; days: number };
const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('earn' as const), amount: fc.integer({ min: 1, max: 500 }), days: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 500 }), days: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ kind: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 20 }) }),
  ),
  { maxLength: 60 },
);

/**
 * The reference the rule must agree with: the balance as lots, each earning its own lot; a spend takes from the
 * oldest lots first, and expiry drops what is left of the lots earned before the cutoff.
 */
function runLedger(plan: readonly Step[]) {
  const ledger: LedgerEntry[] = [];
  const lots: { amount: number; created_at: string }[] = [];
  const checks: { expired: number; fifoExpired: number; balanceAfter: number; earnedSinceCutoffLeft: number }[] = [];
  let day = 0;
  const takeOldest = (amount: number) => {
    let left = amount;
    for (const lot of lots) {
      const taken = Math.min(lot.amount, left);
      lot.amount -= taken;
      left -= taken;
    }
  };
  for (const step of plan) {
    day += step.days;
    const now = at(day);
    const balance = ledger.reduce((sum, e) => sum + e.delta, 0);
    if (step.kind === 'earn') {
      ledger.push({ delta: step.amount, created_at: now });
      lots.push({ amount: step.amount, created_at: now });
    } else if (step.kind === 'spend') {
      // A points-priced voucher is refused when the balance is short: only affordable spends happen.
      if (step.amount > balance) continue;
      ledger.push({ delta: -step.amount, created_at: now });
      takeOldest(step.amount);
    } else {
      const cutoff = expiryCutoff(new Date(now), EXPIRE_DAYS);
      const expired = expiringPoints(ledger, cutoff);
      const fifoExpired = lots.filter((lot) => lot.created_at < cutoff).reduce((sum, lot) => sum + lot.amount, 0);
      if (expired > 0) {
        ledger.push({ delta: -expired, created_at: now });
        takeOldest(expired);
      }
      const balanceAfter = ledger.reduce((sum, e) => sum + e.delta, 0);
      const earnedSinceCutoffLeft = lots.filter((lot) => lot.created_at >= cutoff).reduce((sum, lot) => sum + lot.amount, 0);
      checks.push({ expired, fifoExpired, balanceAfter, earnedSinceCutoffLeft });
    }
  }
  return { ledger, lots, checks };
}

describe('points expire oldest first', () => {
  it('expires only what is left of the points earned before the cutoff', () => {
    const ledger = [
      { delta: 100, created_at: '2026-01-01T10:00:00.000Z' },
      { delta: 50, created_at: '2026-03-01T10:00:00.000Z' },
      { delta: -30, created_at: '2026-03-02T10:00:00.000Z' },
    ];
    // 30 of the old 100 were spent (oldest first): 70 expire, the 50 earned after the cutoff stay.
    expect(expiringPoints(ledger, '2026-02-01')).toBe(70);
    // Spending more than the old points leaves nothing to expire, never a negative amount.
    expect(expiringPoints([...ledger, { delta: -100, created_at: '2026-03-03T00:00:00.000Z' }], '2026-02-01')).toBe(0);
    // After that expiry is written, the same cutoff expires nothing more.
    expect(expiringPoints([...ledger, { delta: -70, created_at: '2026-03-03T00:00:00.000Z' }], '2026-02-01')).toBe(0);
  });

  it('counts the cutoff day as not yet expired', () => {
    expect(expiryCutoff(new Date('2026-12-31T08:00:00Z'), 365)).toBe('2025-12-31');
    expect(expiringPoints([{ delta: 10, created_at: '2025-12-31T00:00:00.000Z' }], '2025-12-31')).toBe(0);
    expect(expiringPoints([{ delta: 10, created_at: '2025-12-30T23:59:59.999Z' }], '2025-12-31')).toBe(10);
    expect(() => expiryCutoff(new Date(), 0)).toThrow(RangeError);
  });

  it('over any earn, spend and expire sequence: the balance is the ledger’s sum, never below 0, and newer points never expire', () => {
    fc.assert(
      fc.property(steps, (plan) => {
        const { ledger, lots, checks } = runLedger(plan);
        const balance = ledger.reduce((sum, e) => sum + e.delta, 0);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBe(lots.reduce((sum, lot) => sum + lot.amount, 0));
        for (const check of checks) {
          // The rule's sum is exactly what first-in-first-out spending left of the old lots.
          expect(check.expired).toBe(check.fifoExpired);
          expect(check.balanceAfter).toBeGreaterThanOrEqual(0);
          // Every point still held after an expiry was earned on or after its cutoff.
          expect(check.balanceAfter).toBe(check.earnedSinceCutoffLeft);
        }
      }),
      { numRuns: 500 },
    );
  });
});
