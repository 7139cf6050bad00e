import type { D1Database } from '@cloudflare/workers-types/index';
import { randomToken } from '#domain/random-token.ts';
import { sha256Hex } from '#provider/platform/member-token.ts';

/** How long a signed-in consent page and an issued code stay good (OAuth recommends at most 10 minutes for codes). */
export const SANDBOX_BANK_TTL_MS = 5 * 60_000;


export interface PendingLogin {
  username: string;
  redirect_uri: string;
  state: string;
  program: string;
}

/**
 * A signed-in diner awaiting their approve/decline: the ticket the consent form carries (only its hash is stored).
 * Each sign-in also clears what has expired, so the sandbox tables stay small.
 */
export async function startConsent(db: D1Database, login: PendingLogin, now: number): Promise<string> {
  const ticket = randomToken();
  await db.batch([
    db.prepare('DELETE FROM sandbox_bank_logins WHERE expires_at <= ?1').bind(now),
    db.prepare('DELETE FROM sandbox_bank_codes WHERE expires_at <= ?1').bind(now - 86_400_000),
    db
      .prepare('INSERT INTO sandbox_bank_logins (ticket_hash, username, redirect_uri, state, program, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(await sha256Hex(ticket), login.username, login.redirect_uri, login.state, login.program, now + SANDBOX_BANK_TTL_MS),
  ]);
  return ticket;
}

/** The pending login a ticket stands for, once: taking it deletes it. Null when unknown or expired. */
export async function takeConsent(db: D1Database, ticket: string, now: number): Promise<PendingLogin | null> {
  return db
    .prepare('DELETE FROM sandbox_bank_logins WHERE ticket_hash = ?1 AND expires_at > ?2 RETURNING username, redirect_uri, state, program')
    .bind(await sha256Hex(ticket), now)
    .first<PendingLogin>();
}

/** A new authorization code for an approved login (only its hash is stored). */
export async function issueCode(db: D1Database, login: PendingLogin, now: number): Promise<string> {
  const code = randomToken();
  await db
    .prepare('INSERT INTO sandbox_bank_codes (code_hash, username, redirect_uri, program, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(await sha256Hex(code), login.username, login.redirect_uri, login.program, now + SANDBOX_BANK_TTL_MS)
    .run();
  return code;
}

/**
 * Marks a code used and returns who it was issued to — only the first time, only before it expires, only for the
 * redirect_uri it was issued for (RFC 6749 §4.1.3). A code presented with another redirect_uri is spent all the same.
 */
export async function redeemCode(db: D1Database, code: string, redirectUri: string, now: number): Promise<string | null> {
  const row = await db
    .prepare('UPDATE sandbox_bank_codes SET used_at = ?2 WHERE code_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING username, redirect_uri')
    .bind(await sha256Hex(code), now)
    .first<{ username: string; redirect_uri: string }>();
  return row && row.redirect_uri === redirectUri ? row.username : null;
}
