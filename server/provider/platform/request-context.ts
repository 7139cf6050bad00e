import { createMiddleware } from 'hono/factory';
import { negotiateLocale } from '#domain/locales.ts';
import type { ProviderEnv } from './env';

/** Gives every request an id for the logs and reads the diner's locale from Accept-Language (en by default). */
export function requestContext() {
  return createMiddleware<ProviderEnv>(async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('locale', negotiateLocale(null, c.req.header('Accept-Language')));
    await next();
    // A WebSocket's answer (101) is passed on as the object gave it.
    if (c.res.status !== 101) c.header('X-Request-Id', requestId);
  });
}
