import { applyD1Migrations } from 'cloudflare:test';
import { demoSeedStatements } from '#provider/seed/index.ts';
import { pagesEnv as env } from './pages-env';

// The provider's schema and demo data in the D1 database the app and the provider share.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare('SELECT count(*) AS n FROM programs').first<{ n: number }>();
if (!seeded?.n) {
  const statements = demoSeedStatements();
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200).map((sql) => env.DB.prepare(sql)));
}
