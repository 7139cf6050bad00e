import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index';
import type { VoucherOffer } from '#domain/contract/voucher.ts';

/** A voucher as a booking reads it: whose it is, its window, what is left. */
export interface VoucherRow {
  id: number;
  program_slug: string;
  holder: string;
  redeems_left: number;
  starts_at: string;
  ends_at: string;
}

export function findVoucher(db: D1Database, code: string) {
  return db
    .prepare(
      `SELECT v.id, v.program_slug, v.holder, v.redeems_left, o.starts_at, o.ends_at
       FROM vouchers v JOIN voucher_offers o ON o.id = v.offer_id WHERE v.code = ?1`,
    )
    .bind(code.toUpperCase())
    .first<VoucherRow>();
}

/**
 * The program's welcome vouchers for a holder, once per offer (UNIQUE offer, holder): codes are 'V' and 16
 * random hex digits, made by the database in the same batch as the verification that earned them.
 */
export function welcomeVoucherStatement(db: D1Database, program: string, holder: string, nowIso: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO vouchers (code, offer_id, program_slug, holder, redeems_total, redeems_left)
       SELECT 'V' || upper(hex(randomblob(8))), o.id, o.program_slug, ?2, o.redeems_per_voucher, o.redeems_per_voucher
       FROM voucher_offers o WHERE o.program_slug = ?1 AND o.welcome = 1 AND o.ends_at > ?3`,
    )
    .bind(program, holder, nowIso);
}

/**
 * The redemption of the vouchers (a JSON array of ids; '[]' for none) by the booking this change token made, in
 * the create batch after the booking's insert (which went in only while each had a redemption left and there
 * were no more than the program allows): the counts go down and the history gains the booking, or, without
 * the booking, nothing happens.
 */
export function redeemForBookingStatements(db: D1Database, voucherIdsJson: string, changeToken: string): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE vouchers SET redeems_left = redeems_left - 1 WHERE id IN (SELECT value FROM json_each(?1)) AND EXISTS (SELECT 1 FROM bookings WHERE change_token = ?2)')
      .bind(voucherIdsJson, changeToken),
    db
      .prepare('INSERT INTO voucher_redemptions (voucher_id, booking_id, restaurant_id) SELECT j.value, b.id, b.restaurant_id FROM json_each(?1) j, bookings b WHERE b.change_token = ?2')
      .bind(voucherIdsJson, changeToken),
  ];
}

/** A cancellation (this change token) gives the booking's redemption back when its offer says so. */
export function returnOnCancelStatements(db: D1Database, changeToken: string, atIso: string): D1PreparedStatement[] {
  const open = `SELECT r.id, r.voucher_id FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id JOIN voucher_offers o ON o.id = v.offer_id
    JOIN bookings b ON b.id = r.booking_id WHERE b.change_token = ?1 AND b.status = 'cancelled' AND r.returned_at IS NULL AND o.returns_on_cancel = 1`;
  return [
    db.prepare(`UPDATE vouchers SET redeems_left = redeems_left + 1 WHERE id IN (SELECT voucher_id FROM (${open}))`).bind(changeToken),
    db.prepare(`UPDATE voucher_redemptions SET returned_at = ?2 WHERE id IN (SELECT id FROM (${open}))`).bind(changeToken, atIso),
  ];
}

/** How many of these vouchers have no redemption left. */
export async function usedUpCount(db: D1Database, voucherIds: readonly number[]): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS used_up FROM vouchers WHERE id IN (SELECT value FROM json_each(?1)) AND redeems_left = 0')
    .bind(JSON.stringify(voucherIds))
    .first<{ used_up: number }>();
  return row?.used_up ?? 0;
}

/**
 * An offer and its texts, for one batch (one transaction: they stand together or not at all). The texts name the
 * row just inserted: D1 runs a batch's statements one after another, alone. The first statement answers the id.
 */
export function insertOfferStatements(db: D1Database, program: string, offer: VoucherOffer): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO voucher_offers (program_slug, price_type, price, currency, redeems_per_voucher, welcome, returns_on_cancel, starts_at, ends_at, visible_consumer, points_price, deal_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) RETURNING id`,
      )
      .bind(
        program, offer.price_type, offer.price, offer.currency, offer.redeems_per_voucher, offer.welcome ? 1 : 0, offer.returns_on_cancel ? 1 : 0,
        offer.starts_at, offer.ends_at, offer.visible_consumer ? 1 : 0, offer.points_price, offer.deal_id,
      ),
    ...Object.entries(offer.texts).map(([locale, text]) =>
      db.prepare('INSERT INTO voucher_offer_texts (offer_id, locale, title, terms) SELECT max(id), ?1, ?2, ?3 FROM voucher_offers').bind(locale, text!.title, text!.terms),
    ),
  ];
}
