import type { D1Database } from '@cloudflare/workers-types/index';
import type { CodePurpose } from '#domain/contract/account.ts';

/** Logs a verification code's send under its id: the verify call finds the destination and purpose by it. */
export async function insertCodeSend(db: D1Database, send: { id: string; destination: string; purpose: CodePurpose; channel: 'sms' | 'voice' | 'email' }): Promise<void> {
  await db.prepare('INSERT INTO code_sends (id, destination, purpose, channel) VALUES (?, ?, ?, ?)').bind(send.id, send.destination, send.purpose, send.channel).run();
}

export function codeSendById(db: D1Database, id: string) {
  return db.prepare('SELECT destination, purpose FROM code_sends WHERE id = ?').bind(id).first<{ destination: string; purpose: CodePurpose }>();
}
