import type { D1Database } from '@cloudflare/workers-types/index';

export interface CardSessionRow {
  session_id: string;
  member_id: number;
  program: string;
  order_id: string;
  authentication_transaction_id: string;
  expires_at: number;
}

/** Records the hosted session the provider opened for a member (and clears those a day past their end). */
export async function openCardSession(db: D1Database, row: CardSessionRow): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM card_sessions WHERE expires_at <= ?1').bind(Date.now() - 86_400_000),
    db
      .prepare('INSERT INTO card_sessions (session_id, member_id, program, order_id, authentication_transaction_id, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(row.session_id, row.member_id, row.program, row.order_id, row.authentication_transaction_id, row.expires_at),
  ]);
}

/** The member's own session: another member's, or one the provider never opened, is null. */
export function memberCardSession(db: D1Database, memberId: number, sessionId: string): Promise<CardSessionRow | null> {
  return db.prepare('SELECT * FROM card_sessions WHERE session_id = ?1 AND member_id = ?2').bind(sessionId, memberId).first<CardSessionRow>();
}
