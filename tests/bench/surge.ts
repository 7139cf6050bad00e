import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '#scripts/free-port.ts';
import { freshSeededState } from '#scripts/seed-state.ts';
import { serveWorkers, waitUntilUp } from '#scripts/serve-workers.ts';

// Surge: DINERS diners at once race for 100 seats (10 slots × 10 seats, one seat each) through the whole stack —
// Node's HTTP client → the app Worker's /api → service binding → provider → the restaurant's seat inventory object
// → D1, in workerd. Run twice in this one process: with the seats decided in the restaurant's object (the product),
// then in D1 alone (BENCH_SEATS_IN_D1, the path before the objects, kept for this comparison), each on fresh state.
// Exactly 100 bookings must come out, every refusal a "no seats" with alternatives, and no server error.
// Run: npm run build && npm run bench:surge   (SURGE_DINERS to scale; SURGE_PATHS=objects to skip the comparison;
// SURGE_CONNECTIONS for the sockets open at once)
const DINERS = Number(process.env.SURGE_DINERS ?? 1_000);
// Sockets open at once: more than about 1,000 run this machine's local server out of file descriptors (each request
// holds several in workerd). Diners beyond it wait for a socket, and their time counts from the surge's start.
const CONNECTIONS = Number(process.env.SURGE_CONNECTIONS ?? 1_000);
const PATHS = (process.env.SURGE_PATHS ?? 'objects,d1').split(',') as ('objects' | 'd1')[];
const SLOTS = 10;
const SEATS_PER_SLOT = 10;
const RESTAURANT = 5;
const PROGRAM = 'dine-asia';
const PROVIDER_CONFIG = 'server/provider/wrangler.toml';
// Beside the real config (its paths are relative to its folder); ignored by git, removed after the run.
const D1_ONLY_CONFIG = 'server/provider/wrangler.bench-seats-in-d1.toml';
const TIMES = Array.from({ length: SLOTS }, (_, i) => `15:${String(7 + i * 3).padStart(2, '0')}`);

function d1(state: string, sql: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'wrangler', 'd1', 'execute', 'DB', '--local', '-c', PROVIDER_CONFIG, '--persist-to', state, '--json', '--command', sql], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`d1 execute exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Answer {
  status: number;
  code: string;
  alternatives: number;
  retryAfter: string | null;
  ms: number;
}

// A date a month ahead in the restaurant's zone (±1 day of UTC is well inside its window), cleared of blocks.
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const nextDay = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);

async function surge(path: 'objects' | 'd1'): Promise<{ p50: number; p99: number; ok: boolean; floorP99: number }> {
  const state = `.wrangler/bench-surge-${path}`;
  await freshSeededState(state, [
    `DELETE FROM blocked_dates WHERE restaurant_id = ${RESTAURANT} AND date = '${date}';`,
    ...TIMES.map((t) => `INSERT INTO time_slots (restaurant_id, date, time, capacity, booked) VALUES (${RESTAURANT}, '${date}', '${t}', ${SEATS_PER_SLOT}, 0);`),
    // The next day's evening, where the refused diners are offered a table instead.
    `DELETE FROM blocked_dates WHERE restaurant_id = ${RESTAURANT} AND date = '${nextDay}';`,
    `INSERT INTO time_slots (restaurant_id, date, time, capacity, booked) VALUES (${RESTAURANT}, '${nextDay}', '19:00', 40, 0);`,
  ]);
  if (path === 'd1') writeFileSync(D1_ONLY_CONFIG, readFileSync(PROVIDER_CONFIG, 'utf8').replace(/^\[vars\]$/m, '[vars]\nBENCH_SEATS_IN_D1 = "on"'));
  const port = await freePort();
  const server = await serveWorkers({ port, state, quiet: true, exitWithServer: false, ownProcessGroup: true, configs: ['wrangler.toml', path === 'd1' ? D1_ONLY_CONFIG : PROVIDER_CONFIG] });
  const origin = `http://localhost:${port}`;
  try {
    await waitUntilUp(`${origin}/api/health`);
    // Warm the isolates (and the restaurant's object) so the first diners don't pay the start-up.
    await fetch(`${origin}/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`).then((r) => r.body?.cancel());

    let freeSockets = CONNECTIONS;
    const waitingForSocket: (() => void)[] = [];
    const withSocket = async <T>(run: () => Promise<T>): Promise<T> => {
      if (freeSockets > 0) freeSockets--;
      else await new Promise<void>((wake) => waitingForSocket.push(wake));
      try {
        return await run();
      } finally {
        const next = waitingForSocket.shift();
        if (next) next();
        else freeSockets++;
      }
    };

    const book = async (diner: number, arrived: number): Promise<Answer> => {
      const body = {
        program: PROGRAM, date, time: TIMES[diner % SLOTS], party_size: 1, first_name: `Diner${diner}`, last_name: 'Surge',
        email: `diner${diner}@example.com`, country_code: '65', mobile: String(91_000_000 + diner), special_requests: '', for_someone_else: false, consent: true,
      };
      const response = await withSocket(() => fetch(`${origin}/api/restaurants/${RESTAURANT}/books?program=${PROGRAM}`, {
        method: 'POST',
        // Each diner from an address of their own, as Cloudflare would set it (wrangler dev keeps the header), so the
        // per-client booking limit sees a crowd of diners rather than one client.
        headers: {
          'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'Idempotency-Key': `surge-${diner}-${crypto.randomUUID()}`,
          'CF-Connecting-IP': `198.18.${(diner >> 8) & 255}.${diner & 255}`,
        },
        body: JSON.stringify(body),
      }).then(async (answered) => ({ answered, json: (await answered.json().catch(() => ({}))) as { code?: string; nearest_slots?: unknown[] } })));
      const { answered, json: answer } = response;
      return { status: answered.status, code: answer.code ?? '', alternatives: answer.nearest_slots?.length ?? 0, retryAfter: answered.headers.get('Retry-After'), ms: performance.now() - arrived };
    };

    // The floor: as many /api/health calls at once (app → provider, nothing read), on the same server just before; what
    // this machine can answer a crowd of that size at all.
    const floorStarted = performance.now();
    const floor = await Promise.all(
      Array.from({ length: DINERS }, () => withSocket(() => fetch(`${origin}/api/health`).then(async (r) => (await r.arrayBuffer(), performance.now() - floorStarted)))),
    );
    floor.sort((x, y) => x - y);

    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: DINERS }, (_, diner) => book(diner, started)));
    const wallMs = performance.now() - started;
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const mix = new Map<string, number>();
    for (const a of answers) {
      const label = a.status === 201 ? '201 booked' : `${a.status} ${a.code}`;
      mix.set(label, (mix.get(label) ?? 0) + 1);
    }
    const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
    const rows = JSON.parse(
      await d1(state, `SELECT s.time, s.booked, (SELECT COUNT(*) FROM bookings b WHERE b.slot_id = s.id) AS bookings FROM time_slots s WHERE s.restaurant_id = ${RESTAURANT} AND s.date = '${date}' AND s.time IN (${TIMES.map((t) => `'${t}'`).join(',')}) ORDER BY s.time`),
    ) as [{ results: { time: string; booked: number; bookings: number }[] }];
    const slots = rows[0].results;
    const bookings = slots.reduce((n, s) => n + s.bookings, 0);
    const noSeats = answers.filter((a) => a.status === 409 && a.code === 'no_seats');
    const busy = answers.filter((a) => a.status === 429 && a.code === 'restaurant_busy' && a.retryAfter);
    const serverErrors = answers.filter((a) => a.status >= 500).length;
    const other = answers.length - (mix.get('201 booked') ?? 0) - noSeats.length - busy.length;
    const withoutAlternatives = noSeats.filter((a) => a.alternatives === 0).length;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);

    console.log(`surge (${path === 'objects' ? 'seats decided in the restaurant’s object' : 'seats decided in D1 alone'}): ${DINERS} concurrent diners, ${SLOTS} slots × ${SEATS_PER_SLOT} seats, through the app Worker (at most ${Math.min(CONNECTIONS, DINERS)} at a time; each diner's time from the start), wall ${wallMs.toFixed(0)} ms`);
    console.log(`  latency ms: p50 ${p50.toFixed(0)}  p90 ${percentile(latencies, 90).toFixed(0)}  p99 ${p99.toFixed(0)}  max ${latencies.at(-1)!.toFixed(0)}`);
    const floorP99 = percentile(floor, 99);
    console.log(`  floor, ${DINERS} /api/health at once on the same server just before: p50 ${percentile(floor, 50).toFixed(0)}  p99 ${floorP99.toFixed(0)} ms; the surge's p99 is ${(p99 / floorP99).toFixed(1)}× it`);
    console.log(`  answers: ${[...mix].map(([label, n]) => `${label} × ${n}`).join(', ')}`);
    console.log(`  refusals without alternatives: ${withoutAlternatives}; server errors: ${serverErrors}`);
    console.log(`  bookings written: ${bookings}; seats booked per slot: ${slots.map((s) => s.booked).join(' ')}`);
    const seats = SLOTS * SEATS_PER_SLOT;
    const exact = bookings === seats && slots.every((s) => s.booked === SEATS_PER_SLOT && s.bookings === SEATS_PER_SLOT) && mix.get('201 booked') === seats;
    // "Very busy" (429, Retry-After) is the answer to more than an object can serve; D1 alone never says it.
    const ok = exact && serverErrors === 0 && other === 0 && (path === 'd1' || withoutAlternatives === 0);
    console.log(ok ? `  ✓ exactly ${seats} bookings, nothing oversold, only "no seats"${path === 'objects' ? ' (each with alternatives)' : ''} or "very busy" refusals` : '  ✗ check failed');
    return { p50, p99, ok, floorP99 };
  } finally {
    server.stop();
    rmSync(D1_ONLY_CONFIG, { force: true });
  }
}

const results: Partial<Record<'objects' | 'd1', { p50: number; p99: number; ok: boolean; floorP99: number }>> = {};
for (const path of PATHS) results[path] = await surge(path);
if (results.objects && results.d1) {
  console.log(`ratio (D1 alone ÷ objects, same run): p50 ${(results.d1.p50 / results.objects.p50).toFixed(1)}×, p99 ${(results.d1.p99 / results.objects.p99).toFixed(1)}×`);
}
process.exit(Object.values(results).every((r) => r.ok) ? 0 : 1);
