import { MAX_QUERY_VALUE_LENGTH } from './constants';
import { isProgramSlug } from './program-slug';

/** A reservation code and reservation id joined by a triple underscore (spec §3 `payment`). */
export const PAYMENT_PATTERN = /^[A-Za-z0-9-]{1,40}___\d{1,18}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const HIDDEN_NAVIGATION_VALUES = new Set(['0', 'false', 'hide', 'hidden', 'no', 'none']);

/** The query values a diner arrives with that the app keeps for the visit, each checked or dropped. */
export interface Arrival {
  program: string | null;
  handle: string | null;
  source: string | null;
  jumpUrl: string | null;
  payment: string | null;
  hideNavigation: boolean | null;
}

function read(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value && value.length <= MAX_QUERY_VALUE_LENGTH ? value : null;
}

/** Reads arrival values from a query; malformed ones come back as null, never as an error. */
export function readArrival(query: URLSearchParams): Arrival {
  const program = read(query, 'program');
  const handle = read(query, 'handle');
  const source = read(query, 'source');
  const payment = read(query, 'payment');
  const navigation = read(query, 'navigate_bar') ?? read(query, 'navigation_bar');
  return {
    program: isProgramSlug(program) ? program : null,
    handle: handle && TOKEN_PATTERN.test(handle) ? handle : null,
    source: source && TOKEN_PATTERN.test(source) ? source : null,
    jumpUrl: read(query, 'jumpUrl'),
    payment: payment && PAYMENT_PATTERN.test(payment) ? payment : null,
    hideNavigation: navigation === null ? null : HIDDEN_NAVIGATION_VALUES.has(navigation.toLowerCase()),
  };
}

/** A jumpUrl is kept only when it points at an origin the program allows (no open redirects). */
export function allowedJumpUrl(jumpUrl: string | null, allowedOrigins: readonly string[]): string | null {
  if (!jumpUrl) return null;
  try {
    const url = new URL(jumpUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return allowedOrigins.includes(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}
