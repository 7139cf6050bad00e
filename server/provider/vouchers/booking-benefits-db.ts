/**
 * A booking's benefits (spec §3 Booking: vouchers, loyalty_program_benefits), as SQL JSON arrays for the booking
 * `b` in the language the expression names (English where a text has none): the detail and the e-mails' snapshot
 * read them the same way.
 */

/** The vouchers the booking redeems (not given back), with what each takes off. */
export const bookingVouchersSql = (locale: string) => `json((SELECT json_group_array(json_object(
    'code', v.code, 'price_type', o.price_type, 'price', o.price, 'currency', o.currency,
    'title', coalesce((SELECT title FROM voucher_offer_texts WHERE offer_id = o.id AND locale = ${locale}),
                      (SELECT title FROM voucher_offer_texts WHERE offer_id = o.id AND locale = 'en'), '')))
  FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id JOIN voucher_offers o ON o.id = v.offer_id
  WHERE r.booking_id = b.id AND r.returned_at IS NULL))`;

/** What the member's level gave the booking when it was made. */
export const bookingLevelBenefitsSql = (locale: string) => `json((SELECT json_group_array(json_object('title', coalesce(
    (SELECT title FROM level_benefit_texts WHERE benefit_id = lb.id AND locale = ${locale}),
    (SELECT title FROM level_benefit_texts WHERE benefit_id = lb.id AND locale = 'en'), '')))
  FROM (SELECT id FROM level_benefits WHERE level_id = b.member_level_id ORDER BY position, id) lb))`;

