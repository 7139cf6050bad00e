import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { createProgramConfigCache } from '#edge/config-cache.ts';
import { fetchProgramBundle } from '#edge/program-bundle.ts';
import type { Locale } from '#domain/locales.ts';
import example from '#scripts/examples/program.json';
import { countingKv } from '#tests/integration/edge/support/counting-kv.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';

// 10,000 page requests across 10 programs, 2 locales and 4 isolates over 15 simulated minutes
// (three 5-minute TTL windows), against the real provider Worker and real KV. Prints the counts.
const REQUESTS = 10_000;
const ISOLATES = 4;
const TTL_SECONDS = 300;
const SPAN_MS = 15 * 60 * 1000;
const LOCALES: Locale[] = ['en', 'zh'];
const DEMO = ['dine-asia', 'members-club', 'restaurant-week', 'mc-world', 'dbs-dining', 'mobile-perks'];
const EXTRA = ['bench-one', 'bench-two', 'bench-three', 'bench-four'];

it('config cache: provider calls and KV reads over 10,000 page requests', async () => {
  const { project: _project, ...config } = example;
  for (const slug of EXTRA) {
    const request = await signedProviderRequest(
      `https://provider.internal/ops/programs/${slug}`,
      { method: 'PUT', headers: { Authorization: `Bearer ${env.OPS_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ ...config, booking_site_origins: [] }) },
      { clientIp: null, siteOrigin: null },
      env.SERVICE_KEYS!,
    );
    const response = await env.PROVIDER!.fetch(request as never);
    expect(response.status).toBe(200);
  }
  const programs = [...DEMO, ...EXTRA];

  let clock = Date.now();
  let bundleFetches = 0;
  const kv = countingKv(env.CONFIG_CACHE);
  const isolates = Array.from({ length: ISOLATES }, () =>
    createProgramConfigCache({
      kv: kv.binding,
      ttlSeconds: TTL_SECONDS,
      now: () => clock,
      patienceMs: 4000,
      fetchLookup: (program, locale) => {
        bundleFetches++;
        return fetchProgramBundle(env, program, locale);
      },
    }),
  );

  // mulberry32: a small seeded PRNG, so every run draws the same request mix.
  let seed = 42;
  const random = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
  const background: Promise<unknown>[] = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    clock += SPAN_MS / REQUESTS;
    const lookup = await isolates[random(ISOLATES)]!.get(programs[random(programs.length)]!, LOCALES[random(LOCALES.length)]!, (task) => background.push(task));
    expect(lookup.kind).toBe('found');
    if (background.length > 0) await Promise.all(background.splice(0));
  }
  const elapsedMs = performance.now() - started;

  const keys = programs.length * LOCALES.length;
  const windows = Math.ceil(SPAN_MS / (TTL_SECONDS * 1000));
  const kvReadBound = keys * ISOLATES * windows;
  console.log(
    [
      '',
      `config cache benchmark: ${REQUESTS} page requests, ${programs.length} programs x ${LOCALES.length} locales, ${ISOLATES} isolates, ${windows} TTL windows of ${TTL_SECONDS} s`,
      `  provider bundle fetches : ${bundleFetches} (${bundleFetches * 4} provider calls; cold keys ${keys}, refreshes after TTL ${bundleFetches - keys})`,
      `  KV reads                : ${kv.reads} (bound: one per key per isolate per TTL = ${kvReadBound})`,
      `  KV writes               : ${kv.writes}`,
      `  served from isolate memory: ${REQUESTS - kv.reads} of ${REQUESTS} (${(((REQUESTS - kv.reads) / REQUESTS) * 100).toFixed(1)} %)`,
      `  mean time per request   : ${((elapsedMs / REQUESTS) * 1000).toFixed(0)} µs in workerd`,
      '',
    ].join('\n'),
  );
  expect(bundleFetches).toBeLessThanOrEqual(keys * windows);
  expect(kv.reads).toBeLessThanOrEqual(kvReadBound);
}, 120_000);
