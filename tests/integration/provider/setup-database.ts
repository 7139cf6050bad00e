import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { seedDatabase } from './seed-database';

// Runs before each test file; both steps are idempotent, so files that share a database stay consistent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedDatabase();
