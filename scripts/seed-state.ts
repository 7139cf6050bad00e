import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { npx } from './run';

/**
 * An empty state folder with the D1 migrations applied and the demo data loaded, as on a new machine; then `fixtures`
 * (more seed statements, e.g. the e2e tests' rows for states no call reaches), in one more call.
 */
export async function freshSeededState(state: string, fixtures: string[] = []): Promise<void> {
  rmSync(state, { recursive: true, force: true });
  await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', state], { stdio: 'ignore' });
  await npx(['tsx', 'scripts/seed.ts'], { env: { ...process.env, PERSIST_TO: state }, stdio: 'ignore' });
  if (fixtures.length === 0) return;
  // Beside the state folder, so two states seeded at once never share the file.
  const file = `${state}-fixtures.sql`;
  mkdirSync(state, { recursive: true });
  writeFileSync(file, `${fixtures.join('\n')}\n`);
  await npx(['wrangler', 'd1', 'execute', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', state, '--file', file], { stdio: 'ignore' });
}
