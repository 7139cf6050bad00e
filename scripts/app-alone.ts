import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfChanged, STATE_DIR } from './prepare-local';
import { serveWorkers, waitUntilUp } from './serve-workers';

// npm run dev:app-alone: the app Worker without its provider, an outage drill. wrangler's dev registry is shared by
// every checkout of the user (~/.config/.wrangler/registry), so an app started alone binds PROVIDER to whichever
// `dining-provider` runs anywhere on the machine, this checkout's `npm start` or another's. A registry of its own,
// emptied at every start, leaves it none: the outage is real. It reads the state folder `npm start` writes, so the
// program configs cached there give the themed outage page.
const port = Number(process.env.PORT ?? 8899);
const registry = resolve('.wrangler/app-alone-registry');
rmSync(registry, { recursive: true, force: true });
mkdirSync(registry, { recursive: true });
await buildIfChanged();
await serveWorkers({ port, state: STATE_DIR, configs: ['wrangler.toml'], registry });
// A 404 of the API: up, whatever the provider is doing (its health check says 503 during an outage).
await waitUntilUp(`http://localhost:${port}/api/up`);
console.log(`\nThe app alone, its provider unreachable, on http://localhost:${port}/?program=dine-asia. Stop with Ctrl+C.\n`);
