import type { DurableObjectState } from '@cloudflare/workers-types/index';
import { DurableObject } from 'cloudflare:workers';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A rolling-window counter for one limited thing (idFromName('<call>|client|<address>') or
 * '<call>|target|<digest>'): one object per client or target, so the counting spreads over as many
 * objects as there are diners. Synchronous SQLite storage makes each call one step, so concurrent
 * requests cannot slip past the limit.
 */
export class ClientLimiter extends DurableObject {
  private readonly sql = this.ctx.storage.sql;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.sql.exec('CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)');
  }

  /** Counts one hit if fewer than `limit` fell in the last `windowSeconds`. */
  async take(limit: number, windowSeconds: number, now: number): Promise<LimitResult> {
    const result = this.check(limit, windowSeconds, now);
    if (result.allowed) await this.record(windowSeconds, now);
    return result;
  }

  /** Whether one more hit would be allowed, without counting it. */
  check(limit: number, windowSeconds: number, now: number): LimitResult {
    const windowMs = windowSeconds * 1000;
    this.sql.exec('DELETE FROM hits WHERE at <= ?', now - windowMs);
    const hits = this.sql.exec<{ at: number }>('SELECT at FROM hits ORDER BY at LIMIT ?', limit).toArray();
    if (hits.length >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((hits[0]!.at + windowMs - now) / 1000)) };
    return { allowed: true };
  }

  /** Counts one hit (a wrong password, say) whatever the count was. */
  async record(windowSeconds: number, now: number): Promise<void> {
    this.sql.exec('INSERT INTO hits (at) VALUES (?)', now);
    // Cleared once the newest hit has left the window, so no hit inside it is forgotten early.
    await this.ctx.storage.setAlarm(now + windowSeconds * 1000);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
