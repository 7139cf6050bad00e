import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/slow-first-sequencer';

// Unit tests run in Node; the integration projects run inside workerd (their own configs). Client components compile
// as in the app (Lingui's macros), for the tests that render them. Two workers on this 2-core machine: a workerd test
// file spends much of its time waiting on its own runtime, and Vitest's default (cores - 1) would run one at a time.
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      'tests/integration/*/vitest.config.ts',
    ],
  },
});
