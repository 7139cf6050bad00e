import { ensureDevVars } from './dev-vars';
import { npx, run } from './run';

export const STATE_DIR = '.wrangler/state';

/** Build both Workers, migrate D1 and load the demo data (idempotent: diners' data is kept). */
export async function prepareLocal(): Promise<void> {
  ensureDevVars();
  await run('npm', ['run', 'build']);
  await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', STATE_DIR]);
  await npx(['tsx', 'scripts/seed.ts']);
}
