import { createServer, type Server } from 'node:http';

/** The port of the partner host page; the demo programs list http://127.0.0.1:8790 in frame-ancestors. */
export const HOST_PORT = 8790;
export const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;

/** A partner page on another loopback origin (cross-site to localhost) that frames the app. */
export function startIframeHost(appUrl: string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Partner</title><h1>Partner bank</h1><iframe id="app" src="${appUrl}" width="1000" height="800"></iframe>`);
  });
  return new Promise((resolve) => server.listen(HOST_PORT, '127.0.0.1', () => resolve(server)));
}
