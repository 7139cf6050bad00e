import { freshSeededState } from '#scripts/seed-state.ts';
import { restaurantIdsOf } from './support/bench-server';
import { cpuSeconds, serveBuiltWorkers } from './support/built-workers';
import { percentile } from './support/load-cell';

// A partner's burst: BURST_DINERS diners open the same restaurant's profile at once, a restaurant nobody of the
// program opened in the last minute (so neither its page nor the provider's answers for it are kept yet), as a bank's
// newsletter sends them. One restaurant per burst, BURST_ROUNDS bursts in turn on dine-asia and members-club. Per
// burst: how often the page was rendered (the rest were served the stored page), the CPU of the app's and the
// provider's Worker, and how long the diners waited for the whole page.
// Run: npm run build && npm run bench:burst   (ports 8867–8869 or BURST_PORT)
const DINERS = Number(process.env.BURST_DINERS ?? 50);
const ROUNDS = Number(process.env.BURST_ROUNDS ?? 8);
const PROGRAMS = ['dine-asia', 'members-club'];
const BASE_PORT = Number(process.env.BURST_PORT ?? 8867);
const STATE = '.wrangler/bench-burst-state';

await freshSeededState(STATE);
const workers = await serveBuiltWorkers({ state: STATE, ports: { app: BASE_PORT, provider: BASE_PORT + 1, minimal: BASE_PORT + 2 } });
let outcome = 0;
try {
  // Warm each isolate and the programs' configs on a restaurant the bursts do not use.
  for (const program of PROGRAMS) {
    for (let i = 0; i < 5; i++) await (await fetch(`${workers.app}/profile?program=${program}&lang=en&restaurant_id=${restaurantIdsOf(program).at(-1)}`)).arrayBuffer();
  }
  const bursts: { renders: number; appCpuMs: number; providerCpuMs: number; latenciesMs: number[]; failures: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const program = PROGRAMS[round % PROGRAMS.length]!;
    const url = `${workers.app}/profile?program=${program}&lang=en&restaurant_id=${restaurantIdsOf(program)[Math.floor(round / PROGRAMS.length)]}`;
    const before = { app: cpuSeconds(workers.pids.app), provider: cpuSeconds(workers.pids.provider) };
    const diners = await Promise.all(
      Array.from({ length: DINERS }, async () => {
        const started = performance.now();
        const response = await fetch(url).catch(() => null);
        const body = await response?.arrayBuffer().catch(() => null);
        return { ok: response?.status === 200 && Boolean(body), source: response?.headers.get('X-Page-Cache'), ms: performance.now() - started };
      }),
    );
    bursts.push({
      renders: diners.filter((diner) => diner.source === 'miss').length,
      appCpuMs: 1000 * (cpuSeconds(workers.pids.app) - before.app),
      providerCpuMs: 1000 * (cpuSeconds(workers.pids.provider) - before.provider),
      latenciesMs: diners.map((diner) => diner.ms),
      failures: diners.filter((diner) => !diner.ok).length,
    });
    // Let the isolate's background work (storing the page) end before the next burst.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const median = (values: number[]) => percentile(values, 50);
  const failures = bursts.reduce((n, burst) => n + burst.failures, 0);
  console.log(`\nbench:burst — ${DINERS} diners at once on a profile not opened in the last minute, ${ROUNDS} bursts (${PROGRAMS.join(', ')} in turn), built Workers in workerd; medians over bursts`);
  console.log(`${'renders per burst'.padEnd(40)}${median(bursts.map((b) => b.renders)).toFixed(0).padStart(10)}`);
  console.log(`${'app CPU ms per burst'.padEnd(40)}${median(bursts.map((b) => b.appCpuMs)).toFixed(1).padStart(10)}`);
  console.log(`${'provider CPU ms per burst'.padEnd(40)}${median(bursts.map((b) => b.providerCpuMs)).toFixed(1).padStart(10)}`);
  console.log(`${'diners waited p50 / slowest ms'.padEnd(40)}${`${median(bursts.map((b) => percentile(b.latenciesMs, 50))).toFixed(0)} / ${median(bursts.map((b) => Math.max(...b.latenciesMs))).toFixed(0)}`.padStart(10)}`);
  console.log(`${'failed requests'.padEnd(40)}${String(failures).padStart(10)}`);
  if (failures) outcome = 1;
} finally {
  await workers.stop();
}
process.exit(outcome);
