import type { D1Database } from '@cloudflare/workers-types/index';
import type { Account } from '#domain/account-rules.ts';
import type { Member } from '#domain/contract/account.ts';
import type { PasswordHash } from './password-hash';
import { LEVEL_COLUMNS } from '#provider/points/levels-db.ts';
import { BALANCE_SQL } from '#provider/points/points-db.ts';

export interface MemberCredentials {
  id: number;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
}

const accountWhere = (account: Account) =>
  account.kind === 'email' ? { sql: 'lower(email) = ?', value: account.email } : { sql: 'country_code || mobile = ?', value: account.phone };

/** The member a sign-in account names (the e-mail case-insensitively, or country code + mobile). */
export function credentialsByAccount(db: D1Database, account: Account) {
  const where = accountWhere(account);
  return db.prepare(`SELECT id, password_hash, password_salt, password_iterations FROM members WHERE ${where.sql}`).bind(where.value).first<MemberCredentials>();
}

export async function accountExists(db: D1Database, account: Account): Promise<boolean> {
  const where = accountWhere(account);
  return (await db.prepare(`SELECT 1 AS found FROM members WHERE ${where.sql}`).bind(where.value).first()) !== null;
}

/** Which of phone, e-mail and nickname another member already has. */
export async function takenFields(db: D1Database, m: { country_code: string; mobile: string; email: string; nickname: string }) {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM members WHERE country_code || mobile = ?1) AS phone,
              EXISTS (SELECT 1 FROM members WHERE lower(email) = lower(?2)) AS email,
              EXISTS (SELECT 1 FROM members WHERE nickname = ?3) AS nickname`,
    )
    .bind(m.country_code + m.mobile, m.email, m.nickname)
    .first<{ phone: number; email: number; nickname: number }>();
  return { phone: row?.phone === 1, email: row?.email === 1, nickname: row?.nickname === 1 };
}

export const nicknameTaken = async (db: D1Database, nickname: string) =>
  (await db.prepare('SELECT 1 AS found FROM members WHERE nickname = ?').bind(nickname).first()) !== null;

export function insertMemberStatement(
  db: D1Database,
  m: { country_code: string; mobile: string; email: string; nickname: string; region_id: number },
  password: PasswordHash,
) {
  return db
    .prepare(
      `INSERT INTO members (country_code, mobile, email, nickname, region_id, level_id, password_hash, password_salt, password_iterations, invite_code)
       VALUES (?1, ?2, ?3, ?4, ?5, (SELECT id FROM levels ORDER BY rank LIMIT 1), ?6, ?7, ?8, upper(hex(randomblob(5))))
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(m.country_code, m.mobile, m.email, m.nickname, m.region_id, password.hash, password.salt, password.iterations);
}

/** Sets a new password; with `emailVerified` the reset code went to the e-mail, which proves it. */
export function updatePasswordStatement(db: D1Database, memberId: number, password: PasswordHash, emailVerified: boolean) {
  return db
    .prepare(
      `UPDATE members SET password_hash = ?2, password_salt = ?3, password_iterations = ?4,
         email_verified_at = CASE WHEN ?5 THEN COALESCE(email_verified_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ELSE email_verified_at END,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1`,
    )
    .bind(memberId, password.hash, password.salt, password.iterations, emailVerified ? 1 : 0);
}

interface MemberRow {
  id: number;
  nickname: string;
  email: string;
  country_code: string;
  mobile: string;
  region_id: number | null;
  points: number;
  invite_code: string;
  created_at: string;
  level_id: number;
  level_name: string;
  level_icon_url: string;
  level_min_points: number;
}

/** The member as GET /member answers it, level name in the diner's locale. */
export async function memberView(db: D1Database, locale: string, id: number): Promise<Member | null> {
  const row = await db
    .prepare(
      `SELECT m.id, m.nickname, m.email, m.country_code, m.mobile, m.region_id, ${BALANCE_SQL} AS points, m.invite_code, m.created_at,
              lv.id AS level_id, lv.name AS level_name, lv.icon_url AS level_icon_url, lv.min_points AS level_min_points
       FROM members m JOIN (SELECT ${LEVEL_COLUMNS} FROM levels l) lv ON lv.id = m.level_id
       WHERE m.id = ?2`,
    )
    .bind(locale, id)
    .first<MemberRow>();
  if (!row) return null;
  const { level_id, level_name, level_icon_url, level_min_points, ...member } = row;
  return { ...member, level: { id: level_id, name: level_name, icon_url: level_icon_url, min_points: level_min_points } };
}

/** The member whose invite code this is. */
export const memberIdByInviteCode = (db: D1Database, code: string) =>
  db.prepare('SELECT id FROM members WHERE invite_code = ?').bind(code).first<{ id: number }>();
