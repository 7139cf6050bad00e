import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import { balanceSql, voucherPriceStatement } from '#provider/points/points-db.ts';

/** An offer a member may claim, with the claim state for them (spec §4), in their language. */
export function claimableOffersStatement(db: D1Database, p: { program: string; holder: string | null; locale: string; nowIso: string }): D1PreparedStatement {
  return db
    .prepare(
      `SELECT o.id, COALESCE(t.title, e.title) AS title, COALESCE(t.terms, e.terms) AS terms, o.price_type, o.price, o.currency, o.points_price AS points,
         o.starts_at, o.ends_at,
         CASE WHEN v.id IS NOT NULL AND v.redeems_left = 0 THEN 'fully_redeemed'
              WHEN v.id IS NOT NULL THEN 'claimed'
              WHEN o.ends_at <= ?4 THEN 'offer_ended'
              WHEN o.starts_at > ?4 THEN 'coming_soon'
              ELSE 'claim' END AS claim_state
       FROM voucher_offers o
       JOIN voucher_offer_texts e ON e.offer_id = o.id AND e.locale = 'en'
       LEFT JOIN voucher_offer_texts t ON t.offer_id = o.id AND t.locale = ?3
       LEFT JOIN vouchers v ON v.offer_id = o.id AND v.holder = ?2
       WHERE o.program_slug = ?1 AND o.visible_consumer = 1
       ORDER BY o.ends_at, o.id LIMIT 100`,
    )
    .bind(p.program, p.holder ?? '', p.locale, p.nowIso);
}

/**
 * A claim, in one batch: the voucher goes in only while the offer is open and the member's balance covers its
 * price (once per member: UNIQUE offer, holder); the price goes out of the ledger only with that voucher
 * (`changes() = 1`), once (UNIQUE member, reason, ref).
 */
export function claimStatements(db: D1Database, p: { program: string; offerId: number; memberId: number; holder: string; nowIso: string }): D1PreparedStatement[] {
  const balance = balanceSql('?3');
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO vouchers (code, offer_id, program_slug, holder, redeems_total, redeems_left)
         SELECT 'V' || upper(hex(randomblob(8))), o.id, o.program_slug, ?4, o.redeems_per_voucher, o.redeems_per_voucher
         FROM voucher_offers o
         WHERE o.id = ?2 AND o.program_slug = ?1 AND o.visible_consumer = 1 AND o.starts_at <= ?5 AND o.ends_at > ?5 AND ${balance} >= o.points_price`,
      )
      .bind(p.program, p.offerId, p.memberId, p.holder, p.nowIso),
    voucherPriceStatement(db, p.memberId, p.offerId),
  ];
}
