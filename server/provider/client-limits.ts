import type { Context } from 'hono';
import { RetryLaterError } from './api-error';
import type { ProviderEnv } from './env';

const HOUR_SECONDS = 3600;

/** The diner's address as the edge passes it (X-Client-IP); without one, all such requests share a bucket. */
export function clientIp(c: Context<ProviderEnv>): string {
  const ip = c.req.header('X-Client-IP')?.trim() ?? '';
  return /^[0-9A-Fa-f:.]{2,45}$/.test(ip) ? ip : 'unknown';
}

/** Counts one request of this kind for the client; over `perHour` in a rolling hour → 429 with Retry-After. */
export async function limitClient(c: Context<ProviderEnv>, bucket: 'account_lookup' | 'sign_in', perHour: number): Promise<void> {
  const limiter = c.env.CLIENT_LIMITER.get(c.env.CLIENT_LIMITER.idFromName(`${bucket}|${clientIp(c)}`));
  const result = await limiter.take(perHour, HOUR_SECONDS, Date.now());
  if (!result.allowed) throw new RetryLaterError('too_many_requests', 'tooManyRequests', result.retryAfterSeconds);
}
