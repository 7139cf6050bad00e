import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.ts';
import { launchBareChromium, type Emulation } from './support/bare-chromium';
import { benchPages, startBenchServer } from './support/bench-server';

// The browser's main thread while a page loads, at the 4× CPU slowdown Lighthouse assumes for a phone: a sampling
// profile of each load (from navigation until 4 s after the load event), and the script time by file, median over
// runs. Lighthouse's TBT comes from the same work but varies several-fold from run to run on a shared host; the
// samples say where the time goes and move only with the code. Beside them, the blocking time the page itself sees:
// of each long task (the Long Tasks API) after the first contentful paint, the part beyond 50 ms, summed, at the
// real 4× slowdown rather than Lighthouse's model of it; and the longest of those tasks. Those two come from a load
// in a browser with no DevTools domain on, as a diner's is; the DevTools column is the same blocking time in a
// Playwright page, whose Runtime domain (Lighthouse's has it too) makes loading the entry chunk cost several times
// more (support/bare-chromium.ts says why). Run after `npm run build`.
// MAIN_THREAD_PAGES='dine-asia profile,…' picks the pages; MAIN_THREAD_RUNS the runs (5).
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const PAGES = (process.env.MAIN_THREAD_PAGES ?? 'members-club home,members-club profile,dine-asia profile,unionpay-dining home,unionpay-dining profile').split(',');
const SAMPLE_US = 100;
// Every load: a phone's viewport at Lighthouse's 4× CPU slowdown, read until 4 s after the load event (hydration and
// the after-paint loading are over by then).
const PHONE: Emulation = { viewport: { width: 412, height: 823 }, slowdown: 4 };
const AFTER_LOAD_MS = 4000;

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

/** Before the page's own scripts: keep every long task the browser reports. */
const recordLongTasks = () => {
  const tasks: [number, number][] = [];
  (globalThis as { longTasks?: typeof tasks }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/** Total blocking time after the first contentful paint, and the longest task after it (ms). */
const blockingAfterPaint = () => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const after = ((globalThis as { longTasks?: [number, number][] }).longTasks ?? []).filter(([start]) => start >= paint);
  return { blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0), longest: Math.max(0, ...after.map(([, duration]) => duration)) };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
// Chunk names without their content hash, so two builds compare.
const chunkName = (file: string) => (file.includes('?') || !file.endsWith('.js') ? '(the page itself)' : file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'));

/** A fresh Playwright context emulating the phone, for one measured load. */
async function load<T>(measure: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.slowdown });
    return await measure(page, cdp);
  } finally {
    await context.close();
  }
}

/** Navigates and waits until AFTER_LOAD_MS after the load event. */
async function settle(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
}

/** Blocking time after paint in a page of the bare browser: as a diner's browser, with no DevTools domain on. */
const dinerBlocking = (url: string) =>
  bare.withPage(PHONE, async (page) => {
    await page.beforeScripts(`(${recordLongTasks})()`);
    await page.goto(url);
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    return page.evaluate<ReturnType<typeof blockingAfterPaint>>(`(${blockingAfterPaint})()`);
  });

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const bare = await launchBareChromium();
try {
  const urls = benchPages(server.origin);
  console.log(`\nmain thread while a page loads, 4× CPU slowdown, median of ${RUNS} loads (ms): blocking time after first paint and the longest task after it as a diner's browser runs the page, the same blocking time with DevTools' Runtime domain on (as under Playwright and Lighthouse), script time in all and by file`);
  console.log(`${'page'.padEnd(26)}${'blocking'.padStart(9)}${'longest'.padStart(9)}${'DevTools'.padStart(10)}${'script'.padStart(8)}`);
  for (const name of PAGES) {
    const runs: Map<string, number>[] = [];
    const blocking: ReturnType<typeof blockingAfterPaint>[] = [];
    const withDevTools: ReturnType<typeof blockingAfterPaint>[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Three loads: the profiler changes how long tasks run, so the long tasks are read from loads without it.
      const byFile = await load((page, cdp) => scriptTimeByFile(cdp, () => settle(page, urls[name]!)));
      runs.push([...byFile].reduce((named, [file, ms]) => named.set(chunkName(file), (named.get(chunkName(file)) ?? 0) + ms), new Map<string, number>()));
      blocking.push(await dinerBlocking(urls[name]!));
      withDevTools.push(
        await load(async (page) => {
          await page.addInitScript(recordLongTasks);
          await settle(page, urls[name]!);
          return page.evaluate(blockingAfterPaint);
        }),
      );
    }
    const files = [...new Set(runs.flatMap((run) => [...run.keys()]))];
    const medians = files.map((file) => [file, median(runs.map((run) => run.get(file) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
    const total = median(runs.map((run) => [...run.values()].reduce((sum, ms) => sum + ms, 0)));
    const blockingMs = median(blocking.map((each) => each.blocking));
    const longestMs = median(blocking.map((each) => each.longest));
    const devToolsMs = median(withDevTools.map((each) => each.blocking));
    console.log(`${name.padEnd(26)}${blockingMs.toFixed(0).padStart(9)}${longestMs.toFixed(0).padStart(9)}${devToolsMs.toFixed(0).padStart(10)}${total.toFixed(0).padStart(8)}   ${medians.slice(0, 5).map(([file, ms]) => `${file} ${ms.toFixed(0)}`).join(', ')}`);
  }
} finally {
  await bare.close();
  await browser.close();
  server.stop();
}
process.exit(0);
