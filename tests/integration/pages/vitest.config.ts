import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';
import { TEST_OPS_TOKEN, TEST_SESSION_KEYS } from '#tests/integration/edge/workerd-project.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const COMPATIBILITY_DATE = '2026-11-01';

const appWorker = {
  name: 'dining-app',
  modules: true,
  scriptPath: `${root}.out/app/serve-cloudflare.js`,
  compatibilityDate: COMPATIBILITY_DATE,
  compatibilityFlags: ['nodejs_als'],
  kvNamespaces: ['CONFIG_CACHE'],
  serviceBindings: { PROVIDER: 'dining-provider' },
  bindings: {
    TEST_PROGRAM: 'dine-asia', SESSION_ISSUER: 'dining-app', SESSION_KEYS: TEST_SESSION_KEYS, SERVICE_KEYS: TEST_SERVICE_KEYS,
    LOCAL_SANDBOXES: 'on', OPS_TOKEN: TEST_OPS_TOKEN, CONFIG_TTL_SECONDS: '300', PROVIDER_TIMEOUT_MS: '5000',
  },
};

// The same app while its provider is down: nothing listens behind its PROVIDER binding. It shares the app's KV
// namespace, so it has the program configs the app cached while the provider answered, as the app has in an outage.
const appWorkerProviderDown = { ...appWorker, name: 'dining-app-provider-down', serviceBindings: { PROVIDER: { external: { address: '127.0.0.1:1', http: {} } } } };

const providerWorker = {
  name: 'dining-provider',
  modules: true,
  scriptPath: `${root}.out/provider/index.local.js`,
  compatibilityDate: COMPATIBILITY_DATE,
  d1Databases: { DB: 'dining-pages-test' },
  durableObjects: { VERIFICATION_CODES: { className: 'VerificationCodes', useSQLite: true }, CLIENT_LIMITER: { className: 'ClientLimiter', useSQLite: true }, SEAT_INVENTORY: { className: 'SeatInventory', useSQLite: true } },
  bindings: {
    OPS_TOKEN: TEST_OPS_TOKEN, SERVICE_KEYS: TEST_SERVICE_KEYS, LOCAL_SANDBOXES: 'on', BOOKING_SITE_ORIGIN: 'https://app.test',
    MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'Dining deals <bookings@dining.invalid>', SMS_ADAPTER: 'sandbox',
    CARD_ISSUER_ADAPTER: 'sandbox', BANK_ADAPTER: 'sandbox', UNIONPAY_ADAPTER: 'sandbox', AMEX_ADAPTER: 'sandbox', PAYMENT_GATEWAY_ADAPTER: 'sandbox', MPGS_MERCHANT_CURRENCY: 'SGD',
  },
};

/**
 * The built app Worker — Waku pages and /api, bundled as `npm run build` bundles it (.out/app) — and the provider
 * (.out/provider) in workerd, with real KV, D1 and the Cache API: pages as a diner's browser gets them.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: `${root}tests/integration/pages/harness.ts`,
      miniflare: {
        compatibilityDate: COMPATIBILITY_DATE,
        d1Databases: { DB: 'dining-pages-test' },
        serviceBindings: { APP: 'dining-app', APP_PROVIDER_DOWN: 'dining-app-provider-down' },
        bindings: { SESSION_KEYS: TEST_SESSION_KEYS, OPS_TOKEN: TEST_OPS_TOKEN, TEST_MIGRATIONS: await readD1Migrations(`${root}server/provider/migrations`) },
        workers: [
          appWorker,
          appWorkerProviderDown,
          providerWorker,
        ],
      },
    })),
  ],
  test: { name: 'pages', include: ['tests/integration/pages/**/*.test.ts'], setupFiles: ['tests/integration/pages/setup.ts'], root, testTimeout: 30_000, hookTimeout: 120_000 },
});
