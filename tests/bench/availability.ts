import { freePort } from '#scripts/free-port.ts';
import { freshSeededState } from '#scripts/seed-state.ts';
import { serveWorkers, waitUntilUp } from '#scripts/serve-workers.ts';

// Availability as diners read it, seats from the restaurant's seat inventory object: the booking site's
// availability (60 days of slots), the booking panel's opening (its dates and the first dates' slots, what a page
// that is not cached reads too) and its slots of one date, each asked AVAILABILITY_CALLS times one
// after another through the app Worker (app → provider → object and D1, in workerd), so each time is one request's
// own time plus the loopback. Prints p50/p95 of the time the bench waited and of the server time the app Worker's
// answer names (Server-Timing: app;dur=, from the request reaching the edge API to its answer, provider included), and
// the answer's size.
// Run: npm run build && npm run bench:availability
const CALLS = Number(process.env.AVAILABILITY_CALLS ?? 300);
const RESTAURANT = 1;
const PROGRAM = 'dine-asia';
const state = '.wrangler/bench-availability';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

await freshSeededState(state);
const port = await freePort();
const server = await serveWorkers({ port, state, quiet: true, exitWithServer: false, ownProcessGroup: true });
const origin = `http://localhost:${port}`;
try {
  await waitUntilUp(`${origin}/api/health`);
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const calls = {
    'booking site availability': `/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`,
    "panel's opening": `/api/restaurants/${RESTAURANT}/panel-opening?program=${PROGRAM}`,
    "panel's slots of one date": `/api/restaurants/${RESTAURANT}/panel-slots?program=${PROGRAM}&date=${date}`,
    'health (the floor: app → provider, nothing read)': '/api/health',
  };
  for (const [name, path] of Object.entries(calls)) {
    // Warm the isolates, the object and the caches first.
    for (let i = 0; i < 20; i++) await (await fetch(origin + path)).arrayBuffer();
    const times: number[] = [];
    const serverTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      const response = await fetch(origin + path, { headers: { 'CF-Connecting-IP': `198.18.0.${(i % 250) + 1}` } });
      const body = await response.arrayBuffer();
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      const serverTime = /app;dur=(\d+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1];
      if (serverTime === undefined) throw new Error(`${path}: no Server-Timing`);
      serverTimes.push(Number(serverTime));
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    serverTimes.sort((a, b) => a - b);
    console.log(
      `${name}: waited p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms; server p50 ${percentile(serverTimes, 50)} ms  p95 ${percentile(serverTimes, 95)} ms  (${CALLS} calls one after another, ${(bytes / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  server.stop();
}
process.exit(0);
