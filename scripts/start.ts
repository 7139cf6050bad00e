import { DEMO_PROGRAMS } from './demo-programs';
import { prepareLocal, STATE_DIR } from './prepare-local';
import { serveWorkers, waitUntilUp } from './serve-workers';

// npm start: build, migrate, seed, then serve both Workers and print one demo URL per program.
const port = Number(process.env.PORT ?? 8787);
await prepareLocal();
await serveWorkers({ port, state: STATE_DIR });
const origin = `http://localhost:${port}`;
await waitUntilUp(`${origin}/api/health`);
console.log(`\nThe dining app is up on ${origin}. Demo programs:`);
for (const program of DEMO_PROGRAMS) console.log(`  ${`${origin}/?program=${program.slug}`.padEnd(50)} ${program.shows}`);
console.log('Stop with Ctrl+C.\n');
