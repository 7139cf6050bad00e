import { defineConfig } from 'vitest/config';

// Unit tests run in Node; the integration projects run inside workerd (their own configs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      'tests/integration/*/vitest.config.ts',
    ],
  },
});
