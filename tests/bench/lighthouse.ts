import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.ts';
import { run } from '#scripts/run.ts';
import { benchPages, startBenchServer } from './support/bench-server';

// Lighthouse 13, mobile (its default emulation and throttling), 5 runs a page; prints the medians.
// Goals: performance 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.01, accessibility 100. Run after `npm run build`.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_PAGES='dine-asia home,dine-asia profile' measures only those.
const pagesWanted = process.env.LIGHTHOUSE_PAGES?.split(',');

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Only this bench uses Lighthouse, so it is not in the project's install: npx fetches it (once) on the first run.
const LIGHTHOUSE = 'lighthouse@13.5';

async function audit(url: string, out: string): Promise<Run> {
  await run(
    'npx',
    ['--yes', LIGHTHOUSE, url, `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

const server = await startBenchServer();
mkdirSync('.lighthouse', { recursive: true });
try {
  const rows: string[] = [];
  for (const [name, url] of Object.entries(benchPages(server.origin))) {
    if (pagesWanted && !pagesWanted.includes(name)) continue;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, `.lighthouse/${name.replace(/ /g, '-')}-${i}.json`));
    const m = (key: keyof Run) => median(runs.map((run) => run[key]));
    rows.push(`${name.padEnd(26)}${String(m('performance')).padStart(5)}${(m('lcp') / 1000).toFixed(2).padStart(8)} s${Math.round(m('tbt')).toString().padStart(7)} ms${m('cls').toFixed(3).padStart(8)}${String(m('accessibility')).padStart(8)}`);
  }
  console.log(`\nLighthouse 13 mobile, median of ${RUNS} runs`);
  console.log(`${'page'.padEnd(26)} perf      LCP        TBT      CLS    a11y`);
  for (const row of rows) console.log(row);
} finally {
  server.stop();
}
