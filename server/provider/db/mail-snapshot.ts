import { z } from 'zod';
import { bookingVoucherSchema } from '../../../src/domain/contract/booking-manage';
import { bookingLevelBenefitsSql, bookingVouchersSql } from './booking-benefits';

/**
 * What a booking e-mail says, kept on its outbox row as the booking was when the change was made: the
 * relay renders from it, so a modify or cancel made before the relay does not rewrite an earlier e-mail.
 * A structured record, not rendered text: wording, time formats and the sender are the renderer's.
 */
export const mailSnapshotSchema = z.object({
  booking_id: z.number().int().positive(),
  reservation_code: z.string(),
  program: z.string(),
  locale: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  party_size: z.number().int().positive(),
  special_requests: z.string(),
  /** The UTC instant, with the restaurant's zone to show it in. */
  reservation_at: z.string(),
  time_zone: z.string(),
  /** In the booking's language, en as fallback. */
  restaurant_name: z.string(),
  restaurant_address: z.string(),
  /** The booking site the booking was made on, or null for the provider's default. */
  site_origin: z.string().nullable(),
  /** The program's name in the booking's language: the e-mail's sender name. Rows written before it lack it. */
  program_title: z.string().optional(),
  /** The voucher the booking redeemed, in rows written before a booking could redeem several. */
  voucher_code: z.string().nullable().optional(),
  /** The vouchers the booking redeems and its member level's benefits (spec §3 booking benefits). Older rows lack them. */
  vouchers: z.array(bookingVoucherSchema).optional(),
  benefits: z.array(z.object({ title: z.string() })).optional(),
  /** The off-peak discount of the booking's time, in percent (spec §3 booking discount), or null. */
  discount: z.number().int().min(1).max(100).nullable().optional(),
  /** The paid bill a receipt (bill_paid) is for: its amount in minor units and the card it was paid with. */
  bill: z
    .object({ order_id: z.number().int().positive(), amount_minor: z.number().int().nonnegative(), currency: z.string(), card_brand: z.string(), card_last4: z.string(), paid_at: z.string() })
    .optional(),
});
export type MailSnapshot = z.infer<typeof mailSnapshotSchema>;

/** SQL: the snapshot of booking `b`, an expression over {@link MAIL_SNAPSHOT_TABLES}. */
export const MAIL_SNAPSHOT = `
json_object(
  'booking_id', b.id, 'reservation_code', b.reservation_code, 'program', b.program, 'locale', b.locale,
  'first_name', b.first_name, 'last_name', b.last_name, 'email', b.email, 'party_size', b.party_size,
  'special_requests', b.special_requests, 'reservation_at', b.reservation_at, 'time_zone', coalesce(b.time_zone, r.time_zone),
  'restaurant_name', coalesce(lt.name, en.name, ''), 'restaurant_address', coalesce(lt.address, en.address, ''), 'site_origin', b.site_origin,
  'vouchers', ${bookingVouchersSql('b.locale')}, 'benefits', ${bookingLevelBenefitsSql('b.locale')},
  'discount', (SELECT off_peak_discount FROM time_slots WHERE id = b.slot_id),
  'program_title', coalesce(
    (SELECT title FROM program_texts WHERE program_slug = b.program AND locale = b.locale),
    (SELECT title FROM program_texts WHERE program_slug = b.program AND locale = 'en'), ''))`;

/** SQL: the tables the snapshot reads, booking `b` first (join more, add the WHERE). */
export const MAIL_SNAPSHOT_TABLES = `bookings b JOIN restaurants r ON r.id = b.restaurant_id
LEFT JOIN restaurant_texts lt ON lt.restaurant_id = b.restaurant_id AND lt.locale = b.locale
LEFT JOIN restaurant_texts en ON en.restaurant_id = b.restaurant_id AND en.locale = 'en'`;

/**
 * SQL: `<snapshot> FROM …` of booking `b` (add the WHERE). Migration 0013 backfilled older rows with the
 * same record.
 */
export const MAIL_SNAPSHOT_FROM = `${MAIL_SNAPSHOT}
FROM ${MAIL_SNAPSHOT_TABLES}`;

