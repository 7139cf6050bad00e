import type { D1Database } from '@cloudflare/workers-types/index';
import type { D1Migration } from '@cloudflare/vitest-plugin';
import { env } from 'cloudflare:workers';
import { demoSeedStatements, utcToday } from '#provider/seed/index.ts';

/** The bindings of the provider under test (wrangler.toml plus the test config's miniflare bindings). */
export const providerEnv = env as unknown as { DB: D1Database; OPS_TOKEN: string; SERVICE_KEYS: string; TEST_MIGRATIONS: D1Migration[] };
const db = providerEnv.DB;
/** The first day of seeded availability, fixed per test file so re-seeding adds nothing. */
export const SEED_TODAY = utcToday();

/** Loads the demo data exactly as scripts/seed.ts does, but through the binding. */
export async function seedDatabase(): Promise<void> {
  await db.batch(demoSeedStatements(SEED_TODAY).map((sql) => db.prepare(sql)));
}

/** Row counts of every application table, to prove a request or a re-seed changed nothing. */
export async function tableCounts(): Promise<Record<string, number>> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>();
  const counts = await db.batch(results.map(({ name }) => db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`)));
  return Object.fromEntries(results.map(({ name }, i) => [name, (counts[i]?.results[0] as { n: number }).n]));
}
