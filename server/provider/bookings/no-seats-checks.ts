import type { Context } from 'hono';
import type { D1Result } from '@cloudflare/workers-types/index';
import { grantHashOf, memberHashOf, passProgramAccess, programAccess, requirementOf } from '#provider/access/program-access.ts';
import type { ProgramAccessRow } from '#provider/access/access-grants-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { bookingScopeStatement } from '#provider/restaurants/restaurants-db.ts';
import { passBookingScope } from './booking-scope';

/**
 * How long a passed check spares the next refusal of the same kind its D1 read. The check decides only which refusal a
 * diner who books nothing is given, so an answer this old is safe to reuse.
 */
const PASSED_KEPT_MS = 30_000;
const MAX_KEPT = 10_000;
const passed = new Map<string, number>();

/**
 * A full slot is answered "no seats" (with the times still open) only to a diner who may book there: the program's
 * gate, the diner's access and the restaurant's place in the program are checked first, as a booking checks them
 * (one D1 read, no write). A pass is kept a while in the isolate: for an open program for every diner of the
 * restaurant and deal, for a gated one for that diner's grant and member token, so an opening-day crowd costs a
 * handful of reads, not one per diner.
 */
export async function passBeforeNoSeats(c: Context<ProviderEnv>, p: { restaurant: number; program: string; deal: number | null }): Promise<void> {
  const scope = `${p.program}|${p.restaurant}|${p.deal ?? 0}`;
  const diner = `${scope}|${(await grantHashOf(c)) ?? ''}|${(await memberHashOf(c)) ?? ''}`;
  const now = Date.now();
  if ((passed.get(scope) ?? 0) > now || (passed.get(diner) ?? 0) > now) return;
  const db = c.env.DB;
  const [gate, access, inScope] = await db.batch([
    programGate(db, p.program),
    await programAccess(c, db, p.program),
    bookingScopeStatement(db, { program: p.program, restaurant: p.restaurant, deal: p.deal }),
  ]);
  passProgramGate(gate);
  passProgramAccess(access, p.program);
  passBookingScope(inScope);
  if (passed.size >= MAX_KEPT) passed.clear();
  passed.set(isOpen(access) ? scope : diner, now + PASSED_KEPT_MS);
}

function isOpen(access: D1Result | undefined): boolean {
  const row = access?.results[0] as ProgramAccessRow | undefined;
  return row !== undefined && requirementOf(row).kind === 'open';
}
