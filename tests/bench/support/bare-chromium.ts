import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.ts';

/**
 * Debian's Chromium driven over a bare DevTools pipe that turns on the Page domain only (for scripts that run before
 * the page's own, and the load event). Playwright and Lighthouse enable the Runtime domain on every page, and with it
 * on, V8 records where each new Error was made; placing one made at a module's top level means parsing that whole
 * module again. React DOM makes five such errors (markers it throws to itself) when the entry chunk loads, so under
 * Playwright or Lighthouse that task runs several times longer than it does for a diner.
 */
export interface BarePage {
  /** Runs `script` in the page before any of the page's own scripts, on every load. */
  beforeScripts(script: string): Promise<void>;
  /** Navigates and resolves at the load event. */
  goto(url: string): Promise<void>;
  /** The value of an expression in the page (Runtime.evaluate works without enabling the Runtime domain). */
  evaluate<T>(expression: string): Promise<T>;
}

interface Pending {
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

/** How a page is emulated: its viewport (a phone's, with `mobile`) and the CPU slowdown. */
export interface Emulation {
  viewport: { width: number; height: number };
  slowdown: number;
}

export async function launchBareChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, Pending>();
  const eventWaiters: ({ method: string; sessionId: string } & Pending)[] = [];
  let nextId = 0;
  let exited: Error | undefined;
  // A browser that dies fails every call still waiting, so the bench stops instead of hanging.
  child.once('exit', (code, signal) => {
    exited = new Error(`Chromium exited (${signal ?? code})`);
    for (const waiting of [...pending.values(), ...eventWaiters.splice(0)]) waiting.reject(exited);
    pending.clear();
  });
  let unread = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (text: string) => {
    unread += text;
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const message = JSON.parse(unread.slice(0, end)) as { id?: number; method?: string; sessionId?: string; result?: Record<string, unknown>; error?: { message: string } };
      unread = unread.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id!);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result ?? {});
      }
      const index = eventWaiters.findIndex((each) => each.method === message.method && each.sessionId === message.sessionId);
      if (index >= 0) eventWaiters.splice(index, 1)[0]!.resolve({});
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const nextEvent = (method: string, sessionId: string) =>
    new Promise<unknown>((resolve, reject) => (exited ? reject(exited) : eventWaiters.push({ method, sessionId, resolve, reject })));

  /** A page in a context of its own, emulated as `emulation` says; closed with its context after `use`. */
  async function withPage<T>({ viewport, slowdown }: Emulation, use: (page: BarePage) => Promise<T>): Promise<T> {
    const { browserContextId } = await send('Target.createBrowserContext');
    try {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const sessionId = (await send('Target.attachToTarget', { targetId, flatten: true })).sessionId as string;
      await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
      await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: true }, sessionId);
      await send('Page.enable', {}, sessionId);
      return await use({
        beforeScripts: async (source) => void (await send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId)),
        goto: async (url) => {
          const loaded = nextEvent('Page.loadEventFired', sessionId);
          await send('Page.navigate', { url }, sessionId);
          await loaded;
        },
        evaluate: async <R>(expression: string) => {
          const { result, exceptionDetails } = (await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId)) as {
            result: { value: R };
            exceptionDetails?: { text: string };
          };
          if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
          return result.value;
        },
      });
    } finally {
      await send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  async function close() {
    await send('Browser.close').catch(() => undefined);
    child.kill();
    rmSync(profile, { recursive: true, force: true });
  }

  return { withPage, close };
}
