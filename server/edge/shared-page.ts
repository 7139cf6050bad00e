import { allowedJumpUrl, type Arrival } from '#domain/arrival.ts';
import { LOGIN_PARAM } from '#domain/routes.ts';
import { VERIFY_REASON_PARAM, VERIFY_STATUS_PARAM } from '#domain/verify-return.ts';
import type { ProgramSession } from './session';

/** Pages whose content is the same for every anonymous diner of a program in a locale: home, profiles, deals, collections. */
const SHARED_PATHS = [/^\/$/, /^\/profile$/, /^\/deals$/, /^\/deals\/[^/]+$/, /^\/collections\/[^/]+$/];

/** Whether `pathname` is one of the shared pages: the ones diners land on from a partner's link. */
export const isSharedPagePath = (pathname: string): boolean => SHARED_PATHS.some((path) => path.test(pathname));

/**
 * Address parameters that carry something of one diner (spec §3): credentials, booking references, payment and
 * verification returns, the login dialog. A page asked for with one of them is rendered for that diner alone.
 */
const DINER_QUERY_PARAMS = [
  'payment', 'access_code', 'access_password', 'amex_code', 'private_token', 'token', 'code', 'cbin', 'voucher_code',
  'benefitCode', 'order.id', 'program_key', 'joined', 'reservation_code', 'card_session', 'card_order', 'card_3ds',
  LOGIN_PARAM, VERIFY_STATUS_PARAM, VERIFY_REASON_PARAM,
];

export interface PageRequest {
  method: string;
  url: URL;
  /** The request carries a member cookie (valid or not). */
  memberCookie: boolean;
  arrival: Arrival;
  /** The program session after arrival: the diner's cookie and what the address added. */
  session: ProgramSession;
  returnOrigins: readonly string[];
}

/**
 * Whether a page request may be answered from, and stored in, the program's shared page cache: a GET of a shared
 * page by a diner who is nobody in particular — no member cookie, nothing personal in the address, and a program
 * session that holds no more than a new diner arriving at the same address gets (no access grant, no bank login,
 * no values kept from an earlier address), or that and a consent to the terms. A consent only takes the terms gate
 * away, the same for every diner who gave one, so those diners share a page of their own (the cache key says whether
 * the consent is current, page-cache.ts). Everything else is rendered for the diner alone.
 */
export function isSharedPageRequest(request: PageRequest): boolean {
  if (request.method !== 'GET' || request.memberCookie) return false;
  if (!isSharedPagePath(request.url.pathname)) return false;
  if (DINER_QUERY_PARAMS.some((name) => request.url.searchParams.has(name))) return false;
  const { session, arrival } = request;
  return (
    session.access === null &&
    session.bankLogin === null &&
    session.handle === arrival.handle &&
    session.source === arrival.source &&
    session.jumpUrl === allowedJumpUrl(arrival.jumpUrl, request.returnOrigins) &&
    session.hideNavigation === (arrival.hideNavigation ?? false)
  );
}
