import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const COMPATIBILITY_DATE = '2026-11-01';
export const TEST_OPS_TOKEN = 'edge-test-ops-token';
// A fixed test key set: "old" stays verifiable so rotation can be tested, "k2" signs.
export const TEST_SESSION_KEYS = JSON.stringify({
  current: 'k2',
  keys: { old: 'b2xkLWtleS1vbGQta2V5LW9sZC1rZXktb2xkLWtleS0x', k2: 'bmV3LWtleS1uZXcta2V5LW5ldy1rZXktbmV3LWtleS0y' },
});

/**
 * The edge API inside workerd with real KV, joined by the PROVIDER service binding to the real provider
 * Worker (its dry-run bundle, `npm run build:provider`), both on one D1 database. Shared by the edge
 * integration tests and the benchmarks.
 */
export const edgeWorkerdProject = (test: { name: string; include: string[] }) =>
  defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: `${root}tests/integration/edge/test-worker.ts`,
      miniflare: {
        compatibilityDate: COMPATIBILITY_DATE,
        compatibilityFlags: ['nodejs_als'],
        kvNamespaces: ['CONFIG_CACHE'],
        d1Databases: { DB: 'dining-local' },
        serviceBindings: { PROVIDER: 'dining-provider' },
        bindings: {
          TEST_PROGRAM: 'dine-asia',
          SESSION_ISSUER: 'dining-app',
          SESSION_KEYS: TEST_SESSION_KEYS,
          SERVICE_KEYS: TEST_SERVICE_KEYS,
          LOCAL_SANDBOXES: 'on',
          OPS_TOKEN: TEST_OPS_TOKEN,
          CONFIG_TTL_SECONDS: '300',
          PROVIDER_TIMEOUT_MS: '3000',
          TEST_MIGRATIONS: await readD1Migrations(`${root}server/provider/migrations`),
        },
        workers: [
          {
            name: 'dining-provider',
            modules: true,
            scriptPath: `${root}.out/provider/index.local.js`,
            compatibilityDate: COMPATIBILITY_DATE,
            d1Databases: { DB: 'dining-local' },
            // No queue here: the outbox waits for the sweep; the sandbox mailbox serves the dev outbox page.
            durableObjects: { VERIFICATION_CODES: { className: 'VerificationCodes', useSQLite: true }, CLIENT_LIMITER: { className: 'ClientLimiter', useSQLite: true }, SEAT_INVENTORY: { className: 'SeatInventory', useSQLite: true } },
            bindings: {
              OPS_TOKEN: TEST_OPS_TOKEN, SERVICE_KEYS: TEST_SERVICE_KEYS, LOCAL_SANDBOXES: 'on', BOOKING_SITE_ORIGIN: 'https://app.test',
              MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'Dining deals <bookings@dining.invalid>', SMS_ADAPTER: 'sandbox',
              CARD_ISSUER_ADAPTER: 'sandbox', BANK_ADAPTER: 'sandbox', UNIONPAY_ADAPTER: 'sandbox', AMEX_ADAPTER: 'sandbox', PAYMENT_GATEWAY_ADAPTER: 'sandbox', MPGS_MERCHANT_CURRENCY: 'SGD',
            },
          },
        ],
      },
    })),
  ],
    test: { ...test, setupFiles: ['tests/integration/edge/setup.ts'], root },
  });
