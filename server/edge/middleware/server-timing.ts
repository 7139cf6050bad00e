import type { MiddlewareHandler } from 'hono';

/**
 * `Server-Timing: app;dur=…` on every API answer: the milliseconds from the request reaching the edge API to its
 * answer being ready, provider calls included (the Workers clock moves across I/O). Browsers show it in their network
 * panel; `npm run bench:availability` reads it as the server time of a call, without the client's own loopback.
 */
export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = Date.now();
    await next();
    // A WebSocket's answer (101) is passed on as the provider gave it.
    if (c.res.status === 101) return;
    c.header('Server-Timing', `app;dur=${Date.now() - started}`, { append: true });
  };
}
