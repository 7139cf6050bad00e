import { existsSync, readFileSync } from 'node:fs';

// Outside test-results/, which Playwright empties when it starts.
export const VITEST_REPORT = '.test-reports/vitest.json';
export const PLAYWRIGHT_REPORT = '.test-reports/playwright.json';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(): Counts {
  const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(): Counts {
  const report = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

/** One closing line over every runner, in the plain form CI reads: "N passed, N failed, N skipped". */
export function summaryLine(): string {
  const parts = [existsSync(VITEST_REPORT) ? vitestCounts() : null, existsSync(PLAYWRIGHT_REPORT) ? playwrightCounts() : null].filter((c): c is Counts => c !== null);
  const total = parts.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), { passed: 0, failed: 0, skipped: 0 });
  return `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}
