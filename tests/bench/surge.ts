import { spawn } from 'node:child_process';
import { freePort } from '#scripts/free-port.ts';
import { freshSeededState } from '#scripts/seed-state.ts';
import { serveWorkers, waitUntilUp } from '#scripts/serve-workers.ts';

// Surge: 1,000 diners at once race for 100 seats (10 slots × 10 seats, one seat each) through the whole
// stack — Node's HTTP client → the app Worker's /api → service binding → provider → D1, in workerd.
// Exactly 100 bookings must come out and the only refusal allowed is "no seats".
// Run: npm run build && npm run bench:surge   (SURGE_DINERS to scale)
const DINERS = Number(process.env.SURGE_DINERS ?? 1_000);
const SLOTS = 10;
const SEATS_PER_SLOT = 10;
const RESTAURANT = 5;
const PROGRAM = 'dine-asia';
const STATE = '.wrangler/bench-surge-state';
const TIMES = Array.from({ length: SLOTS }, (_, i) => `15:${String(7 + i * 3).padStart(2, '0')}`);

function d1(sql: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'wrangler', 'd1', 'execute', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', STATE, '--json', '--command', sql], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`d1 execute exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

await freshSeededState(STATE);
// A date a month ahead in the restaurant's zone (±1 day of UTC is well inside its window), cleared of blocks.
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
await d1(
  [
    `DELETE FROM blocked_dates WHERE restaurant_id = ${RESTAURANT} AND date = '${date}'`,
    ...TIMES.map((t) => `INSERT INTO time_slots (restaurant_id, date, time, capacity, booked) VALUES (${RESTAURANT}, '${date}', '${t}', ${SEATS_PER_SLOT}, 0)`),
  ].join('; '),
);

const port = await freePort();
const server = await serveWorkers({ port, state: STATE, quiet: true, exitWithServer: false, ownProcessGroup: true });
const origin = `http://localhost:${port}`;
let outcome = 1;
try {
  await waitUntilUp(`${origin}/api/health`);
  // Warm the isolates so the first diners don't pay the start-up.
  await fetch(`${origin}/api/health`);

  const book = async (diner: number) => {
    const body = {
      program: PROGRAM, date, time: TIMES[diner % SLOTS], party_size: 1, first_name: `Diner${diner}`, last_name: 'Surge',
      email: `diner${diner}@example.com`, country_code: '65', mobile: String(91_000_000 + diner), special_requests: '', for_someone_else: false, consent: true,
    };
    const t0 = performance.now();
    const response = await fetch(`${origin}/api/restaurants/${RESTAURANT}/books?program=${PROGRAM}`, {
      method: 'POST',
      // Each diner from an address of their own, as Cloudflare would set it (wrangler dev keeps the header), so the
      // per-client booking limit sees a crowd of diners rather than one client.
      headers: {
        'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'Idempotency-Key': `surge-${diner}-${crypto.randomUUID()}`,
        'CF-Connecting-IP': `198.18.${(diner >> 8) & 255}.${diner & 255}`,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { code?: string };
    return { status: response.status, code: answer.code ?? '', ms: performance.now() - t0 };
  };

  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: DINERS }, (_, diner) => book(diner)));
  const wallMs = performance.now() - started;
  server.stop();
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const mix = new Map<string, number>();
  for (const a of answers) mix.set(a.status === 201 ? '201 booked' : `${a.status} ${a.code}`, (mix.get(a.status === 201 ? '201 booked' : `${a.status} ${a.code}`) ?? 0) + 1);
  const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
  const rows = JSON.parse(await d1(`SELECT s.time, s.booked, (SELECT COUNT(*) FROM bookings b WHERE b.slot_id = s.id) AS bookings FROM time_slots s WHERE s.restaurant_id = ${RESTAURANT} AND s.date = '${date}' AND s.time IN (${TIMES.map((t) => `'${t}'`).join(',')}) ORDER BY s.time`)) as [{ results: { time: string; booked: number; bookings: number }[] }];
  const slots = rows[0].results;
  const bookings = slots.reduce((n, s) => n + s.bookings, 0);
  const refusals = answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.code === 'no_seats')).length;

  console.log(`surge: ${DINERS} concurrent diners, ${SLOTS} slots × ${SEATS_PER_SLOT} seats, through the app Worker, wall ${wallMs.toFixed(0)} ms`);
  console.log(`  latency ms: p50 ${percentile(latencies, 50).toFixed(0)}  p90 ${percentile(latencies, 90).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}  max ${latencies.at(-1)!.toFixed(0)}`);
  console.log(`  answers: ${[...mix].map(([label, n]) => `${label} × ${n}`).join(', ')}`);
  console.log(`  bookings written: ${bookings}; seats booked per slot: ${slots.map((s) => s.booked).join(' ')}`);
  const ok = bookings === SLOTS * SEATS_PER_SLOT && slots.every((s) => s.booked === SEATS_PER_SLOT && s.bookings === SEATS_PER_SLOT) && mix.get('201 booked') === SLOTS * SEATS_PER_SLOT && refusals === 0;
  console.log(ok ? '  ✓ exactly 100 bookings, nothing oversold, only "no seats" refusals' : '  ✗ integrity check failed');
  outcome = ok ? 0 : 1;
} finally {
  server.stop();
}
process.exit(outcome);
