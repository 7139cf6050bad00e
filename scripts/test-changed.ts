import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { command, together } from './suite-steps';

// `npm run test:changed [-- REV]`: the quick loop while working. Runs the unit and workerd tests (unit, provider,
// edge) whose files import, directly or through others, what changed since REV (default HEAD: the uncommitted
// change, new files included), beside the arrows and SQL checks. The edge tests run the provider's bundle, so it is rebuilt
// first when provider code changed. Pages, production and browser tests need the full build: `npm test`.
const started = Date.now();
const since = process.argv[2] ?? 'HEAD';
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')];
console.log(`${changed.length} files changed since ${since}`);

if (!existsSync('locales/en/messages.ts') || changed.some((file) => file.startsWith('locales/'))) await command('npm', ['run', 'i18n:compile', '--silent']);
if (!existsSync('.out/provider/index.local.js') || changed.some((file) => file.startsWith('server/provider/') || file.startsWith('src/domain/'))) {
  await command('npm', ['run', 'build:provider', '--silent']);
}
// The checks beside the tests (their output comes in one piece when each ends).
await together(
  command('npm', ['run', 'check:arrows', '--silent']),
  command('npm', ['run', 'check:sql', '--silent']),
  command('npx', ['--no-install', 'vitest', 'run', '--changed', since, '--passWithNoTests', '--project', 'unit', '--project', 'provider', '--project', 'edge'], { live: true }),
);
console.log(`test:changed took ${Math.round((Date.now() - started) / 1000)} s`);
