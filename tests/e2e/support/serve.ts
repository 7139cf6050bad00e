import { rmSync } from 'node:fs';
import { npx } from '../../../scripts/run';
import { serveWorkers } from '../../../scripts/serve-workers';

// A fresh state folder each run: migrations and demo data go into an empty D1, as on a new machine.
const state = '.wrangler/e2e-state';
rmSync(state, { recursive: true, force: true });
await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', state], { stdio: 'ignore' });
await npx(['tsx', 'scripts/seed.ts'], { env: { ...process.env, PERSIST_TO: state }, stdio: 'ignore' });
await serveWorkers({ port: Number(process.env.E2E_PORT ?? 8797), state, quiet: true });
