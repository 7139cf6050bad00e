/**
 * The guard a booking's write carries while a restaurant's inventory holds its seats: D1's clock is before the claim's
 * deadline (`param`, epoch ms), so a write slower than the claim lapses rather than lands after the object gave the
 * seats back; a null deadline (the seats decided in D1 alone) always passes.
 */
export const beforeClaimDeadlineSql = (param: string) => `(${param} IS NULL OR ${param} > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))`;
