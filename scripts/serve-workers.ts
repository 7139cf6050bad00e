import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { ensureDevVars } from './dev-vars';
import { freePort } from './free-port';

export interface ServeOptions {
  port: number;
  state: string;
  quiet?: boolean;
  exitWithServer?: boolean;
  ownProcessGroup?: boolean;
  /** The Workers to run: both by default, the app's config first (only the first one is served on the port). */
  configs?: readonly string[];
  /** A dev registry of their own (WRANGLER_REGISTRY_PATH): service bindings then reach only Workers started with the same one. */
  registry?: string;
  /** Where both output streams go instead of the terminal. */
  logFile?: string;
}

/**
 * Both Workers in one `wrangler dev` process (the app's config first, so it is the one on the port),
 * sharing one persistence folder; the inspector gets a free port so two copies never collide.
 */
export async function serveWorkers(options: ServeOptions): Promise<{ stop: () => void }> {
  // A fresh clone or worktree has no .dev.vars yet; without SESSION_KEYS every page answers 500.
  ensureDevVars();
  const inspectorPort = await freePort();
  const log = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const configs = (options.configs ?? ['wrangler.toml', 'server/provider/wrangler.toml']).flatMap((config) => ['-c', config]);
  const server = spawn(
    'npx',
    ['--no-install', 'wrangler', 'dev', ...configs, '--persist-to', options.state,
      '--port', String(options.port), '--inspector-port', String(inspectorPort), '--ip', '127.0.0.1'],
    // In its own process group, stop() ends wrangler and workerd too, not just npx. Without one, the
    // caller's group (a terminal, Playwright's webServer) ends them all together.
    {
      stdio: options.logFile ? ['ignore', log!, log!] : ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
      detached: options.ownProcessGroup ?? false,
      env: options.registry ? { ...process.env, WRANGLER_REGISTRY_PATH: options.registry } : process.env,
    },
  );
  const stop = () => {
    try {
      if (options.ownProcessGroup) process.kill(-server.pid!, 'SIGTERM');
      else server.kill('SIGTERM');
    } catch {
      // already gone
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stop(), process.exit(130)));
  process.on('exit', stop);
  if (options.exitWithServer !== false) server.on('exit', (code) => process.exit(code ?? 0));
  return { stop };
}

/** Waits until a URL answers without a server error. */
export async function waitUntilUp(url: string, seconds = 90): Promise<void> {
  for (let attempt = 0; attempt < seconds * 2; attempt++) {
    const ok = await fetch(url, { redirect: 'manual' }).then((r) => r.status < 500, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Waits until nothing answers at a URL any more (a stopped server has let go of its port). */
export async function waitUntilDown(url: string, seconds = 90): Promise<void> {
  for (let attempt = 0; attempt < seconds * 2; attempt++) {
    const down = await fetch(url, { redirect: 'manual' }).then(() => false, () => true);
    if (down) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} still answered after ${seconds} s`);
}
