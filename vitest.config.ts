import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests run in Node; the integration projects run inside workerd (their own configs). Client components compile
// as in the app (Lingui's macros), for the tests that render them.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      'tests/integration/*/vitest.config.ts',
    ],
  },
});
