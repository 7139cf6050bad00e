import type { D1Result } from '@cloudflare/workers-types/index';
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

/** Throws the answer for a failed programGate (programs-db.ts): unknown → 404, expired → 410, region outside it → 404. */
export function passProgramGate(result: D1Result | undefined): void {
  const row = result?.results[0] as { status: 'active' | 'expired'; in_region: number } | undefined;
  if (!row) throw new ApiError(404, 'program_not_found', 'programInvalid');
  if (row.status === 'expired') throw new ApiError(410, 'program_expired', 'programInvalid');
  if (row.in_region !== 1) throw new ApiError(404, 'region_not_in_program', 'regionNotInProgram');
}
