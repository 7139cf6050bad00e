import type { D1Database } from '@cloudflare/workers-types/index';
import type { SmsMessage } from './sms-message';

/** Stores a message the sandbox "sent" (table sandbox_sms), once per idempotency key: true when this call stored it. */
export async function storeSandboxSms(db: D1Database, message: SmsMessage, idempotencyKey: string): Promise<boolean> {
  const result = await db
    .prepare('INSERT OR IGNORE INTO sandbox_sms (idempotency_key, channel, to_number, body) VALUES (?1, ?2, ?3, ?4)')
    .bind(idempotencyKey, message.channel, message.to, message.body)
    .run();
  return result.meta.changes === 1;
}

export interface SandboxSmsRow {
  id: number;
  channel: 'sms' | 'voice';
  to_number: string;
  body: string;
  created_at: string;
}

/** The newest messages first, optionally to one number. */
export function sandboxSmsList(db: D1Database, options: { to?: string | undefined; limit: number }) {
  return db
    .prepare('SELECT id, channel, to_number, body, created_at FROM sandbox_sms WHERE (?1 IS NULL OR to_number = ?1) ORDER BY id DESC LIMIT ?2')
    .bind(options.to ?? null, options.limit)
    .all<SandboxSmsRow>();
}
