import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const COMPATIBILITY_DATE = '2026-11-01';
const SESSION_KEYS = JSON.stringify({ current: 'p1', keys: { p1: 'cHJvZHVjdGlvbi10ZXN0LXNlc3Npb24ta2V5LXByb2R1Y3Rpb24' } });

const appWorker = {
  name: 'dining-app',
  modules: true,
  scriptPath: `${root}.out/production/app/serve-cloudflare.js`,
  compatibilityDate: COMPATIBILITY_DATE,
  compatibilityFlags: ['nodejs_als'],
  kvNamespaces: ['CONFIG_CACHE'],
  serviceBindings: { PROVIDER: 'dining-provider' },
  bindings: { TEST_PROGRAM: 'dine-asia', SESSION_ISSUER: 'dining-app', SESSION_KEYS, SERVICE_KEYS: TEST_SERVICE_KEYS, LOCAL_SANDBOXES: 'on', CONFIG_TTL_SECONDS: '300', PROVIDER_TIMEOUT_MS: '5000' },
};

const providerWorker = {
  name: 'dining-provider',
  modules: true,
  scriptPath: `${root}.out/production/provider/index.js`,
  compatibilityDate: COMPATIBILITY_DATE,
  d1Databases: { DB: 'dining-production-test' },
  durableObjects: { VERIFICATION_CODES: { className: 'VerificationCodes', useSQLite: true }, CLIENT_LIMITER: { className: 'ClientLimiter', useSQLite: true }, SEAT_INVENTORY: { className: 'SeatInventory', useSQLite: true } },
  bindings: {
    SERVICE_KEYS: TEST_SERVICE_KEYS, LOCAL_SANDBOXES: 'on', BOOKING_SITE_ORIGIN: 'https://app.test',
    MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'Dining deals <bookings@dining.invalid>', SMS_ADAPTER: 'sandbox',
    CARD_ISSUER_ADAPTER: 'sandbox', BANK_ADAPTER: 'sandbox', UNIONPAY_ADAPTER: 'sandbox', AMEX_ADAPTER: 'sandbox', PAYMENT_GATEWAY_ADAPTER: 'sandbox', MPGS_MERCHANT_CURRENCY: 'SGD',
  },
};

/**
 * The production bundles exactly as `npm run deploy -- --dry-run` wrote them (.out/production), in workerd:
 * the app and the provider, bound as in production. They are configured the way a careless deploy might be —
 * sandbox adapters named and LOCAL_SANDBOXES "on" — to show that a production build has no sandbox to run.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: `${root}tests/integration/production/harness.ts`,
      miniflare: {
        compatibilityDate: COMPATIBILITY_DATE,
        d1Databases: { DB: 'dining-production-test' },
        serviceBindings: { APP: 'dining-app', PROVIDER: 'dining-provider' },
        bindings: { SERVICE_KEYS: TEST_SERVICE_KEYS, TEST_MIGRATIONS: await readD1Migrations(`${root}server/provider/migrations`) },
        workers: [appWorker, providerWorker],
      },
    })),
  ],
  test: { name: 'production', include: ['tests/integration/production/**/*.test.ts'], setupFiles: ['tests/integration/production/setup.ts'], root, testTimeout: 30_000, hookTimeout: 120_000 },
});
