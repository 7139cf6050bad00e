import { defineConfig } from '@playwright/test';
import { BASE_PORT, baseURL } from '#tests/e2e/support/base-url.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.ts';

// The built app in workerd (wrangler dev, both Workers, a fresh migrated and seeded D1), one server per worker on
// ports of its own (tests/e2e/support/base-url.ts), so no two tests running side by side share a database.
// E2E_WORKERS sets how many (default 2).
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Budgets that catch a hang, not a slow machine: a 2-core box shared with other work can be several times
  // slower than an idle one. Long journeys (axe at every step) mark themselves test.slow(): three times this.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers,
  // One more try for a test that failed: at load 12 on 2 cores two journeys met timing races (docs/decisions/0010);
  // Playwright reports such a test as flaky, so it is seen, and a test that fails twice still fails the suite.
  retries: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // In a worker process this is that worker's own server (base-url.ts reads TEST_PARALLEL_INDEX).
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // DOM snapshots only: a screencast for every test costs CPU the app under test needs.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `npx --no-install tsx tests/e2e/support/serve.ts`,
    env: { E2E_PORT: String(BASE_PORT + index) },
    url: `http://localhost:${BASE_PORT + index}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
