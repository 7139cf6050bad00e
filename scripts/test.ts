import { ensureChromium } from './ensure-chromium';
import { ensureDevVars } from './dev-vars';
import { npx, run } from './run';

// The whole suite, as `npm test` runs it on a fresh clone: set-up, static checks, unit, workerd, browser.
const started = Date.now();
const step = async (name: string, task: () => Promise<void>) => {
  console.log(`\n▶ ${name}`);
  await task();
};

await step('chromium', ensureChromium);
await step('local secrets', async () => void ensureDevVars());
await step('translations', async () => {
  await run('npm', ['run', 'i18n:compile', '--silent']);
  await run('npm', ['run', 'i18n:check', '--silent']);
});
await step('typecheck', () => run('npm', ['run', 'typecheck', '--silent']));
await step('build', () => run('npm', ['run', 'build', '--silent']));
await step('unit and integration tests (Node and workerd)', () => npx(['vitest', 'run']));
await step('e2e tests (Chromium)', () => npx(['playwright', 'test']));
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
