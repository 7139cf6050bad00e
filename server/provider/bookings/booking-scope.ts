import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import { ApiError } from '#provider/platform/api-error.ts';

// ?1 program, ?2 restaurant, ?3 deal or null.
const SCOPE_SQL = `
SELECT EXISTS (SELECT 1 FROM restaurants r JOIN program_regions p ON p.region_id = r.region_id WHERE r.id = ?2 AND p.program_slug = ?1) AS in_region,
  ?3 IS NULL OR EXISTS (SELECT 1 FROM deals d WHERE d.id = ?3 AND d.program_slug = ?1 AND d.restaurant_id = ?2) AS deal_offered`;

/**
 * Whether a program may book this restaurant: it covers the restaurant's region and, with a deal, the deal
 * is the program's own at this restaurant. One statement, for the create's read batch.
 */
export function bookingScopeStatement(db: D1Database, p: { program: string; restaurant: number; deal: number | null }): D1PreparedStatement {
  return db.prepare(SCOPE_SQL).bind(p.program, p.restaurant, p.deal);
}

/** Throws the answer for a failed bookingScopeStatement: a region outside the program or a deal not its own → 404. */
export function passBookingScope(result: D1Result | undefined): void {
  const row = result?.results[0] as { in_region: number; deal_offered: number } | undefined;
  if (row?.in_region !== 1) throw new ApiError(404, 'region_not_in_program', 'regionNotInProgram');
  if (row.deal_offered !== 1) throw new ApiError(404, 'deal_not_found', 'dealNotFound');
}
