import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

/**
 * Both Workers in one `wrangler dev` process (the app's config first, so it is the one on the port),
 * sharing one persistence folder; the inspector gets a free port so two copies never collide.
 */
export async function serveWorkers(options: { port: number; state: string; quiet?: boolean }): Promise<ChildProcess> {
  const inspectorPort = await freePort();
  const server = spawn(
    'npx',
    ['--no-install', 'wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'server/provider/wrangler.toml', '--persist-to', options.state,
      '--port', String(options.port), '--inspector-port', String(inspectorPort), '--ip', '127.0.0.1'],
    { stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'] },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
  return server;
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
