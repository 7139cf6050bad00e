import { loadResource, type ResourceLoad } from '../../../server/edge/load-resource';
import type { PageContext } from '../../../server/edge/request-context';
import { bookingOperationalSchema, type BookingOperational } from '../../domain/contract/booking';

/** Spec §3: `payment` is the reservation code and the reservation id joined by a triple underscore. */
export function readPayment(value: string | null): { code: string; id: number } | null {
  const match = /^([A-Za-z0-9]{6,16})___([1-9][0-9]{0,8})$/.exec(value ?? '');
  return match ? { code: match[1]!.toUpperCase(), id: Number(match[2]) } : null;
}

/** The booking a payment return names, for this restaurant; anything else reads as not found. */
export async function loadPaymentReturn(page: PageContext, restaurantId: string): Promise<{ payment: { code: string; id: number } | null; booking: ResourceLoad<BookingOperational> }> {
  const payment = readPayment(page.url.searchParams.get('payment'));
  if (!payment) return { payment, booking: { kind: 'not_found' } };
  const booking = await loadResource(page.env, page.locale, String(payment.id), bookingOperationalSchema, (value) => `/public/books/${value}/operational`);
  if (booking.kind === 'found' && String(booking.data.restaurant_id) !== restaurantId) return { payment, booking: { kind: 'not_found' } };
  return { payment, booking };
}
