import { z } from 'zod';
import { bookingVoucherSchema } from '#domain/contract/booking-manage.ts';
import { PAYMENT_KINDS, PAYMENT_STATES } from '#domain/payment-state.ts';
import { bookingLevelBenefitsSql, bookingVouchersSql } from '#provider/vouchers/booking-benefits-db.ts';

/**
 * A booking's money in its e-mail: what is held or paid, and what the change that sends the e-mail gives back
 * (a release, a refund) or keeps (a fee), counted from the operations it logged, answered or not yet.
 */
export const mailPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  state: z.enum(PAYMENT_STATES),
  currency: z.string(),
  amount_minor: z.number().int(),
  held_minor: z.number().int(),
  paid_minor: z.number().int(),
  releasing_minor: z.number().int(),
  fee_minor: z.number().int(),
  refund_minor: z.number().int(),
  hold_due_at: z.string().nullable(),
  card_brand: z.string(),
  card_last4: z.string(),
});
export type MailPayment = z.infer<typeof mailPaymentSchema>;

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
  /** The booking's money as the change left it (its step logged, maybe not yet answered); null without money. Older rows lack it. */
  payment: mailPaymentSchema.nullable().optional(),
});
export type MailSnapshot = z.infer<typeof mailSnapshotSchema>;

const operationsSum = (where: string) => `(SELECT coalesce(sum(o.amount_minor), 0) FROM payment_operations o WHERE o.order_id = p.order_id AND ${where})`;

/** SQL: the payment of booking `b` as {@link mailPaymentSchema}, or NULL. */
const MAIL_PAYMENT = `json((SELECT json_object(
    'kind', p.kind, 'state', p.state, 'currency', p.currency, 'amount_minor', p.amount_minor, 'held_minor', p.held_minor, 'paid_minor', p.captured_minor,
    'releasing_minor', ${operationsSum("o.operation = 'VOID' AND o.status <> 'failed'")},
    'fee_minor', ${operationsSum("o.operation = 'CAPTURE' AND o.purpose = 'fee' AND o.status <> 'failed'")},
    'refund_minor', p.refunding_minor + ${operationsSum("o.operation = 'REFUND' AND o.status = 'pending'")},
    'hold_due_at', p.hold_due_at, 'card_brand', p.card_brand, 'card_last4', p.card_last4)
  FROM booking_payments p WHERE p.booking_id = b.id))`;

/** SQL: the snapshot of booking `b`, an expression over {@link MAIL_SNAPSHOT_TABLES}. */
export const MAIL_SNAPSHOT = `
json_object(
  'booking_id', b.id, 'reservation_code', b.reservation_code, 'program', b.program, 'locale', b.locale,
  'first_name', b.first_name, 'last_name', b.last_name, 'email', b.email, 'party_size', b.party_size,
  'special_requests', b.special_requests, 'reservation_at', b.reservation_at, 'time_zone', coalesce(b.time_zone, r.time_zone),
  'restaurant_name', coalesce(lt.name, en.name, ''), 'restaurant_address', coalesce(lt.address, en.address, ''), 'site_origin', b.site_origin,
  'vouchers', ${bookingVouchersSql('b.locale')}, 'benefits', ${bookingLevelBenefitsSql('b.locale')},
  'discount', (SELECT off_peak_discount FROM time_slots WHERE id = b.slot_id),
  'payment', ${MAIL_PAYMENT},
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

