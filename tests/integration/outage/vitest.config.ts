import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const COMPATIBILITY_DATE = '2026-11-01';
const FAILURES = ['hangs', 'crashes', 'answers-500', 'answers-503-text', 'answers-html-404', 'answers-garbage'];
const bindingOf = (failure: string) => `PROVIDER_${failure.toUpperCase().replace(/-/g, '_')}`;

/**
 * The edge API inside workerd while the provider is down: each failure is a stand-in Worker behind its own
 * binding (a real provider cannot be made to fail on cue), and "refuses" is a binding to a closed port.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: `${root}tests/integration/outage/test-worker.ts`,
      miniflare: {
        compatibilityDate: COMPATIBILITY_DATE,
        compatibilityFlags: ['nodejs_als'],
        kvNamespaces: ['CONFIG_CACHE'],
        serviceBindings: {
          ...Object.fromEntries(FAILURES.map((failure) => [bindingOf(failure), failure])),
          [bindingOf('refuses')]: { external: { address: '127.0.0.1:1', http: {} } },
        },
        bindings: {
          TEST_PROGRAM: 'dine-asia',
          SESSION_ISSUER: 'dining-app',
          SESSION_KEYS: JSON.stringify({ current: 'k1', keys: { k1: 'b3V0YWdlLWtleS1vdXRhZ2Uta2V5LW91dGFnZS1rZXktMQ' } }),
          SERVICE_KEYS: TEST_SERVICE_KEYS,
          LOCAL_SANDBOXES: 'on',
          CONFIG_TTL_SECONDS: '300',
          // Short, so a hanging provider is given up on quickly; the tests assert the answer, never the time.
          PROVIDER_TIMEOUT_MS: '300',
        },
        workers: FAILURES.map((failure) => ({
          name: failure,
          modules: true,
          scriptPath: `${root}tests/integration/outage/failing-provider.js`,
          compatibilityDate: COMPATIBILITY_DATE,
          bindings: { FAILURE: failure },
        })),
      },
    }),
  ],
  test: { name: 'outage', include: ['tests/integration/outage/**/*.test.ts'], root },
});
