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
const PASSED_KEPT_MS = 5 * 60_000;
const MAX_KEPT = 10_000;
const passed = new Map<string, number>();
const checking = new Map<string, Promise<void>>();

interface Asked {
  restaurant: number;
  program: string;
  deal: number | null;
}
/** Under which names a pass is kept: for an open program every diner of the restaurant and deal, else the diner's grant and token. */
export interface PassKeys {
  scope: string;
  diner: string;
}

export async function passKeysOf(c: Context<ProviderEnv>, p: Asked): Promise<PassKeys> {
  const scope = `${p.program}|${p.restaurant}|${p.deal ?? 0}`;
  return { scope, diner: `${scope}|${(await grantHashOf(c)) ?? ''}|${(await memberHashOf(c)) ?? ''}` };
}

const kept = (keys: PassKeys) => (passed.get(keys.scope) ?? 0) > Date.now() || (passed.get(keys.diner) ?? 0) > Date.now();

/**
 * The program's gate and the diner's access passed (a booking's or the booking site's availability read): the pass is
 * kept when the restaurant (and deal) is in the program too.
 */
export function rememberPass(keys: PassKeys, access: D1Result | undefined, inScope: D1Result | undefined): void {
  const scope = inScope?.results[0] as { in_region: number; deal_offered: number } | undefined;
  if (scope?.in_region !== 1 || scope.deal_offered !== 1) return;
  if (passed.size >= MAX_KEPT) passed.clear();
  const row = access?.results[0] as ProgramAccessRow | undefined;
  const open = row !== undefined && requirementOf(row).kind === 'open';
  passed.set(open ? keys.scope : keys.diner, Date.now() + PASSED_KEPT_MS);
}

/**
 * A full slot is answered "no seats" (with the times still open) only to a diner who may book there: the program's
 * gate, the diner's access and the restaurant's place in the program are checked first, as a booking checks them
 * (one D1 read, no write). A pass is kept a while in the isolate (rememberPass), and the booking site's availability
 * read, which a diner makes before pressing Book, keeps its pass too: an opening-day crowd's refusals wait behind no D1
 * read, which would queue behind the bookings being written.
 */
export async function passBeforeNoSeats(c: Context<ProviderEnv>, p: Asked): Promise<void> {
  const keys = await passKeysOf(c, p);
  if (kept(keys)) return;
  // A crowd refused at once waits for the first check of the restaurant rather than each asking D1.
  const running = checking.get(keys.scope);
  if (running) {
    await running.catch(() => undefined);
    if (kept(keys)) return;
  }
  const check = checkInD1(c, p, keys);
  if (!running) {
    checking.set(keys.scope, check);
    void check.catch(() => undefined).finally(() => checking.delete(keys.scope));
  }
  await check;
}

async function checkInD1(c: Context<ProviderEnv>, p: Asked, keys: PassKeys): Promise<void> {
  const db = c.env.DB;
  const [gate, access, inScope] = await db.batch([
    programGate(db, p.program),
    await programAccess(c, db, p.program),
    bookingScopeStatement(db, { program: p.program, restaurant: p.restaurant, deal: p.deal }),
  ]);
  passProgramGate(gate);
  passProgramAccess(access, p.program);
  passBookingScope(inScope);
  rememberPass(keys, access, inScope);
}
