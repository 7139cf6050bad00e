import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { redemptionSchema, type Redemption } from '#domain/contract/voucher.ts';
import type { VoucherRow } from './vouchers-db';

/** A voucher as a venue redeem reads it: whose it is, its window, what is left, and the deal its offer is for. */
export interface RedeemableVoucher extends VoucherRow {
  deal_id: number | null;
  deal_restaurant_id: number | null;
}

export function findRedeemableVoucher(db: D1Database, code: string) {
  return db
    .prepare(
      `SELECT v.id, v.program_slug, v.holder, v.redeems_left, o.starts_at, o.ends_at, o.deal_id, d.restaurant_id AS deal_restaurant_id
       FROM vouchers v JOIN voucher_offers o ON o.id = v.offer_id LEFT JOIN deals d ON d.id = o.deal_id WHERE v.code = ?1`,
    )
    .bind(code.toUpperCase())
    .first<RedeemableVoucher>();
}

/** What a redeem names: a deal, or the restaurant itself. */
export interface RedeemPlace {
  restaurantId: number;
  dealId: number | null;
}

/**
 * The redeem, as one batch of conditional statements (one transaction): the count goes down only while a
 * redemption is left and this request key has no redemption yet; the redemption row goes in only with that
 * change (`changes() = 1`). Parallel redeems of a voucher's last redemption: one writes, the others change nothing.
 */
export function redeemStatements(db: D1Database, p: { voucherId: number; place: RedeemPlace; requestKey: string }): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE vouchers SET redeems_left = redeems_left - 1
         WHERE id = ?1 AND redeems_left > 0 AND NOT EXISTS (SELECT 1 FROM voucher_redemptions WHERE request_key = ?2)`,
      )
      .bind(p.voucherId, p.requestKey),
    db
      .prepare('INSERT INTO voucher_redemptions (voucher_id, restaurant_id, deal_id, request_key) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1')
      .bind(p.voucherId, p.place.restaurantId, p.place.dealId, p.requestKey),
  ];
}

interface RedemptionRow {
  id: number;
  voucher_id: number;
  holder: string;
  voucher_code: string;
  title: string;
  restaurant_id: number;
  restaurant_name: string | null;
  deal_id: number | null;
  redeemed_at: string;
  redeems_total: number;
  redeems_left: number;
}

/**
 * The redemption a request key made, as its answer: what it left on the voucher is worked out as of that
 * redemption (the total less the redemptions made by then and not given back by then), so a retry reads the
 * same answer whatever happened to the voucher since.
 */
export async function redemptionByKey(db: D1Database, requestKey: string, locale: string): Promise<{ holder: string; voucherId: number; answer: Redemption } | null> {
  const row = await db
    .prepare(
      `SELECT r.id, r.voucher_id, v.holder, v.code AS voucher_code, r.restaurant_id, r.deal_id, r.redeemed_at, v.redeems_total,
         COALESCE((SELECT title FROM voucher_offer_texts WHERE offer_id = v.offer_id AND locale = ?2), (SELECT title FROM voucher_offer_texts WHERE offer_id = v.offer_id AND locale = 'en')) AS title,
         COALESCE((SELECT name FROM restaurant_texts WHERE restaurant_id = r.restaurant_id AND locale = ?2),
                  (SELECT name FROM restaurant_texts WHERE restaurant_id = r.restaurant_id AND locale = 'en')) AS restaurant_name,
         v.redeems_total - (SELECT count(*) FROM voucher_redemptions p WHERE p.voucher_id = r.voucher_id AND p.id <= r.id
                              AND (p.returned_at IS NULL OR p.returned_at > r.redeemed_at)) AS redeems_left
       FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id WHERE r.request_key = ?1`,
    )
    .bind(requestKey, locale)
    .first<RedemptionRow>();
  if (!row) return null;
  const redeemsLeft = Math.max(0, row.redeems_left);
  const answer = redemptionSchema.shape.redemption.parse({
    id: row.id, voucher_code: row.voucher_code, title: row.title ?? '', restaurant_id: row.restaurant_id, restaurant_name: row.restaurant_name ?? '',
    deal_id: row.deal_id, redeemed_at: row.redeemed_at, redeems_left: redeemsLeft, total_redeems: row.redeems_total,
    state: redeemsLeft === 0 ? 'consumed' : 'available',
  });
  return { holder: row.holder, voucherId: row.voucher_id, answer };
}
