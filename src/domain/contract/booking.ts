import { z } from 'zod';

const trimmed = (max: number, error: string) => z.string({ error }).trim().min(1, { error }).max(max, { error });

/** Spec §5: country code 86 needs 1 followed by 10 digits; otherwise 5 to 20 digits, no spaces. */
export function isValidMobile(countryCode: string, mobile: string): boolean {
  return countryCode === '86' ? /^1\d{10}$/.test(mobile) : /^\d{5,20}$/.test(mobile);
}

export const MAX_SPECIAL_REQUESTS_LENGTH = 1000;
export const VOUCHER_CODE = /^[A-Za-z0-9-]{4,64}$/;
const voucherCode = z.string({ error: 'voucherCodeInvalid' }).regex(VOUCHER_CODE, { error: 'voucherCodeInvalid' });
/** No program lets one booking use more vouchers than this (programs.max_vouchers_per_booking is at most 10). */
export const MAX_VOUCHER_CODES = 10;

/** POST /public/restaurants/{id}/books (with an Idempotency-Key header). */
export const bookingCreateSchema = z
  .object({
    program: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
    date: z.iso.date({ error: 'bookingDateInvalid' }),
    time: z.string({ error: 'bookingTimeInvalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'bookingTimeInvalid' }),
    party_size: z.number({ error: 'partySizeInvalid' }).int({ error: 'partySizeInvalid' }).min(1, { error: 'partySizeInvalid' }).max(100, { error: 'partySizeInvalid' }),
    deal_id: z.number().int().positive().max(2 ** 31).nullable().default(null),
    first_name: trimmed(100, 'firstNameRequired'),
    last_name: trimmed(100, 'lastNameRequired'),
    email: z.string({ error: 'emailInvalid' }).trim().max(254, { error: 'emailInvalid' }).pipe(z.email({ error: 'emailInvalid' })),
    country_code: z.string({ error: 'phoneInvalid' }).regex(/^\d{1,4}$/, { error: 'phoneInvalid' }),
    mobile: z.string({ error: 'phoneInvalid' }).regex(/^\d{5,20}$/, { error: 'phoneInvalid' }),
    special_requests: z.string().trim().max(MAX_SPECIAL_REQUESTS_LENGTH, { error: 'specialRequestsTooLong' }).default(''),
    for_someone_else: z.boolean().default(false),
    consent: z.literal(true, { error: 'consentRequired' }),
    /** The voucher code the booking frame was opened with (spec §7). */
    voucher_code: voucherCode.optional(),
    /** The vouchers the diner chose for the booking; up to the program's number (spec §1: configured, not shown). */
    voucher_codes: z.array(voucherCode).min(1, { error: 'voucherCodeInvalid' }).max(MAX_VOUCHER_CODES, { error: 'tooManyVouchers' }).optional(),
    /** The saved card a restaurant's card policy holds or charges (spec §9), one of the signed-in member's. */
    card_id: z.number({ error: 'bookingCardRequired' }).int({ error: 'bookingCardRequired' }).positive({ error: 'bookingCardRequired' }).max(2 ** 31).optional(),
  })
  .strict()
  .refine((b) => isValidMobile(b.country_code, b.mobile), { error: 'phoneInvalid', path: ['mobile'] });
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

/** The distinct voucher codes a booking asks to redeem (the frame's code and the chosen ones), upper case. */
export function bookingVoucherCodes(body: Pick<BookingCreate, 'voucher_code' | 'voucher_codes'>): string[] {
  return [...new Set([...(body.voucher_codes ?? []), ...(body.voucher_code ? [body.voucher_code] : [])].map((code) => code.toUpperCase()))];
}

export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'no_show', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The created booking, as the create answers it (and replays it for the same Idempotency-Key). */
export const bookingSchema = z.object({
  id: z.number().int().positive(),
  reservation_code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  restaurant_id: z.number().int().positive(),
  program: z.string(),
  deal_id: z.number().int().positive().nullable(),
  reservation_date: z.iso.date(),
  formated_time: z.string(),
  time_zone: z.string(),
  reservation_at: z.iso.datetime(),
  reservation_seats: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country_code: z.string(),
  mobile: z.string(),
  reservation_comment: z.string(),
  for_someone_else: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingCreatedSchema = z.object({ booking: bookingSchema });

export const nearestSlotSchema = z.object({ date: z.iso.date(), time: z.string(), available: z.number().int().nonnegative() });
export type NearestSlot = z.infer<typeof nearestSlotSchema>;

/** 409 on a full slot: the message plus the nearest slots that still take the party. */
export const noSeatsSchema = z.object({
  errors: z.array(z.string()),
  full_messages: z.array(z.string()),
  code: z.literal('no_seats'),
  nearest_slots: z.array(nearestSlotSchema),
});

/** DELETE /public/books/{id}?reservation_code=… */
export const bookingCancelSchema = z.object({
  status: z.literal('cancelled'),
  message: z.string(),
  /** True when cancelled within the restaurant's deadline: the no-show fee policy applies. */
  no_show_fee_applies: z.boolean(),
  no_show_fee_percent: z.number().int().min(0).max(100),
});
export type BookingCancel = z.infer<typeof bookingCancelSchema>;

/** GET /public/books/{id}/operational: what the manage screen may offer; no personal details. */
export const bookingOperationalSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(BOOKING_STATUSES),
  restaurant_id: z.number().int().positive(),
  reservation_date: z.iso.date().nullable(),
  formated_time: z.string().nullable(),
  time_zone: z.string(),
  reservation_at: z.iso.datetime(),
  reservation_seats: z.number().int().positive(),
  can_cancel: z.boolean(),
  can_update: z.boolean(),
  cancellation_deadline_at: z.iso.datetime(),
  no_show_fee_applies: z.boolean(),
  no_show_fee_percent: z.number().int().min(0).max(100),
});
export type BookingOperational = z.infer<typeof bookingOperationalSchema>;
