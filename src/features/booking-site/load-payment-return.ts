import { loadResource, type ResourceLoad } from '#edge/load-resource.ts';
import type { PageContext } from '#edge/request-context.ts';
import { bookingDetailSchema, type BookingDetail } from '#domain/contract/booking-manage.ts';

/** Spec §3: `payment` is the reservation code and the reservation id joined by a triple underscore. */
export function readPayment(value: string | null): { code: string; id: number } | null {
  const match = /^([A-Za-z0-9]{6,16})___([1-9][0-9]{0,8})$/.exec(value ?? '');
  return match ? { code: match[1]!.toUpperCase(), id: Number(match[2]) } : null;
}

/** The booking a payment return names, read with its reservation code and for this restaurant; anything else reads as not found. */
export async function loadPaymentReturn(page: PageContext, restaurantId: string): Promise<{ payment: { code: string; id: number } | null; booking: ResourceLoad<BookingDetail> }> {
  const payment = readPayment(page.url.searchParams.get('payment'));
  if (!payment) return { payment, booking: { kind: 'not_found' } };
  const booking = await loadResource(page, String(payment.id), bookingDetailSchema, (value) => `/public/books/${value}`, { query: { reservation_code: payment.code } });
  if (booking.kind === 'found' && String(booking.data.restaurant_id) !== restaurantId) return { payment, booking: { kind: 'not_found' } };
  return { payment, booking };
}
