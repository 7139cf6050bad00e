import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const providerDir = path.resolve(here, '../../../server/provider');

// The provider Worker runs in workerd with a real (in-memory) D1; the setup file migrates and seeds it.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(providerDir, 'migrations'));
  return {
    root: here,
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(providerDir, 'wrangler.toml') },
        miniflare: { bindings: { OPS_TOKEN: 'test-ops-token', TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'provider',
      include: ['**/*.test.ts'],
      setupFiles: ['./setup-database.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
});
