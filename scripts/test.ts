import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';
import { ensureDevVars } from './dev-vars';
import { npx, run } from './run';
import { PLAYWRIGHT_REPORT, summaryLine, VITEST_REPORT } from './test-summary';

// The whole suite, as `npm test` runs it on a fresh clone: set-up, static checks, unit, workerd, browser.
const started = Date.now();
const step = async (name: string, task: () => Promise<void>) => {
  console.log(`\n▶ ${name}`);
  await task();
};

rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
try {
  await step('chromium', ensureChromium);
  await step('local secrets', async () => void ensureDevVars());
  await step('translations', async () => {
    await run('npm', ['run', 'i18n:compile', '--silent']);
    await run('npm', ['run', 'i18n:check', '--silent']);
  });
  await step('typecheck', () => run('npm', ['run', 'typecheck', '--silent']));
  await step('build', () => run('npm', ['run', 'build', '--silent']));
  // The production bundles the production tests (tests/integration/production) run and read.
  await step('production dry run (npm run deploy -- --dry-run)', () => run('npm', ['run', 'deploy', '--silent', '--', '--dry-run']));
  await step('unit and integration tests (Node and workerd)', () =>
    npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]),
  );
  await step('e2e tests (Chromium)', () =>
    npx(['playwright', 'test', '--reporter=list,json'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT } }),
  );
  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  console.log(summaryLine());
}
