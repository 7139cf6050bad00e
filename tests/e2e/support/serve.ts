import { freshSeededState } from '../../../scripts/seed-state';
import { serveWorkers } from '../../../scripts/serve-workers';

// The built app on a fresh, migrated and seeded D1, like a new machine's first start.
const state = '.wrangler/e2e-state';
await freshSeededState(state);
await serveWorkers({ port: Number(process.env.E2E_PORT ?? 8797), state, quiet: true });
