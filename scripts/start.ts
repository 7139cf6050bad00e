import { spawn } from 'node:child_process';
import { freePort } from './free-port';
import { prepareLocal, STATE_DIR } from './prepare-local';
import { DEMO_PROGRAMS } from './demo-programs';

const port = Number(process.env.PORT ?? 8787);
await prepareLocal();
const inspectorPort = await freePort();
const server = spawn(
  'npx',
  ['--no-install', 'wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'server/provider/wrangler.toml', '--persist-to', STATE_DIR, '--port', String(port), '--inspector-port', String(inspectorPort), '--ip', '127.0.0.1'],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const origin = `http://localhost:${port}`;
await waitUntilUp(`${origin}/?program=${DEMO_PROGRAMS[0]!.slug}`);
console.log(`\nThe dining app is up on ${origin}. Demo programs:`);
for (const program of DEMO_PROGRAMS) console.log(`  ${origin}/?program=${program.slug}`.padEnd(54), program.shows);
console.log(`Dev outbox (mail and SMS sandbox) arrives with the booking work. Stop with Ctrl+C.\n`);

async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(url, { redirect: 'manual' }).then((r) => r.status < 500, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within a minute`);
}
