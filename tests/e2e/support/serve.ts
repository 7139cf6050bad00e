import { cpSync, rmSync } from 'node:fs';
import { freshSeededState } from '#scripts/seed-state.ts';
import { serveWorkers } from '#scripts/serve-workers.ts';
import { port } from './base-url';
import { E2E_STATE, PRISTINE_STATE } from './e2e-state';
import { e2eFixtureStatements } from './fixtures';

// The built app on a fresh, migrated and seeded D1, like a new machine's first start, with the tests' fixtures
// (./fixtures.ts: the rows of states no product call reaches).
await freshSeededState(E2E_STATE, e2eFixtureStatements());
// A copy takes a moment where seeding again takes ~20 s (the outage e2e starts its own provider on it).
rmSync(PRISTINE_STATE, { recursive: true, force: true });
cpSync(E2E_STATE, PRISTINE_STATE, { recursive: true });
await serveWorkers({ port, state: E2E_STATE, quiet: true });
