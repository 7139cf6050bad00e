import { createServer, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

/** The port of the partner host page; the demo programs list http://127.0.0.1:8790 in frame-ancestors. */
export const HOST_PORT = 8790;
export const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;

const framing = (src: string) =>
  `<!doctype html><title>Partner</title><h1>Partner bank</h1><iframe id="app" src="${src.replace(/"/g, '&quot;')}" width="1000" height="800"></iframe>`;

/**
 * A partner page on another loopback origin (cross-site to localhost) that frames the app; `/frame?src=<url>`
 * frames any other address the same way (a probe of what the browser lets a cross-site frame keep).
 */
export function startIframeHost(appUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', HOST_ORIGIN);
    const src = url.pathname === '/frame' ? url.searchParams.get('src') : null;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(framing(src ?? appUrl));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(HOST_PORT, '127.0.0.1', () => resolve(server));
  });
}

/**
 * startIframeHost, waiting for the port while another test run on this machine holds it (up to two minutes): it
 * tries again as soon as a short poll finds the port free, not after a fixed long pause.
 */
export async function startIframeHostWhenFree(appUrl: string): Promise<Server> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      return await startIframeHost(appUrl);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await delay(100);
    }
  }
}
