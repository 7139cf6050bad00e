import { rmSync } from 'node:fs';
import { npx } from './run';

/** An empty state folder with the D1 migrations applied and the demo data loaded, as on a new machine. */
export async function freshSeededState(state: string): Promise<void> {
  rmSync(state, { recursive: true, force: true });
  await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', state], { stdio: 'ignore' });
  await npx(['tsx', 'scripts/seed.ts'], { env: { ...process.env, PERSIST_TO: state }, stdio: 'ignore' });
}
