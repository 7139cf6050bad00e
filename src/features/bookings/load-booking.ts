import { loadResource, type ResourceLoad } from '#edge/load-resource.ts';
import type { PageContext } from '#edge/request-context.ts';
import { bookingDetailSchema, type BookingDetail } from '#domain/contract/booking-manage.ts';

/** The booking of `id` for the holder of `code` (a wrong code reads as not found, like an unknown booking). */
export function loadBooking(page: PageContext, id: string | null, code: string | null): Promise<ResourceLoad<BookingDetail>> {
  const reservationCode = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9]{6,16}$/.test(reservationCode)) return Promise.resolve({ kind: 'not_found' });
  return loadResource(page, id, bookingDetailSchema, (value) => `/public/books/${value}`, { query: { reservation_code: reservationCode } });
}
