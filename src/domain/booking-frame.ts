/**
 * The booking frame's address (spec §7 "Booking frame": the provider's booking site at
 * /restaurants/{id}/reservation, with /complete for payment returns; it is passed lang, voucher code,
 * handle, source, program, access fields, date, time, private token and return url).
 * The panel builds it; the booking site reads it back with the same names.
 */
export const BOOKING_FRAME_PARAMS = [
  'program',
  'lang',
  'handle',
  'source',
  'voucher_code',
  'access_code',
  'access_password',
  'deal_id',
  'date',
  'time',
  'private_token',
  'return_url',
  'payment',
  'show_group_booking',
] as const;
export type BookingFrameParam = (typeof BOOKING_FRAME_PARAMS)[number];
export type BookingFrameParams = Partial<Record<BookingFrameParam, string>> & { program: string };

export function bookingSitePath(restaurantId: number, step: 'reservation' | 'complete' = 'reservation'): string {
  return step === 'complete' ? `/restaurants/${restaurantId}/reservation/complete` : `/restaurants/${restaurantId}/reservation`;
}

/** The frame's URL on the booking site's origin; empty values are left out. Throws on a malformed origin. */
export function bookingFrameUrl(siteOrigin: string, restaurantId: number, params: BookingFrameParams, step: 'reservation' | 'complete' = 'reservation'): string {
  const url = new URL(bookingSitePath(restaurantId, step), siteOrigin);
  for (const name of BOOKING_FRAME_PARAMS) {
    const value = params[name];
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** The frame parameters a booking-site page was opened with (unknown names are ignored). */
export function readBookingFrameParams(search: URLSearchParams): Partial<Record<BookingFrameParam, string>> {
  const params: Partial<Record<BookingFrameParam, string>> = {};
  for (const name of BOOKING_FRAME_PARAMS) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  return params;
}

/**
 * Whether a path is a booking-site page (the reservation steps and payment return, and a booking's manage
 * and edit pages): framed, so it gets the slim layout without the program navigation.
 */
export function isBookingSitePath(pathname: string): boolean {
  return /^\/restaurants\/[^/]+\/reservation(\/complete)?\/?$/.test(pathname) || /^\/reservations\/[^/]+\/(manage|edit)\/?$/.test(pathname);
}
