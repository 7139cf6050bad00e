import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort } from '../../../scripts/free-port';
import { npx } from '../../../scripts/run';

// A fresh state folder each run: migrations and demo data apply to an empty D1, as on a new machine.
const state = '.wrangler/e2e-state';
const port = process.env.E2E_PORT ?? '8797';
rmSync(state, { recursive: true, force: true });
await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', state], { stdio: 'ignore' });
await npx(['tsx', 'scripts/seed.ts'], { env: { ...process.env, PERSIST_TO: state }, stdio: 'ignore' });
const server = spawn(
  'npx',
  ['--no-install', 'wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'server/provider/wrangler.toml', '--persist-to', state, '--port', port, '--inspector-port', String(await freePort()), '--ip', '127.0.0.1'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
