import type { Context } from 'hono';
import { isProgramSlug } from '../../src/domain/program-slug';
import { ApiError } from './api-error';
import { findProgram, type ProgramRow } from './db/programs';
import type { ProviderEnv } from './env';

/** Looks up a program for the diner's locale: malformed → 400, unknown → 404, expired → 410. */
export async function activeProgram(c: Context<ProviderEnv>, slug: string): Promise<ProgramRow> {
  if (!isProgramSlug(slug)) throw new ApiError(400, 'invalid_program', 'badRequest');
  const program = await findProgram(c.env.DB, slug, c.get('locale'));
  if (!program) throw new ApiError(404, 'program_not_found', 'programInvalid');
  if (program.status === 'expired') throw new ApiError(410, 'program_expired', 'programInvalid');
  return program;
}
