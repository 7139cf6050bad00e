import { loadResource, type ResourceLoad } from '../../../server/edge/load-resource';
import type { PageContext } from '../../../server/edge/request-context';
import { bookingDetailSchema, type BookingDetail } from '../../domain/contract/booking-manage';

/** The booking of `id` for the holder of `code` (a wrong code reads as not found, like an unknown booking). */
export function loadBooking(page: PageContext, id: string | null, code: string | null): Promise<ResourceLoad<BookingDetail>> {
  const reservationCode = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9]{6,16}$/.test(reservationCode)) return Promise.resolve({ kind: 'not_found' });
  return loadResource(page, id, bookingDetailSchema, (value) => `/public/books/${value}`, { query: { reservation_code: reservationCode } });
}
