import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { baseURL, port } from '#tests/e2e/support/base-url.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.ts';

// The built app in workerd (wrangler dev, both Workers, a fresh migrated and seeded D1) on its own ports.

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Budgets that catch a hang, not a slow machine: a 2-core box shared with other work can be several times
  // slower than an idle one. Long journeys (axe at every step) mark themselves test.slow(): three times this.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One worker per two cores: each worker's Chromium shares them with the server under test. Measured on this
  // 2-core machine (shared, load 8-9 at the start): 1 worker 12.3 min with a 38 s longest test; 2 workers 10.3 min,
  // but every test ran 1.7 times as long (longest 46-59 s), so it is the first to time out when the machine is busy.
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // DOM snapshots only: a screencast for every test costs CPU the app under test needs.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: `npx --no-install tsx tests/e2e/support/serve.ts`,
    env: { E2E_PORT: String(port) },
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
