import { createMiddleware } from 'hono/factory';
import { bodyHashOf, SERVICE_ASSERTION_HEADER, verifyServiceAssertion } from '#crypto/service-assertion.ts';
import { readKeyRing } from '#crypto/key-ring.ts';
import { ApiError } from './api-error';
import type { ProviderEnv } from './env';

/** Bodies the app sends are small; a larger one is refused before it is read for its hash. */
const MAX_SIGNED_BODY_BYTES = 256 * 1024;

/**
 * The provider answers only the app: every call must carry a service assertion (signed with SERVICE_KEYS)
 * made for exactly this method, path, query and body. The diner's address and booking site come from it
 * and from nowhere else. Without SERVICE_KEYS nothing is answered (and the log says why).
 */
export function serviceAssertion() {
  return createMiddleware<ProviderEnv>(async (c, next) => {
    try {
      readKeyRing(c.env.SERVICE_KEYS, 'SERVICE_KEYS');
    } catch (error) {
      console.error(JSON.stringify({ event: 'service_keys_missing', error: error instanceof Error ? error.message : String(error) }));
      throw new ApiError(503, 'not_configured', 'providerUnavailable');
    }
    const url = new URL(c.req.url);
    const verified = await verifyServiceAssertion(c.req.header(SERVICE_ASSERTION_HEADER), { method: c.req.method, path: url.pathname + url.search }, c.env.SERVICE_KEYS);
    if (!verified) throw new ApiError(401, 'service_assertion_invalid', 'forbidden');
    if (Number(c.req.header('Content-Length') ?? 0) > MAX_SIGNED_BODY_BYTES) throw new ApiError(413, 'body_too_large', 'badRequest');
    const body = c.req.raw.body ? await c.req.raw.clone().arrayBuffer() : null;
    if (body && body.byteLength > MAX_SIGNED_BODY_BYTES) throw new ApiError(413, 'body_too_large', 'badRequest');
    if ((await bodyHashOf(body)) !== verified.bodyHash) throw new ApiError(401, 'service_assertion_invalid', 'forbidden');
    c.set('caller', verified.caller);
    await next();
  });
}
