import type { DurableObjectState } from '@cloudflare/workers-types/index';
import { DurableObject } from 'cloudflare:workers';

/** A hit taken under the limit, named so that it can be given back (an attempt that turned out right). */
export type TakenHit = { allowed: true; hit: number } | { allowed: false; retryAfterSeconds: number };

/**
 * A rolling-window counter for one limited thing (idFromName('<call>|client|<address>') or
 * '<call>|target|<digest>'): one object per client or target, so the counting spreads over as many
 * objects as there are diners. Each method checks and counts in one synchronous step of SQLite storage
 * (no await between them), so concurrent requests cannot slip past the limit.
 */
export class ClientLimiter extends DurableObject {
  private readonly sql = this.ctx.storage.sql;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.createTable();
  }

  private createTable(): void {
    this.sql.exec('CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)');
  }

  /**
   * Counts one hit if fewer than `limit` fell in the last `windowSeconds`, and names it: an attempt counts from the
   * moment it is let through, and `giveBack` removes it when it turns out right (only wrong guesses count, yet 50
   * parallel guesses from one client never get more than `limit` through).
   */
  async takeHit(limit: number, windowSeconds: number, now: number): Promise<TakenHit> {
    const windowMs = windowSeconds * 1000;
    this.sql.exec('DELETE FROM hits WHERE at <= ?', now - windowMs);
    const hits = this.sql.exec<{ at: number }>('SELECT at FROM hits ORDER BY at LIMIT ?', limit).toArray();
    if (hits.length >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((hits[0]!.at + windowMs - now) / 1000)) };
    const hit = this.sql.exec<{ id: number }>('INSERT INTO hits (at) VALUES (?) RETURNING rowid AS id', now).one().id;
    // Cleared once the newest hit has left the window, so no hit inside it is forgotten early.
    await this.ctx.storage.setAlarm(now + windowMs);
    return { allowed: true, hit };
  }

  /** Removes a hit takeHit counted. */
  giveBack(hit: number): void {
    this.sql.exec('DELETE FROM hits WHERE rowid = ?', hit);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
    // The object may stay in memory and be called again: its table comes back empty.
    this.createTable();
  }
}
