import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';

const HOUR = 3600;
const perHour = (rule: { limit: number; windowSeconds: number }) => (rule.limit * HOUR) / rule.windowSeconds;

/**
 * The most wrong guesses an hour that `addresses` can get checked against one program at REQUEST_LIMITS: each
 * address its own allowance until the program's wire is full, then the wire's bound plus one guess per address
 * under access_code_under_attack.
 */
function guessesPerHour(addresses: number): number {
  const { client, target } = REQUEST_LIMITS.access_code;
  return Math.min(addresses * perHour(client), perHour(target) + addresses * perHour(REQUEST_LIMITS.access_code_under_attack.client));
}

/** Expected guesses to hit one of `valid` codes among the 10^6 six-digit ones, trying each once: (N + 1) / (K + 1). */
const expectedGuesses = (valid: number) => (1_000_000 + 1) / (valid + 1);

describe('guessing a 6-digit access code at the limits', () => {
  it('takes weeks for up to a thousand addresses, and days for a hundred thousand (printed)', () => {
    const days = (addresses: number, valid = 1) => expectedGuesses(valid) / guessesPerHour(addresses) / 24;
    const rows = [1, 30, 1_000, 10_000, 100_000].map((addresses) => ({
      addresses,
      'guesses/hour': Math.round(guessesPerHour(addresses)),
      'days (1 code)': Number(days(addresses).toFixed(1)),
      'days (10 codes)': Number(days(addresses, 10).toFixed(1)),
    }));
    console.table(rows);
    expect(days(1)).toBeGreaterThan(365);
    for (const addresses of [30, 1_000]) expect(days(addresses)).toBeGreaterThan(14);
    expect(days(100_000)).toBeGreaterThan(3);
  });
});
