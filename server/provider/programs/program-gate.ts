import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { Context } from 'hono';
import { isProgramSlug } from '#domain/program-slug.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { findProgram, type ProgramRow } from './programs-db';
import type { ProviderEnv } from '#provider/platform/env.ts';

/** Looks up a program for the diner's locale: malformed → 400, unknown → 404, expired → 410. */
export async function activeProgram(c: Context<ProviderEnv>, slug: string): Promise<ProgramRow> {
  if (!isProgramSlug(slug)) throw new ApiError(400, 'invalid_program', 'badRequest');
  const program = await findProgram(c.env.DB, slug, c.get('locale'));
  if (!program) throw new ApiError(404, 'program_not_found', 'programInvalid');
  if (program.status === 'expired') throw new ApiError(410, 'program_expired', 'programInvalid');
  return program;
}

const GATE_SQL = `
SELECT CASE WHEN status = 'expired' OR ends_on < date('now') THEN 'expired' ELSE 'active' END AS status,
  ?2 IS NULL OR EXISTS (SELECT 1 FROM program_regions WHERE program_slug = ?1 AND region_id = ?2) AS in_region
FROM programs WHERE slug = ?1`;

/**
 * The program check as one statement, so a handler can send it in the same batch as its own reads
 * (one round trip). With a region, it also checks that the program covers that region.
 */
export function programGate(db: D1Database, slug: string, region: number | null = null): D1PreparedStatement {
  return db.prepare(GATE_SQL).bind(slug, region);
}

/** Throws the answer for a failed programGate: unknown → 404, expired → 410, region outside it → 404. */
export function passProgramGate(result: D1Result | undefined): void {
  const row = result?.results[0] as { status: 'active' | 'expired'; in_region: number } | undefined;
  if (!row) throw new ApiError(404, 'program_not_found', 'programInvalid');
  if (row.status === 'expired') throw new ApiError(410, 'program_expired', 'programInvalid');
  if (row.in_region !== 1) throw new ApiError(404, 'region_not_in_program', 'regionNotInProgram');
}
