/** The edge path of a booking, with its code. */
export const bookingApiPath = (id: number, code: string, suffix = '') => `/api/books/${id}${suffix}?reservation_code=${encodeURIComponent(code)}`;
