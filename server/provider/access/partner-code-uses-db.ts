import type { D1Database } from '@cloudflare/workers-types/index';

/**
 * When the access a partner login code opens ends: `endsIfFirstUse` if this is the code's first use (kept as it
 * is, in one batch), else what its first use set. Held with the code, so it holds after the grants are cleaned up.
 */
export async function partnerCodeAccessEnd(db: D1Database, p: { program: string; codeRef: string; endsIfFirstUse: Date }): Promise<Date> {
  const [, kept] = await db.batch([
    db
      .prepare('INSERT INTO partner_code_uses (program_slug, code_ref, access_ends_at) VALUES (?1, ?2, ?3) ON CONFLICT (program_slug, code_ref) DO NOTHING')
      .bind(p.program, p.codeRef, p.endsIfFirstUse.toISOString()),
    db.prepare('SELECT access_ends_at FROM partner_code_uses WHERE program_slug = ?1 AND code_ref = ?2').bind(p.program, p.codeRef),
  ]);
  return new Date((kept!.results[0] as { access_ends_at: string }).access_ends_at);
}
