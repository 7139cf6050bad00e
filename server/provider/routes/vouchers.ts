import { Hono } from 'hono';
import { claimableOfferListSchema, voucherListSchema, voucherOfferSchema, type ClaimableOffer, type Voucher } from '../../../src/domain/contract/voucher';
import { opsAuth } from '../middleware/ops-auth';
import type { ProviderEnv } from '../env';
import { activeProgram } from '../program-gate';
import { programSlugField } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';
import { memberIdOf, requestHolders } from '../vouchers/voucher-holders';
import { claimableOffersStatement, claimStatements } from '../vouchers/voucher-claims';
import { ApiError } from '../api-error';
import { recordIdField } from '../query-fields';

const MAX_OFFER_BYTES = 128 * 1024;

type ClaimableOfferRow = Omit<ClaimableOffer, 'start_at' | 'end_at'> & { starts_at: string; ends_at: string };

interface VoucherListRow {
  id: number;
  code: string;
  title: string;
  terms: string;
  price_type: Voucher['price_type'];
  price: number;
  currency: string | null;
  starts_at: string;
  ends_at: string;
  redeems_total: number;
  redeems_left: number;
  history: string;
}

const stateOf = (row: VoucherListRow, now: string): Voucher['state'] =>
  row.redeems_left === 0 ? 'consumed' : now >= row.ends_at ? 'expired' : now < row.starts_at ? 'coming_soon' : 'available';

/**
 * GET /public/projects/{program}/vouchers: the vouchers the diner holds in the program (as a member, or as what
 * their verification proved), with terms and redemption history in their language. POST
 * /ops/programs/{program}/voucher_offers: ops add an offer (a welcome offer is issued on verification).
 */
export const vouchers = new Hono<ProviderEnv>()
  .get('/public/projects/:program/vouchers', async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const holders = await requestHolders(c, program);
    if (holders.length === 0) return c.json(voucherListSchema.parse({ vouchers: [] }));
    const { results } = await c.env.DB.prepare(
      `SELECT v.id, v.code, COALESCE(t.title, e.title) AS title, COALESCE(t.terms, e.terms) AS terms, o.price_type, o.price, o.currency, o.starts_at,
         o.ends_at, v.redeems_total, v.redeems_left,
         (SELECT json_group_array(json_object('redeemed_at', r.redeemed_at, 'restaurant_id', r.restaurant_id, 'restaurant_name',
             COALESCE((SELECT name FROM restaurant_texts WHERE restaurant_id = r.restaurant_id AND locale = ?3),
                      (SELECT name FROM restaurant_texts WHERE restaurant_id = r.restaurant_id AND locale = 'en')),
             'returned', r.returned_at IS NOT NULL))
          FROM voucher_redemptions r WHERE r.voucher_id = v.id ORDER BY r.redeemed_at DESC) AS history
       FROM vouchers v JOIN voucher_offers o ON o.id = v.offer_id
       JOIN voucher_offer_texts e ON e.offer_id = o.id AND e.locale = 'en'
       LEFT JOIN voucher_offer_texts t ON t.offer_id = o.id AND t.locale = ?3
       WHERE v.program_slug = ?1 AND v.holder IN (SELECT value FROM json_each(?2))
       ORDER BY o.ends_at, v.id LIMIT 100`,
    )
      .bind(program, JSON.stringify(holders), c.get('locale'))
      .all<VoucherListRow>();
    const now = new Date().toISOString();
    return c.json(
      voucherListSchema.parse({
        vouchers: results.map((row) => ({
          code: row.code, title: row.title, terms: row.terms, price_type: row.price_type, price: row.price, currency: row.currency,
          start_at: row.starts_at, end_at: row.ends_at, total_redeems: row.redeems_total, redeems_left: row.redeems_left, state: stateOf(row, now),
          history: (JSON.parse(row.history) as { redeemed_at: string; restaurant_id: number; restaurant_name: string | null; returned: number }[]).map((h) => ({
            ...h, restaurant_name: h.restaurant_name ?? '', returned: h.returned === 1,
          })),
        })),
      }),
    );
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
    const db = c.env.DB;
    // One batch, one transaction: the offer and its texts stand together or not at all (the texts name the row
    // just inserted: D1 runs a batch's statements one after another, alone).
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO voucher_offers (program_slug, price_type, price, currency, redeems_per_voucher, welcome, returns_on_cancel, starts_at, ends_at, visible_consumer, points_price)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id`,
        )
        .bind(
          program, offer.price_type, offer.price, offer.currency, offer.redeems_per_voucher, offer.welcome ? 1 : 0, offer.returns_on_cancel ? 1 : 0,
          offer.starts_at, offer.ends_at, offer.visible_consumer ? 1 : 0, offer.points_price,
        ),
      ...Object.entries(offer.texts).map(([locale, text]) =>
        db
          .prepare('INSERT INTO voucher_offer_texts (offer_id, locale, title, terms) SELECT max(id), ?1, ?2, ?3 FROM voucher_offers')
          .bind(locale, text!.title, text!.terms),
      ),
    ]);
    const id = (inserted?.results[0] as { id: number }).id;
    return c.json({ id }, 201);
  });
