import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';
import { ensureDevVars } from './dev-vars';
import { command, step, stepTimes, together } from './suite-steps';
import { PLAYWRIGHT_REPORT, summaryLine, VITEST_REPORT } from './test-summary';

// The whole suite, as `npm test` runs it on a fresh clone. What does not depend on each other runs side by side:
// Chromium's install (network and disk) beside the static checks and the builds; then the workerd tests beside the
// browser tests, both on that one build. It ends with each step's time and the test count.
const started = Date.now();
const npm = (script: string, ...args: string[]) => command('npm', ['run', script, '--silent', ...(args.length ? ['--', ...args] : [])]);
const npx = (args: string[], options: Parameters<typeof command>[2] = {}) => command('npx', ['--no-install', ...args], options);

rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
try {
  await together(
    step('chromium', ensureChromium),
    (async () => {
      await step('local secrets and translations', async () => {
        ensureDevVars();
        await npm('i18n:compile');
      });
      await together(
        step('translations check', () => npm('i18n:check')),
        step('typecheck', () => npm('typecheck')),
        step('architecture arrows (dependency-cruiser)', () => npm('check:arrows')),
        step('SQL only in -db.ts files', () => npm('check:sql')),
        step('build (app, provider)', async () => {
          await npx(['waku', 'build']);
          await together(npm('build:provider'), npm('build:app'));
        }),
        // The production bundles the production tests (tests/integration/production) read.
        step('production dry run (npm run deploy -- --dry-run)', () => npm('deploy', '--dry-run', '--catalogs-compiled')),
      );
    })(),
  );
  // The workerd tests and the browser tests side by side: each leaves much of the two cores idle while it waits on
  // its runtimes. Vitest's output is printed in one piece when it ends; Playwright's as it comes.
  await together(
    step('unit and integration tests (Node and workerd)', () =>
      npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]),
    ),
    step('e2e tests (Chromium)', () =>
      npx(['playwright', 'test', '--reporter=list,json'], { live: true, env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT } }),
    ),
  );
  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  console.log(`\nStep times (wall ${Math.round((Date.now() - started) / 1000)} s; steps side by side overlap):\n${stepTimes()}`);
  console.log(summaryLine());
}
