/** Query values that travel with the diner from page to page (program first; spec §2). */
const KEPT_QUERY = ['program', 'lang', 'handle', 'source', 'region_id'] as const;

export type RouteQuery = Record<string, string | number | null | undefined>;

/** Builds an app path that keeps the program and the diner's kept query values. */
export function buildRoute(path: string, current: URLSearchParams | string, extra: RouteQuery = {}): string {
  const from = typeof current === 'string' ? new URLSearchParams(current) : current;
  const query = new URLSearchParams();
  for (const name of KEPT_QUERY) {
    const value = from.get(name);
    if (value) query.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === null || value === undefined || value === '') query.delete(name);
    else query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const routes = {
  home: '/',
  loading: '/loading',
  pay: '/pay',
  expired: '/expired',
  auth: '/auth',
  myBookings: '/my-bookings',
  myCards: '/my-cards',
  vouchers: '/vouchers',
  leaderboard: '/leaderboard',
  /** The restaurant staff area: no program, its own session. */
  staff: '/staff',
  voucher: (code: string) => `/vouchers/${encodeURIComponent(code)}`,
  profile: '/profile',
  deals: '/deals',
  deal: (id: number) => `/deals/${id}`,
  collection: (id: number) => `/collections/${id}`,
  bookingDetail: '/booking-detail',
  bookingLookup: '/booking-lookup',
  reservationManage: (id: number) => `/reservations/${id}/manage`,
  reservationEdit: (id: number) => `/reservations/${id}/edit`,
} as const;

/** An app path that may carry its own query (e.g. `/profile?restaurant_id=5`), with the kept values added. */
export function appLink(path: string, current: URLSearchParams | string): string {
  const [pathname = '/', search = ''] = path.split('?');
  return buildRoute(pathname, current, Object.fromEntries(new URLSearchParams(search)));
}

/** The query value that opens the login dialog on any page. */
export const LOGIN_PARAM = 'showLogin';

/** My cards opened from a booking that needs a card: the restaurant, whose booking panel it offers to go back to. */
export const BOOKING_RESTAURANT_PARAM = 'booking_restaurant';

/** The restaurant's booking panel on its profile. */
export const bookingPanelLink = (current: URLSearchParams, restaurantId: number): string =>
  `${buildRoute(routes.profile, current, { restaurant_id: String(restaurantId) })}#book-a-table`;

/** The current page with `showLogin=1`: the login dialog's address (spec §2 query showLogin), for every Log in link. */
export function loginLink(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.set(LOGIN_PARAM, '1');
  return `${url.pathname}?${query.toString()}`;
}
