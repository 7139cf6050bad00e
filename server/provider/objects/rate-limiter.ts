import type { DurableObjectNamespace, DurableObjectState } from '@cloudflare/workers-types/index';

/** One counted attempt: allowed, or refused with the seconds until the window opens again. */
export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed-window counter per name (one object per name, e.g. `lookup:code:ABC123`). A Durable Object
 * runs one request at a time against its storage, so the count is exact under concurrency and across
 * Worker instances, unlike a cache or KV counter.
 */
export class RateLimiter {
  constructor(private readonly state: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit'));
    const windowMs = Number(url.searchParams.get('window_seconds')) * 1000;
    if (!(limit > 0) || !(windowMs > 0)) return new Response('limit and window_seconds are required', { status: 400 });
    return Response.json(await this.hit(limit, windowMs, Date.now()));
  }

  private async hit(limit: number, windowMs: number, now: number): Promise<RateDecision> {
    const current = await this.state.storage.get<Window>('window');
    const window = current && now - current.startedAt < windowMs ? current : { startedAt: now, count: 0 };
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
    if (window.count >= limit) return { allowed: false, retryAfterSeconds };
    await this.state.storage.put<Window>('window', { ...window, count: window.count + 1 });
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/** Counts one attempt against `name`'s window of `limit` per `windowSeconds`. */
export async function countAttempt(ns: DurableObjectNamespace, name: string, rule: { limit: number; windowSeconds: number }): Promise<RateDecision> {
  const stub = ns.get(ns.idFromName(name));
  const url = `https://rate-limiter/hit?limit=${rule.limit}&window_seconds=${rule.windowSeconds}`;
  const response = await stub.fetch(url, { method: 'POST' });
  if (!response.ok) throw new Error(`rate limiter answered ${response.status}`);
  return (await response.json()) as RateDecision;
}
