import { applyD1Migrations } from 'cloudflare:test';
import { providerEnv, seedDatabase } from './seed-database';

// Runs before each test file; both steps are idempotent, so files that share a database stay consistent.
await applyD1Migrations(providerEnv.DB, providerEnv.TEST_MIGRATIONS);
await seedDatabase();
