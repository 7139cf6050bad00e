import type { D1Database } from '@cloudflare/workers-types/index';

/** A diner's request for help with sign-up (staff follow up); answers the new row's id. */
export async function insertSignUpHelp(db: D1Database, help: { first_name: string; last_name: string; email: string; country_code: string; mobile: string }): Promise<number> {
  const row = await db
    .prepare('INSERT INTO sign_up_helps (first_name, last_name, email, country_code, mobile) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(help.first_name, help.last_name, help.email, help.country_code, help.mobile)
    .first<{ id: number }>();
  return row!.id;
}
