// Loads the demo data into the local D1 that `wrangler dev --persist-to .wrangler/state` uses.
// One SQL file, one wrangler call: fast, and safe to run again (INSERT OR IGNORE).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { demoSeedStatements } from '#provider/seed/index.ts';

const file = '.seed/demo.sql';
const statements = demoSeedStatements();
mkdirSync('.seed', { recursive: true });
writeFileSync(file, `${statements.join('\n')}\n`);
console.log(`seed: wrote ${statements.length} statements to ${file}`);

const result = spawnSync(
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', process.env.PERSIST_TO ?? '.wrangler/state', '--file', file],
  { stdio: 'inherit' },
);
if (result.error) console.error(result.error);
process.exit(result.status ?? 1);
