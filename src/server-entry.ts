import type { MiddlewareHandler } from 'hono';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import type { AppEnv } from '../server/edge/env';
import { edgeApi } from '../server/edge/index';
import { baselineHeaders } from '../server/edge/middleware/baseline-headers';
import { notFoundStatus } from '../server/edge/middleware/not-found-status';
import { programGate } from '../server/edge/middleware/program-gate';
import { securityHeaders } from '../server/edge/middleware/security-headers';
import { sharedPageCache } from '../server/edge/middleware/shared-page-cache';

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
