import type { Context } from 'hono';
import { RetryLaterError } from './api-error';
import type { ProviderEnv } from './env';
import type { LimitResult } from './objects/client-limiter';

const HOUR_SECONDS = 3600;

/** The diner's address, from the app's signed service assertion (the edge took it from CF-Connecting-IP). */
export function clientIp(c: Context<ProviderEnv>): string {
  return c.get('caller')?.clientIp ?? 'unknown';
}

/** Counts one hit against the named rolling window (a ClientLimiter Durable Object per name). */
export function takeLimit(c: Context<ProviderEnv>, name: string, rule: { limit: number; windowSeconds: number }): Promise<LimitResult> {
  const limiter = c.env.CLIENT_LIMITER.get(c.env.CLIENT_LIMITER.idFromName(name));
  return limiter.take(rule.limit, rule.windowSeconds, Date.now());
}

/** Counts one request of this kind for the client; over `perHour` in a rolling hour → 429 with Retry-After. */
export async function limitClient(c: Context<ProviderEnv>, bucket: 'account_lookup' | 'sign_in', perHour: number): Promise<void> {
  const result = await takeLimit(c, `${bucket}|${clientIp(c)}`, { limit: perHour, windowSeconds: HOUR_SECONDS });
  if (!result.allowed) throw new RetryLaterError('too_many_requests', 'tooManyRequests', result.retryAfterSeconds);
}
