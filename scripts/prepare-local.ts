import { buildIsCurrent, recordBuild } from './build-fingerprint';
import { ensureDevVars } from './dev-vars';
import { npx, run } from './run';

export const STATE_DIR = '.wrangler/state';

const STEPS = 4;
const step = (n: number, text: string) => console.log(`\n[${n}/${STEPS}] ${text}`);

/**
 * Build both Workers (skipped when no source changed since the last build), migrate D1 and load the
 * demo data (idempotent: diners' data is kept), saying what it does as it goes.
 */
export async function prepareLocal(): Promise<void> {
  ensureDevVars();
  await buildIfChanged((text) => step(1, text));
  step(2, 'Applying D1 migrations…');
  await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', STATE_DIR]);
  step(3, 'Loading the demo data (what diners did is kept)…');
  await npx(['tsx', 'scripts/seed.ts']);
  step(4, 'Starting both Workers…');
}

/** Builds both Workers unless the last build was of exactly these sources, saying which through `say`. */
export async function buildIfChanged(say: (text: string) => void = console.log): Promise<void> {
  if (buildIsCurrent()) {
    say('Build: nothing changed since the last build, using it.');
    return;
  }
  say('Building the app and the provider Workers…');
  const started = Date.now();
  await run('npm', ['run', '--silent', 'build']);
  recordBuild();
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
