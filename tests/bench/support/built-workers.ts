import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// The Miniflare wrangler itself runs (its own copy): it reads the state folder wrangler's D1 commands wrote.
import { convertV4MiniflareOptions, Miniflare } from '../../../node_modules/wrangler/node_modules/miniflare/dist/src/index.js';
import { unstable_getMiniflareWorkerOptions as workerOptionsOf } from 'wrangler';
import { ensureDevVars } from '#scripts/dev-vars.ts';
import { npx } from '#scripts/run.ts';

const OUT = resolve('.out/bench');
const MINIMAL_PAGE = 'tests/bench/ssr/minimal-page';

export interface BuiltWorkers {
  app: string;
  minimal: string;
  /** The workerd process of each: the app Worker, the provider Worker, the minimal page. */
  pids: { app: number; provider: number; minimal: number };
  stop: () => Promise<void>;
}

/**
 * The built app and provider Workers (`npm run build`) and a minimal Waku page, each bundled as `wrangler deploy --dry-run` bundles
 * it and run by a workerd process of its own (Miniflare writes workerd's config; no proxy sits in front of it, as
 * `wrangler dev`'s does). The app reaches the provider through its PROVIDER binding over loopback, so each process's
 * CPU time is one Worker's. D1 reads the state folder `npm start` and the other benches use.
 */
export async function serveBuiltWorkers(options: { state: string; ports: { app: number; provider: number; minimal: number }; appInspectorPort?: number }): Promise<BuiltWorkers> {
  ensureDevVars();
  await npx(['waku', 'build'], { cwd: MINIMAL_PAGE, stdio: 'ignore' });
  await bundle(`${MINIMAL_PAGE}/wrangler.toml`, 'minimal-page');
  const persist = join(resolve(options.state), 'v3');
  const running: Miniflare[] = [];
  const start = async (config: string, script: string, port: number, extra: object = {}, inspectorPort?: number) => {
    const before = workerdPids();
    const { workerOptions } = workerOptionsOf(config) as unknown as { workerOptions: Record<string, unknown> };
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        port,
        host: '127.0.0.1',
        resourcePersistencePath: persist,
        ...(inspectorPort ? { inspectorPort } : {}),
        workers: [{ ...runtimeOptions(workerOptions), ...extra, modules: true, scriptPath: script }],
      } as never),
    );
    running.push(mf);
    const url = await mf.ready;
    const pid = workerdPids().find((p) => !before.includes(p));
    if (!pid) throw new Error(`no workerd process found for ${config}`);
    return { origin: url.origin, pid };
  };
  try {
    const provider = await start('server/provider/wrangler.toml', '.out/provider/index.local.js', options.ports.provider);
    const app = await start('wrangler.toml', '.out/app/serve-cloudflare.js', options.ports.app, {
      serviceBindings: { PROVIDER: { external: { address: `127.0.0.1:${options.ports.provider}`, http: {} } } },
    }, options.appInspectorPort);
    const minimal = await start(`${MINIMAL_PAGE}/wrangler.toml`, `${OUT}/minimal-page/serve-cloudflare.js`, options.ports.minimal);
    return {
      app: app.origin,
      minimal: minimal.origin,
      pids: { app: app.pid, provider: provider.pid, minimal: minimal.pid },
      stop: async () => void (await Promise.all(running.map((mf) => mf.dispose()))),
    };
  } catch (error) {
    await Promise.all(running.map((mf) => mf.dispose()));
    throw error;
  }
}

/** What the Workers need of their wrangler config to run here: dates, flags, vars, secrets and bindings. */
function runtimeOptions(options: Record<string, unknown>): Record<string, unknown> {
  const kept = ['compatibilityDate', 'compatibilityFlags', 'bindings', 'kvNamespaces', 'd1Databases', 'durableObjects', 'queueProducers', 'queueConsumers', 'serviceBindings', 'assets'];
  return Object.fromEntries(kept.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}

async function bundle(config: string, name: string): Promise<void> {
  await npx(['wrangler', 'deploy', '--dry-run', '--outdir', `${OUT}/${name}`, '-c', config], { stdio: 'ignore' });
}

/** workerd processes started by this one (Miniflare spawns them as children). */
function workerdPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return stat.includes('(workerd)') && Number(fields[1]) === process.pid;
      } catch {
        return false;
      }
    });
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted after the command name; clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
