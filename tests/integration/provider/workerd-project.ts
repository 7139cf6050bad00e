import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const providerDir = path.resolve(here, '../../../server/provider');

/**
 * The provider Worker in workerd with a real (in-memory) D1 that setup-database.ts migrates and seeds.
 * Shared by the provider integration tests and the search benchmark.
 */
export const providerWorkerdProject = (test: { name: string; root: string; include: string[]; bindings?: Record<string, string> }) =>
  defineConfig(async () => {
    const migrations = await readD1Migrations(path.join(providerDir, 'migrations'));
    return {
      root: test.root,
      plugins: [
        cloudflareTest({
          wrangler: { configPath: path.join(providerDir, 'wrangler.toml') },
          miniflare: { bindings: { OPS_TOKEN: 'test-ops-token', SERVICE_KEYS: TEST_SERVICE_KEYS, LOCAL_SANDBOXES: 'on', TEST_MIGRATIONS: migrations, ...test.bindings } },
        }),
      ],
      test: {
        name: test.name,
        include: test.include,
        setupFiles: [path.join(here, 'setup-database.ts')],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    };
  });
