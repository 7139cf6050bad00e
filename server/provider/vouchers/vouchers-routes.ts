import { Hono } from 'hono';
import { VOUCHER_CODE } from '#domain/contract/booking.ts';
import {
  claimableOfferListSchema, voucherDetailSchema, voucherListSchema, voucherListViewField, voucherOfferSchema, type ClaimableOffer,
} from '#domain/contract/voucher.ts';
import { opsAuth } from '#provider/platform/ops-auth.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { activeProgram } from '#provider/programs/program-gate.ts';
import { programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { memberIdOf, requestHolders } from './voucher-holders';
import { claimableOffersStatement, claimStatements } from './voucher-claims-db';
import { holderVouchers } from './voucher-list-db';
import { insertOfferStatements } from './vouchers-db';
import { programHasDeal } from '#provider/restaurants/deals-db.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { z } from 'zod';

const MAX_OFFER_BYTES = 128 * 1024;
const voucherCodeField = z.string().regex(VOUCHER_CODE);

type ClaimableOfferRow = Omit<ClaimableOffer, 'start_at' | 'end_at'> & { starts_at: string; ends_at: string };

/**
 * GET /public/projects/{program}/vouchers?state=current|past: the vouchers the diner holds in the program (as a
 * member, or as what their verification proved), with terms and redemption history in their language; `current`
 * (the default) lists those spec §9 lists, `past` the consumed and expired. GET .../vouchers/{code}: one of them. POST
 * /ops/programs/{program}/voucher_offers: ops add an offer (a welcome offer is issued on verification).
 */
export const vouchers = new Hono<ProviderEnv>()
  .get('/public/projects/:program/vouchers', async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const view = readInput(voucherListViewField, c.req.query('state'));
    const holders = await requestHolders(c, program);
    const vouchers = await holderVouchers(c.env.DB, { program, holders, locale: c.get('locale'), selection: { view } });
    return c.json(voucherListSchema.parse({ vouchers }));
  })
  // Spec §2 voucher details: one voucher, whatever its state, to its holder only (anyone else: not found).
  .get('/public/projects/:program/vouchers/:code', async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const code = readInput(voucherCodeField, c.req.param('code'));
    const holders = await requestHolders(c, program);
    const [voucher] = await holderVouchers(c.env.DB, { program, holders, locale: c.get('locale'), selection: { code }, limit: 1 });
    if (!voucher) throw new ApiError(404, 'voucher_not_found', 'notFound');
    return c.json(voucherDetailSchema.parse({ voucher }));
  })
  // Claimable offers with their claim state for the signed-in member (or 'claim' for anyone else).
  .get('/public/projects/:program/voucher_offers', async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const holders = await requestHolders(c, program);
    const member = holders.find((h) => h.startsWith('member:')) ?? null;
    const { results } = await claimableOffersStatement(c.env.DB, { program, holder: member, locale: c.get('locale'), nowIso: new Date().toISOString() }).all<ClaimableOfferRow>();
    return c.json(claimableOfferListSchema.parse({ offers: results.map(({ starts_at, ends_at, ...row }) => ({ ...row, start_at: starts_at, end_at: ends_at })) }));
  })
  // Spec §2 claim: a member claims an offer for its points (members hold points; a verification alone does not).
  .post('/public/projects/:program/voucher_offers/:id/claim', async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const offerId = readInput(recordIdField, c.req.param('id'));
    const holder = (await requestHolders(c, program)).find((h) => h.startsWith('member:'));
    if (!holder) throw new ApiError(401, 'sign_in_required', 'signInRequired');
    const memberId = memberIdOf(holder);
    const nowIso = new Date().toISOString();
    const [inserted] = await c.env.DB.batch(claimStatements(c.env.DB, { program, offerId, memberId, holder, nowIso }));
    if (inserted?.meta.changes === 1) return c.json({ claimed: true }, 201);
    // Nothing written: say why, from the offer as it stands now.
    const { results } = await claimableOffersStatement(c.env.DB, { program, holder, locale: c.get('locale'), nowIso }).all<ClaimableOfferRow>();
    const offer = results.find((row) => row.id === offerId);
    if (!offer) throw new ApiError(404, 'voucher_offer_not_found', 'notFound');
    if (offer.claim_state === 'claimed' || offer.claim_state === 'fully_redeemed') throw new ApiError(409, 'voucher_already_claimed', 'voucherAlreadyClaimed');
    if (offer.claim_state !== 'claim') throw new ApiError(422, 'voucher_offer_closed', 'voucherOfferClosed');
    throw new ApiError(422, 'not_enough_points', 'notEnoughPoints');
  })
  .post('/ops/programs/:program/voucher_offers', opsAuth(), async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const offer = readInput(voucherOfferSchema, await readJson(c.req.raw, MAX_OFFER_BYTES));
    if (offer.deal_id !== null && !(await programHasDeal(c.env.DB, program, offer.deal_id))) throw new ApiError(404, 'deal_not_found', 'dealNotFound');
    const [inserted] = await c.env.DB.batch(insertOfferStatements(c.env.DB, program, offer));
    const id = (inserted?.results[0] as { id: number }).id;
    return c.json({ id }, 201);
  });
