import { bookingDetailSchema, guestManageUrl, type BookingDetail } from '#domain/contract/booking-manage.ts';
import { BOOKING_STATUS_MESSAGES } from '#domain/booking-status.ts';
import type { Locale } from '#domain/locales.ts';
import { domainMessages } from '#domain/messages.ts';
import { toLocal } from '#domain/restaurant-time.ts';
import { canReview } from '#domain/review-rule.ts';
import type { NoShowAppeal } from '#domain/contract/staff.ts';
import { canAppeal } from '#domain/staff-rules.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { bookingPolicy } from './booking-policy';
import { bookingPaymentsOf } from '#provider/payments/booking-payment-view.ts';
import { bookingPaymentsStatements } from '#provider/payments/booking-payments-db.ts';
import { bookingDetailStatements, type BookingDetailRow } from './booking-manage-db';
import type { ManagedBookingRow } from './bookings-db';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';

/** The full booking for the holder of its code (already checked by the caller), in the request's language. */
export async function loadBookingDetail(env: ProviderBindings, managed: ManagedBookingRow, locale: Locale, now = new Date()): Promise<BookingDetail> {
  const [detail, orders, reviewed, appeals, payments, operations] = await env.DB.batch([...bookingDetailStatements(env.DB, managed.id, locale), ...bookingPaymentsStatements(env.DB, [managed.id])]);
  const row = detail?.results[0] as BookingDetailRow | undefined;
  if (!row) throw new ApiError(404, 'booking_not_found', 'bookingNotFound');
  const terms = bookingPolicy(managed, now);
  const appeal = (appeals?.results[0] as NoShowAppeal | undefined) ?? null;
  // Bookings from before slots (review seed) keep only the instant: their local date and time come from it.
  const local = toLocal(new Date(row.reservation_at), row.time_zone);
  return bookingDetailSchema.parse({
    id: row.id,
    reservation_code: row.reservation_code,
    status: row.status,
    status_lng: translate(locale, domainMessages[BOOKING_STATUS_MESSAGES[row.status]]),
    restaurant_id: row.restaurant_id,
    program: row.program,
    deal_id: row.deal_id,
    reservation_date: row.slot_date ?? local.date,
    formated_time: row.slot_time ?? local.time,
    time_zone: row.time_zone,
    reservation_at: row.reservation_at,
    reservation_seats: row.party_size,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    country_code: row.country_code,
    mobile: row.mobile,
    reservation_comment: row.special_requests,
    for_someone_else: row.for_someone_else === 1,
    can_cancel: terms.canCancel,
    can_update: terms.canUpdate,
    // After the meal, once: a kept booking (not cancelled, not a no-show) without a review yet.
    can_review: canReview(row, (reviewed?.results.length ?? 0) > 0, now),
    can_appeal: canAppeal(row, appeal !== null),
    no_show_appeal: appeal,
    guest_manage_url: guestManageUrl(row.site_origin ?? env.BOOKING_SITE_ORIGIN, { id: row.id, reservation_code: row.reservation_code, program: row.program, locale }),
    cancellation_deadline_at: terms.deadlineAt,
    no_show_fee_percent: managed.no_show_fee_percent,
    orders: orders?.results ?? [],
    restaurant: {
      id: row.restaurant_id,
      name: row.restaurant_name ?? '',
      cover: row.restaurant_cover,
      address: row.restaurant_address,
      phone: row.restaurant_phone,
    },
    deal: row.deal_id !== null && row.deal_name ? { id: row.deal_id, name: row.deal_name, picture_url: row.deal_picture_url } : null,
    project_config: { title: row.program_title },
    vouchers: JSON.parse(row.vouchers) as unknown,
    loyalty_program_benefits: JSON.parse(row.benefits) as unknown,
    discount: row.off_peak_discount,
    payment: bookingPaymentsOf(payments, operations).get(row.id) ?? null,
  });
}
