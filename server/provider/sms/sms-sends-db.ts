import type { D1Database } from '@cloudflare/workers-types/index';

/**
 * Claims a send key (sms_sends) before the API is asked: a new key, or one whose earlier attempt was refused
 * with nothing sent ('not_sent'). True when this call holds the claim.
 */
export async function claimSmsSend(db: D1Database, key: string): Promise<boolean> {
  const claimed = await db
    .prepare(
      `INSERT INTO sms_sends (idempotency_key, status) VALUES (?1, 'sending')
       ON CONFLICT (idempotency_key) DO UPDATE SET status = 'sending', attempts = attempts + 1 WHERE status = 'not_sent'`,
    )
    .bind(key)
    .run();
  return claimed.meta.changes === 1;
}

/** What became of a claimed send: sent, refused with nothing sent (the key may be claimed again), or unknown. */
export async function markSmsSend(db: D1Database, key: string, status: 'sent' | 'not_sent' | 'unknown'): Promise<void> {
  await db.prepare('UPDATE sms_sends SET status = ?2 WHERE idempotency_key = ?1').bind(key, status).run();
}
