import type { D1Result } from '@cloudflare/workers-types/index';
import { ApiError } from '#provider/platform/api-error.ts';

/** Throws the answer for a failed bookingScopeStatement (restaurants-db.ts): a region outside the program or a deal not its own → 404. */
export function passBookingScope(result: D1Result | undefined): void {
  const row = result?.results[0] as { in_region: number; deal_offered: number } | undefined;
  if (row?.in_region !== 1) throw new ApiError(404, 'region_not_in_program', 'regionNotInProgram');
  if (row.deal_offered !== 1) throw new ApiError(404, 'deal_not_found', 'dealNotFound');
}
