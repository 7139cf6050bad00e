import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';
import type { ProviderEnv } from './env';

const encoder = new TextEncoder();

// Comparing digests keeps the time independent of where the strings first differ and of their lengths.
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((value) => crypto.subtle.digest('SHA-256', encoder.encode(value))));
  const left = new Uint8Array(a!);
  const right = new Uint8Array(b!);
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ right[i]!;
  return difference === 0;
}

/** Guards operator endpoints with `Authorization: Bearer <OPS_TOKEN>`; without a configured token they are off. */
export function opsAuth() {
  return createMiddleware<ProviderEnv>(async (c, next) => {
    const expected = c.env.OPS_TOKEN;
    if (!expected) throw new ApiError(503, 'ops_disabled', 'providerUnavailable');
    const header = c.req.header('Authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !(await sameSecret(given, expected))) throw new ApiError(401, 'unauthorized', 'forbidden');
    await next();
  });
}
