import type { D1Database } from '@cloudflare/workers-types/index';
import { VOUCHERS_PAGE_SIZE, voucherSchema, type Voucher, type VoucherListView } from '#domain/contract/voucher.ts';

/** Which of the holders' vouchers to read: a list view, the ones usable at a venue, or one code. */
export type VoucherSelection = { view: VoucherListView } | { venue: number } | { code: string };

interface VoucherListRow {
  offer_id: number;
  points_price: number;
  visible_consumer: number;
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
  deal_id: number | null;
  deal_restaurant_id: number | null;
  deal_name: string | null;
}

// ?4 is the time now, ?5 the venue or the code. Spec §9: a voucher is listed only when unused, its start time
// passed and not expired; the spec's "points above 0" reads here as redemptions left above 0 (a voucher's
// points are its uses: `redeems_left`), which "unused" alone would not say for a voucher of several uses.
const USABLE = 'v.redeems_left > 0 AND o.starts_at <= ?4 AND o.ends_at > ?4';
const WHERE: Record<VoucherListView | 'venue' | 'code', string> = {
  current: USABLE,
  all: '1 = 1',
  past: 'v.redeems_left = 0 OR o.ends_at <= ?4',
  // An offer for one deal serves only that deal's restaurant; any other serves every venue of its program.
  venue: `${USABLE} AND (o.deal_id IS NULL OR d.restaurant_id = ?5)`,
  code: 'v.code = ?5',
};

const stateOf = (row: VoucherListRow, now: string): Voucher['state'] =>
  row.redeems_left === 0 ? 'consumed' : now >= row.ends_at ? 'expired' : now < row.starts_at ? 'coming_soon' : 'available';

/**
 * The vouchers these holders hold in the program, with terms, deal and redemption history in the diner's
 * language (English when a text is missing), soonest to end first, at most one page (spec §9: 100).
 */
export async function holderVouchers(
  db: D1Database,
  p: { program: string; holders: string[]; locale: string; selection: VoucherSelection; limit?: number },
): Promise<Voucher[]> {
  if (p.holders.length === 0) return [];
  const kind = 'view' in p.selection ? p.selection.view : 'venue' in p.selection ? 'venue' : 'code';
  const target = 'venue' in p.selection ? p.selection.venue : 'code' in p.selection ? p.selection.code.toUpperCase() : null;
  const now = new Date().toISOString();
  const { results } = await db
    .prepare(
      `SELECT o.id AS offer_id, o.points_price, o.visible_consumer, v.code, COALESCE(t.title, e.title) AS title, COALESCE(t.terms, e.terms) AS terms, o.price_type, o.price, o.currency, o.starts_at,
         o.ends_at, v.redeems_total, v.redeems_left, o.deal_id, d.restaurant_id AS deal_restaurant_id,
         COALESCE((SELECT name FROM deal_texts WHERE deal_id = o.deal_id AND locale = ?3), (SELECT name FROM deal_texts WHERE deal_id = o.deal_id AND locale = 'en')) AS deal_name,
         (SELECT json_group_array(json_object('redeemed_at', h.redeemed_at, 'restaurant_id', h.restaurant_id, 'restaurant_name', h.restaurant_name,
             'time_zone', h.time_zone, 'returned', h.returned))
          FROM (SELECT r.redeemed_at, r.restaurant_id, r.returned_at IS NOT NULL AS returned, (SELECT time_zone FROM restaurants WHERE id = r.restaurant_id) AS time_zone,
                  COALESCE((SELECT name FROM restaurant_texts WHERE restaurant_id = r.restaurant_id AND locale = ?3),
                           (SELECT name FROM restaurant_texts WHERE restaurant_id = r.restaurant_id AND locale = 'en')) AS restaurant_name
                FROM voucher_redemptions r WHERE r.voucher_id = v.id ORDER BY r.redeemed_at DESC, r.id DESC) h) AS history
       FROM vouchers v JOIN voucher_offers o ON o.id = v.offer_id
       JOIN voucher_offer_texts e ON e.offer_id = o.id AND e.locale = 'en'
       LEFT JOIN voucher_offer_texts t ON t.offer_id = o.id AND t.locale = ?3
       LEFT JOIN deals d ON d.id = o.deal_id
       WHERE v.program_slug = ?1 AND v.holder IN (SELECT value FROM json_each(?2)) AND (${WHERE[kind]})
       ORDER BY o.ends_at, v.id LIMIT ?6`,
    )
    .bind(p.program, JSON.stringify(p.holders), p.locale, now, target, Math.min(p.limit ?? VOUCHERS_PAGE_SIZE, VOUCHERS_PAGE_SIZE))
    .all<VoucherListRow>();
  return results.map((row) => {
    const history = (JSON.parse(row.history) as { redeemed_at: string; restaurant_id: number; restaurant_name: string | null; time_zone: string; returned: number }[]).map((h) => ({
      ...h, restaurant_name: h.restaurant_name ?? '', returned: h.returned === 1,
    }));
    return voucherSchema.parse({
      offer: { id: row.offer_id }, points: row.points_price, points_type: 'unlimited', visible_consumer: row.visible_consumer === 1,
      used: row.redeems_left === 0, expired: now >= row.ends_at, items: history.filter((h) => !h.returned).length,
      code: row.code, title: row.title, terms: row.terms, price_type: row.price_type, price: row.price, currency: row.currency,
      start_at: row.starts_at, end_at: row.ends_at, total_redeems: row.redeems_total, redeems_left: row.redeems_left, state: stateOf(row, now),
      history,
      deal: row.deal_id === null ? null : { id: row.deal_id, restaurant_id: row.deal_restaurant_id!, name: row.deal_name ?? '' },
    });
  });
}
