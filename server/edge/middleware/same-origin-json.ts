import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that another site could forge: they must come from this origin
 * (Sec-Fetch-Site, else Origin) and carry JSON, which a plain cross-site form cannot send. `formPaths` may also
 * take a plain form post from this origin: pages that run no script (the sandbox bank's login) have no other way.
 */
export function sameOriginJson(options: { formPaths?: readonly string[] } = {}): MiddlewareHandler {
  const formPaths = new Set(options.formPaths ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    const sameOrigin = fetchSite ? fetchSite === 'same-origin' : !origin || origin === new URL(c.req.url).origin;
    if (!sameOrigin) throw new HTTPException(403, { message: 'cross_site' });
    const type = c.req.header('Content-Type') ?? '';
    if (formPaths.has(c.req.path) && type.startsWith('application/x-www-form-urlencoded')) return next();
    if (!type.startsWith('application/json')) throw new HTTPException(415, { message: 'json_required' });
    return next();
  };
}
