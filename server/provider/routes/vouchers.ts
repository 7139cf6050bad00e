import { Hono } from 'hono';
import { voucherListSchema, voucherOfferSchema, type Voucher } from '../../../src/domain/contract/voucher';
import { opsAuth } from '../middleware/ops-auth';
import type { ProviderEnv } from '../env';
import { activeProgram } from '../program-gate';
import { programSlugField } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';
import { requestHolders } from '../vouchers/voucher-holders';

const MAX_OFFER_BYTES = 128 * 1024;

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
  .post('/ops/programs/:program/voucher_offers', opsAuth(), async (c) => {
    const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
    const offer = readInput(voucherOfferSchema, await readJson(c.req.raw, MAX_OFFER_BYTES));
    const db = c.env.DB;
    // One batch, one transaction: the offer and its texts stand together or not at all (the texts name the row
    // just inserted: D1 runs a batch's statements one after another, alone).
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO voucher_offers (program_slug, price_type, price, currency, redeems_per_voucher, welcome, returns_on_cancel, starts_at, ends_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id`,
        )
        .bind(program, offer.price_type, offer.price, offer.currency, offer.redeems_per_voucher, offer.welcome ? 1 : 0, offer.returns_on_cancel ? 1 : 0, offer.starts_at, offer.ends_at),
      ...Object.entries(offer.texts).map(([locale, text]) =>
        db
          .prepare('INSERT INTO voucher_offer_texts (offer_id, locale, title, terms) SELECT max(id), ?1, ?2, ?3 FROM voucher_offers')
          .bind(locale, text!.title, text!.terms),
      ),
    ]);
    const id = (inserted?.results[0] as { id: number }).id;
    return c.json({ id }, 201);
  });
