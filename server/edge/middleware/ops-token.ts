import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '#edge/env.ts';

/** Guards ops endpoints with the OPS_TOKEN bearer token (constant-time compare). */
export function opsToken(): MiddlewareHandler<{ Bindings: AppEnv }> {
  return async (c, next) => {
    const expected = c.env.OPS_TOKEN;
    if (!expected) throw new HTTPException(503, { message: 'ops_disabled' });
    const given = (c.req.header('Authorization') ?? '').replace(/^Bearer /, '');
    if (!timingSafeEqual(given, expected)) throw new HTTPException(401, { message: 'forbidden' });
    return next();
  };
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < right.length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
