import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';

/** Whether the program lists this mobile (country code and mobile, digits). */
export async function isWhitelisted(db: D1Database, program: string, fullMobile: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM program_whitelist WHERE program_slug = ?1 AND country_code || mobile = ?2').bind(program, fullMobile).first()) !== null;
}

/** Lists a mobile in the program; one listed already stays as it is. */
export function whitelistMobileStatement(db: D1Database, program: string, entry: { country_code: string; mobile: string }): D1PreparedStatement {
  return db.prepare('INSERT OR IGNORE INTO program_whitelist (program_slug, country_code, mobile) VALUES (?1, ?2, ?3)').bind(program, entry.country_code, entry.mobile);
}
