import type { D1Database } from '@cloudflare/workers-types/index';
import type { MailMessage } from './mail-message';

/**
 * Stores a message the sandbox "sent" (table sandbox_mail). The idempotency key is UNIQUE and the insert ignores a
 * repeat, so one key stores one message however often it is sent: true when this call stored it.
 */
export async function storeSandboxMail(db: D1Database, message: MailMessage, idempotencyKey: string): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO sandbox_mail (idempotency_key, from_address, to_address, subject, text_body, html_body, attachments_json)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(idempotencyKey, message.from, message.to, message.subject, message.text, message.html, JSON.stringify(message.attachments))
    .run();
  return result.meta.changes === 1;
}

export interface SandboxMailRow {
  id: number;
  idempotency_key: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments_json: string;
  created_at: string;
}

/** The newest messages first, optionally to one address. */
export function sandboxMailList(db: D1Database, options: { to?: string | undefined; limit: number }) {
  return db
    .prepare(
      `SELECT id, idempotency_key, from_address, to_address, subject, text_body, html_body, attachments_json, created_at
       FROM sandbox_mail WHERE (?1 IS NULL OR to_address = ?1 COLLATE NOCASE) ORDER BY id DESC LIMIT ?2`,
    )
    .bind(options.to ?? null, options.limit)
    .all<SandboxMailRow>();
}

export function sandboxMailById(db: D1Database, id: number) {
  return db.prepare('SELECT id, attachments_json FROM sandbox_mail WHERE id = ?').bind(id).first<{ id: number; attachments_json: string }>();
}
