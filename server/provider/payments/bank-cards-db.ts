import type { D1Database } from '@cloudflare/workers-types/index';
import type { BankCard } from '#domain/contract/bank-cards.ts';
import { guaranteesBookingSql } from './card-guarantees-db';

interface BankCardRow {
  id: number;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  is_default: number;
  only_program: string | null;
}

const COLUMNS = 'id, brand, last4, expiry_month, expiry_year, is_default, only_program';
const toBankCard = (row: BankCardRow): BankCard => ({ ...row, is_default: row.is_default === 1 });

/**
 * SQL: the card is usable in the program bound at `param`: the one it was added in (spec §1). A card saved in an open
 * program was offered everywhere before, so a Mastercard Standard paid in a World-only program.
 */
const usableIn = (param: string) => `program = ${param}`;

/** A member's cards usable in a program (those added in it), the default first. */
export async function memberCardsIn(db: D1Database, memberId: number, program: string): Promise<BankCard[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM member_cards WHERE member_id = ?1 AND ${usableIn('?2')} ORDER BY is_default DESC, id DESC`)
    .bind(memberId, program)
    .all<BankCardRow>();
  return results.map(toBankCard);
}

/** One of the member's cards usable in a program, with its gateway token to pay with; null when it is not theirs or not usable there. */
export function memberCardToPayWith(db: D1Database, memberId: number, cardId: number, program: string) {
  return db
    .prepare(`SELECT id, brand, last4, gateway_token FROM member_cards WHERE id = ?1 AND member_id = ?2 AND ${usableIn('?3')}`)
    .bind(cardId, memberId, program)
    .first<{ id: number; brand: string; last4: string; gateway_token: string }>();
}

/** The card saved from a hosted session, if any (adding a session twice answers the first card). */
export async function cardOfSession(db: D1Database, memberId: number, sessionId: string): Promise<BankCard | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM member_cards WHERE member_id = ?1 AND gateway_session_id = ?2`).bind(memberId, sessionId).first<BankCardRow>();
  return row && toBankCard(row);
}

export interface NewCard {
  memberId: number;
  program: string;
  onlyProgram: string | null;
  handle: string | null;
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  sessionId: string;
}

/** Saves a card (the member's first becomes their default), once per session; answers the card saved for the session. */
export async function saveCard(db: D1Database, card: NewCard): Promise<BankCard> {
  await db
    .prepare(
      `INSERT INTO member_cards (member_id, program, only_program, handle, gateway_token, brand, last4, expiry_month, expiry_year, is_default, gateway_session_id, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, NOT EXISTS (SELECT 1 FROM member_cards WHERE member_id = ?1 AND is_default = 1), ?10, ?11)
       ON CONFLICT (gateway_session_id) DO NOTHING`,
    )
    .bind(card.memberId, card.program, card.onlyProgram, card.handle, card.token, card.brand, card.last4, card.expiryMonth, card.expiryYear, card.sessionId, new Date().toISOString())
    .run();
  return (await cardOfSession(db, card.memberId, card.sessionId))!;
}

/**
 * Removes a member's own card unless it guarantees a booking (card-guarantees.ts), in the same statement; when it
 * was the default, their newest other card becomes it. False: not removed (no such card of theirs, or one in use).
 */
export async function removeCard(db: D1Database, memberId: number, cardId: number): Promise<boolean> {
  const [deleted] = await db.batch([
    // RETURNING, not meta.changes: D1 counts the payments whose card link the delete clears (ON DELETE SET NULL) too.
    db.prepare(`DELETE FROM member_cards WHERE id = ?1 AND member_id = ?2 AND NOT ${guaranteesBookingSql('?1')} RETURNING id`).bind(cardId, memberId),
    db.prepare(
      `UPDATE member_cards SET is_default = 1 WHERE member_id = ?1 AND NOT EXISTS (SELECT 1 FROM member_cards WHERE member_id = ?1 AND is_default = 1)
       AND id = (SELECT MAX(id) FROM member_cards WHERE member_id = ?1)`,
    ).bind(memberId),
  ]);
  return (deleted?.results.length ?? 0) === 1;
}

/** Makes one of the member's cards their default (one batch: the unique index allows one default). False: not theirs. */
export async function makeDefaultCard(db: D1Database, memberId: number, cardId: number): Promise<boolean> {
  const owned = await db.prepare('SELECT 1 FROM member_cards WHERE id = ?1 AND member_id = ?2').bind(cardId, memberId).first();
  if (!owned) return false;
  await db.batch([
    db.prepare('UPDATE member_cards SET is_default = 0 WHERE member_id = ?1 AND is_default = 1 AND id <> ?2').bind(memberId, cardId),
    db.prepare('UPDATE member_cards SET is_default = 1 WHERE id = ?1 AND member_id = ?2').bind(cardId, memberId),
  ]);
  return true;
}
