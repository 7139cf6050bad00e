import { z } from 'zod';
import { BOOKING_STATUSES, bookingSchema, isValidMobile } from './booking';
import { bookingPaymentSchema } from './booking-payment';
import { bookingOrderSchema, noShowAppealSchema } from './staff';

/**
 * The manage screen's calls (spec §2 "Manage-booking screen", §6 permissions, §7 "Vouchers and bookings").
 * A booking is always read or changed with its reservation code: booking A's code never reaches booking B.
 */

const reservationCode = z.string({ error: 'reservationCodeInvalid' }).trim().toUpperCase().regex(/^[A-Z0-9]{6,16}$/, { error: 'reservationCodeInvalid' });

/** A voucher the booking redeems, with what it takes off (spec §3 booking vouchers, Voucher price and price_type). */
export const bookingVoucherSchema = z.object({
  code: z.string(),
  title: z.string(),
  price_type: z.enum(['percentage', 'fixed', 'none']),
  price: z.number().int().nonnegative(),
  currency: z.string().nullable(),
});
export type BookingVoucher = z.infer<typeof bookingVoucherSchema>;

/** GET /public/books/{id}?reservation_code=… : the full booking for its holder. */
export const bookingDetailSchema = bookingSchema.extend({
  /** The status in the request's language. */
  status_lng: z.string(),
  can_cancel: z.boolean(),
  can_update: z.boolean(),
  /** After the meal, the booking's diner may review it once (spec: reviews by diners). */
  can_review: z.boolean(),
  /** A booking marked no-show may be appealed once (spec §4), and its appeal shows its state and the reason given. */
  can_appeal: z.boolean(),
  no_show_appeal: noShowAppealSchema.nullable(),
  /** The booking site's manage page for this booking; its edit page is the same address with `/manage` swapped for `/edit`. */
  guest_manage_url: z.string(),
  cancellation_deadline_at: z.iso.datetime(),
  no_show_fee_percent: z.number().int().min(0).max(100),
  orders: z.array(bookingOrderSchema),
  restaurant: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    cover: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  deal: z.object({ id: z.number().int().positive(), name: z.string(), picture_url: z.string().nullable() }).nullable(),
  project_config: z.object({ title: z.string() }),
  vouchers: z.array(bookingVoucherSchema),
  loyalty_program_benefits: z.array(z.object({ title: z.string() })),
  discount: z.number().int().min(1).max(100).nullable(),
  /** The booking's money (spec §3 Refund / payment info), or null when its restaurant asks for none. */
  payment: bookingPaymentSchema.nullable().default(null),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** PUT /public/books/{id}?reservation_code=… : move the booking to another slot or party size (one batch). */
export const bookingModifySchema = z
  .object({
    date: z.iso.date({ error: 'bookingDateInvalid' }),
    time: z.string({ error: 'bookingTimeInvalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'bookingTimeInvalid' }),
    party_size: z.number({ error: 'partySizeInvalid' }).int({ error: 'partySizeInvalid' }).min(1, { error: 'partySizeInvalid' }).max(100, { error: 'partySizeInvalid' }),
  })
  .strict();
export type BookingModify = z.infer<typeof bookingModifySchema>;

/** POST /public/books/lookup : reservation code + the booking's mobile, or a voucher code. Rate-limited per client and per code. */
export const bookingLookupSchema = z.union([
  z.object({ reservation_code: reservationCode, country_code: z.string().regex(/^\d{1,4}$/, { error: 'phoneInvalid' }), mobile: z.string({ error: 'phoneInvalid' }) })
    .strict()
    .refine((b) => isValidMobile(b.country_code, b.mobile), { error: 'phoneInvalid', path: ['mobile'] }),
  z.object({ voucher_code: z.string({ error: 'voucherCodeInvalid' }).trim().regex(/^[A-Za-z0-9-]{4,64}$/, { error: 'voucherCodeInvalid' }) }).strict(),
]);
export type BookingLookup = z.infer<typeof bookingLookupSchema>;

/** The lookup's answer: where to open the manage screen. A miss is a 404 that does not say which part was wrong. */
export const bookingLookupResultSchema = z.object({
  bookings: z.array(z.object({ id: z.number().int().positive(), reservation_code: z.string(), restaurant_id: z.number().int().positive(), reservation_at: z.iso.datetime(), status: z.enum(BOOKING_STATUSES) })),
});
export type BookingLookupResult = z.infer<typeof bookingLookupResultSchema>;

export const GROUP_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** POST /public/restaurants/{id}/group_requests : a party too large for the slots (spec §5: guest count digits only, remark). */
export const groupRequestCreateSchema = z
  .object({
    program: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
    date: z.iso.date({ error: 'bookingDateInvalid' }),
    time: z.string({ error: 'bookingTimeInvalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'bookingTimeInvalid' }).nullable().default(null),
    guest_count: z.string({ error: 'guestCountInvalid' }).regex(/^\d{1,4}$/, { error: 'guestCountInvalid' }).transform(Number).pipe(z.number().int().min(1, { error: 'guestCountInvalid' }).max(1000, { error: 'guestCountInvalid' })),
    remark: z.string({ error: 'groupRemarkRequired' }).trim().min(1, { error: 'groupRemarkRequired' }).max(1000, { error: 'groupRemarkRequired' }),
    first_name: z.string({ error: 'firstNameRequired' }).trim().min(1, { error: 'firstNameRequired' }).max(100, { error: 'firstNameRequired' }),
    last_name: z.string({ error: 'lastNameRequired' }).trim().min(1, { error: 'lastNameRequired' }).max(100, { error: 'lastNameRequired' }),
    email: z.string({ error: 'emailInvalid' }).trim().max(254, { error: 'emailInvalid' }).pipe(z.email({ error: 'emailInvalid' })),
    country_code: z.string({ error: 'phoneInvalid' }).regex(/^\d{1,4}$/, { error: 'phoneInvalid' }),
    mobile: z.string({ error: 'phoneInvalid' }).regex(/^\d{5,20}$/, { error: 'phoneInvalid' }),
    consent: z.literal(true, { error: 'consentRequired' }),
  })
  .strict()
  .refine((b) => isValidMobile(b.country_code, b.mobile), { error: 'phoneInvalid', path: ['mobile'] });
export type GroupRequestCreate = z.infer<typeof groupRequestCreateSchema>;

/** The request as the diner sees it (create answer, and GET /public/group_requests/{reference_code}). */
export const groupRequestSchema = z.object({
  reference_code: z.string(),
  restaurant_id: z.number().int().positive(),
  date: z.iso.date(),
  time: z.string().nullable(),
  guest_count: z.number().int().positive(),
  status: z.enum(GROUP_REQUEST_STATUSES),
  /** The status in the request's language. */
  status_lng: z.string(),
});
export type GroupRequest = z.infer<typeof groupRequestSchema>;
export const groupRequestAnswerSchema = z.object({ group_request: groupRequestSchema });

/** The booking site's manage page for a booking (answered as `guest_manage_url`, linked from the e-mails). */
export function guestManageUrl(siteOrigin: string, b: { id: number; reservation_code: string; program: string; locale: string }): string {
  const url = new URL(`/reservations/${b.id}/manage`, siteOrigin);
  url.searchParams.set('program', b.program);
  url.searchParams.set('reservation_code', b.reservation_code);
  url.searchParams.set('lang', b.locale);
  return url.toString();
}

/** The booking site's edit page for a manage address (spec §7: "Edit opens guest_manage_url with the manage path swapped for the edit path"). */
export function editUrlOf(guestManageUrl: string): string {
  const url = new URL(guestManageUrl);
  url.pathname = url.pathname.replace(/\/manage$/, '/edit');
  return url.toString();
}
