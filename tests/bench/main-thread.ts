import { chromium, type CDPSession } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { benchPages, startBenchServer } from './support/bench-server';

// The browser's main thread while a page loads, at the 4× CPU slowdown Lighthouse assumes for a phone: a sampling
// profile of each load (from navigation until 4 s after the load event), and the script time by file, median over
// runs. Lighthouse's TBT comes from the same work but varies several-fold from run to run on a shared host; the
// samples say where the time goes and move only with the code. Run after `npm run build`.
// MAIN_THREAD_PAGES='dine-asia profile,…' picks the pages; MAIN_THREAD_RUNS the runs (5).
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const PAGES = (process.env.MAIN_THREAD_PAGES ?? 'members-club home,members-club profile,dine-asia profile,unionpay-dining home,unionpay-dining profile').split(',');
const SAMPLE_US = 100;

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}

/** Script milliseconds per file of one load (samples × interval; the browser's own work and idle time left out). */
async function scriptTimeByFile(cdp: CDPSession, load: () => Promise<void>): Promise<Map<string, number>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const fileOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url ? new URL(node.callFrame.url).pathname.replace(/^\/assets\//, '') : '']));
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const file = fileOf.get(id);
    const ms = (profile.timeDeltas[i + 1] ?? SAMPLE_US) / 1000;
    if (file) byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  return byFile;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
// Chunk names without their content hash, so two builds compare.
const chunkName = (file: string) => (file.includes('?') || !file.endsWith('.js') ? '(the page itself)' : file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'));

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const urls = benchPages(server.origin);
  console.log(`\nmain-thread script time while a page loads, 4× CPU slowdown, median of ${RUNS} loads (ms)`);
  for (const name of PAGES) {
    const runs: Map<string, number>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const byFile = await scriptTimeByFile(cdp, async () => {
        await page.goto(urls[name]!, { waitUntil: 'load' });
        await page.waitForTimeout(4000);
      });
      runs.push([...byFile].reduce((named, [file, ms]) => named.set(chunkName(file), (named.get(chunkName(file)) ?? 0) + ms), new Map<string, number>()));
      await context.close();
    }
    const files = [...new Set(runs.flatMap((run) => [...run.keys()]))];
    const medians = files.map((file) => [file, median(runs.map((run) => run.get(file) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
    const total = median(runs.map((run) => [...run.values()].reduce((sum, ms) => sum + ms, 0)));
    console.log(`${name.padEnd(26)}${total.toFixed(0).padStart(6)}   ${medians.slice(0, 5).map(([file, ms]) => `${file} ${ms.toFixed(0)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  server.stop();
}
process.exit(0);
