import type { D1Database } from '@cloudflare/workers-types/index';
import type { SendOutcome } from '#provider/mail/mail-message.ts';
import type { SmsAdapter, SmsMessage } from './sms-message';

/** The local SMS/voice adapter: "sends" by storing the message in D1 (table sandbox_sms) for the dev outbox. */
export function sandboxSmsAdapter(db: D1Database): SmsAdapter {
  return {
    async send(message: SmsMessage, idempotencyKey: string): Promise<SendOutcome> {
      const result = await db
        .prepare('INSERT OR IGNORE INTO sandbox_sms (idempotency_key, channel, to_number, body) VALUES (?1, ?2, ?3, ?4)')
        .bind(idempotencyKey, message.channel, message.to, message.body)
        .run();
      return result.meta.changes === 1 ? 'sent' : 'already_sent';
    },
  };
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
