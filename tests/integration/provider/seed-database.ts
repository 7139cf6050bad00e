import { env } from 'cloudflare:workers';
import { demoSeedStatements } from '../../../server/provider/seed/index';

/** Loads the demo data exactly as scripts/seed.ts does, but through the binding. */
export async function seedDatabase(): Promise<void> {
  await env.DB.batch(demoSeedStatements().map((sql) => env.DB.prepare(sql)));
}

/** Row counts of every application table, to prove a request or a re-seed changed nothing. */
export async function tableCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const counts = await env.DB.batch(results.map(({ name }) => env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`)));
  return Object.fromEntries(results.map(({ name }, i) => [name, (counts[i]?.results[0] as { n: number }).n]));
}
