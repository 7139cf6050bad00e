import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { REDEEM_KEY, redeemRequestSchema, redemptionSchema, voucherListSchema, type Redemption, type RedeemRequest } from '#domain/contract/voucher.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { passBookingScope } from '#provider/bookings/booking-scope.ts';
import { bookingScopeStatement } from '#provider/restaurants/restaurants-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { usableAt } from './venue-redeem';
import { findRedeemableVoucher, redeemStatements, redemptionByKey, type RedeemPlace } from './voucher-redemptions-db';
import { requestHolders } from './voucher-holders';
import { holderVouchers } from './voucher-list-db';

const MAX_REDEEM_BYTES = 4 * 1024;
const redeemKeyField = z.string({ error: 'redeemKeyRequired' }).regex(REDEEM_KEY, { error: 'redeemKeyRequired' });

/** Where the redeem happens: the deal it names (checked to be this restaurant's), or this restaurant itself. */
function placeOf(redeem: RedeemRequest['redeem'], restaurantId: number): RedeemPlace {
  if (redeem.entity_type === 'Deal') return { restaurantId, dealId: redeem.entity_id };
  if (redeem.entity_id !== restaurantId) throw new ApiError(422, 'redeem_entity_invalid', 'redeemEntityInvalid');
  return { restaurantId, dealId: null };
}

/** The program is live and covers the restaurant, and a named deal is the program's own at this restaurant. */
async function checkScope(c: Context<ProviderEnv>, program: string, place: RedeemPlace): Promise<void> {
  const db = c.env.DB;
  const [gate, scope] = await db.batch([programGate(db, program), bookingScopeStatement(db, { program, restaurant: place.restaurantId, deal: place.dealId })]);
  passProgramGate(gate);
  passBookingScope(scope);
}

/** A key's earlier redemption answers a retry of the same redeem by the same diner; the key for anything else is refused. */
function replayed(first: Awaited<ReturnType<typeof redemptionByKey>>, holders: string[], code: string, place: RedeemPlace): Redemption | null {
  if (!first) return null;
  const same =
    holders.includes(first.holder) && first.answer.voucher_code === code.toUpperCase() && first.answer.restaurant_id === place.restaurantId && first.answer.deal_id === place.dealId;
  if (!same) throw new ApiError(422, 'idempotency_key_reused', 'redeemKeyReused');
  return first.answer;
}

/**
 * GET /public/restaurants/{id}/vouchers?program=: the diner's vouchers usable at this venue (the redeem screen).
 * POST /public/restaurants/{id}/redeems (spec §7) with an Idempotency-Key: redeems one of the diner's vouchers
 * here, once per key (201; a retry answers 200 with the same body and writes nothing).
 */
export const venueRedeems = new Hono<ProviderEnv>()
  .get('/public/restaurants/:id/vouchers', async (c) => {
    const restaurantId = readInput(recordIdField, c.req.param('id'));
    const program = readInput(programSlugField, c.req.query('program'));
    await checkScope(c, program, { restaurantId, dealId: null });
    const holders = await requestHolders(c, program);
    const vouchers = await holderVouchers(c.env.DB, { program, holders, locale: c.get('locale'), selection: { venue: restaurantId } });
    return c.json(voucherListSchema.parse({ vouchers }), 200, { 'Cache-Control': 'private, no-store' });
  })
  .post('/public/restaurants/:id/redeems', async (c) => {
    const restaurantId = readInput(recordIdField, c.req.param('id'));
    const key = readInput(redeemKeyField, c.req.header('Idempotency-Key'));
    const { program, redeem } = readInput(redeemRequestSchema, await readJson(c.req.raw, MAX_REDEEM_BYTES));
    const place = placeOf(redeem, restaurantId);
    await checkScope(c, program, place);
    const db = c.env.DB;
    const locale = c.get('locale');
    const [holders, first, voucher] = await Promise.all([requestHolders(c, program), redemptionByKey(db, key, locale), findRedeemableVoucher(db, redeem.voucher_code)]);
    const earlier = replayed(first, holders, redeem.voucher_code, place);
    if (earlier) return c.json(redemptionSchema.parse({ redemption: earlier }), 200, { 'Idempotent-Replayed': 'true' });

    // A code that was not issued, or is someone else's, is refused as a booking refuses it: codes cannot be probed.
    if (!voucher || voucher.program_slug !== program || !holders.includes(voucher.holder)) throw new ApiError(422, 'voucher_not_usable', 'voucherNotUsable');
    if (!usableAt(voucher, place)) throw new ApiError(422, 'voucher_not_available_here', 'voucherNotAvailableHere');
    const now = new Date().toISOString();
    if (now < voucher.starts_at || now >= voucher.ends_at) throw new ApiError(422, 'voucher_expired', 'voucherExpired');
    if (voucher.redeems_left <= 0) throw new ApiError(409, 'voucher_used_up', 'voucherUsedUp');

    const [taken] = await db.batch(redeemStatements(db, { voucherId: voucher.id, place, requestKey: key }));
    const made = await redemptionByKey(db, key, locale);
    if (taken?.meta.changes === 1 && made) return c.json(redemptionSchema.parse({ redemption: made.answer }), 201);
    // Nothing written: a parallel retry of this key won (its answer), or another request took the last redemption.
    const raced = replayed(made, holders, redeem.voucher_code, place);
    if (raced) return c.json(redemptionSchema.parse({ redemption: raced }), 200, { 'Idempotent-Replayed': 'true' });
    throw new ApiError(409, 'voucher_used_up', 'voucherUsedUp');
  });
