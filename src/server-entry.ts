import type { MiddlewareHandler } from 'hono';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import type { AppEnv } from '#edge/env.ts';
import { edgeApi } from '#edge/index.ts';
import { baselineHeaders } from '#edge/middleware/baseline-headers.ts';
import { notFoundStatus } from '#edge/middleware/not-found-status.ts';
import { programGate } from '#edge/middleware/program-gate.ts';
import { securityHeaders } from '#edge/middleware/security-headers.ts';
import { sharedPageCache } from '#edge/middleware/shared-page-cache.ts';

type Env = { Bindings: AppEnv };

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** /api goes to the edge API; every other request is a page and passes the headers and the gate. */
const pagesOnly =
  (middleware: MiddlewareHandler<Env>): MiddlewareHandler<Env> =>
  (c, next) =>
    isApiPath(c.req.path) || c.req.path.startsWith('/assets/') ? next() : middleware(c, next);

const mountApi: MiddlewareHandler<Env> = async (c, next) => {
  if (!isApiPath(c.req.path)) return next();
  c.res = await edgeApi.fetch(c.req.raw, c.env, c.executionCtx);
};

export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), {
  middlewareFns: [
    () => baselineHeaders(),
    () => mountApi,
    () => pagesOnly(securityHeaders()),
    () => pagesOnly(programGate()),
    () => pagesOnly(sharedPageCache()),
    () => pagesOnly(notFoundStatus()),
  ],
});
