import type { MiddlewareHandler } from 'hono';

const ONE_YEAR_SECONDS = 31_536_000;

/** What every response of the app carries: pages, redirects, API answers and errors, images, static assets. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`,
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** The app Worker's first middleware: whatever answered (a page, the gate, the API, an error handler), these headers go out. */
export function baselineHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A WebSocket's answer (101) is passed on as the provider gave it.
    if (c.res.status === 101) return;
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) c.header(name, value);
  };
}

/**
 * The same headers for the static assets, which are served before the Worker runs: a `_headers` file
 * in the assets folder (Workers static assets apply it to every file they serve).
 */
export function assetHeadersFile(): string {
  return ['/*', ...Object.entries(BASELINE_HEADERS).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
