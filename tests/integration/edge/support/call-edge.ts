import { exports } from 'cloudflare:workers';

let diners = 0;
/** An address of its own for each call, as many diners would have; tests of per-client limits name one. */
export const newDinerIp = () => `203.0.${(++diners >> 8) & 255}.${diners & 255}`;

/**
 * Calls the app Worker under test as Cloudflare would hand it a diner's request: with the CF-Connecting-IP
 * the platform sets (a new address per call unless the test names one).
 */
export function callEdge(path: string, init: RequestInit = {}): ReturnType<typeof exports.default.fetch> {
  const headers = new Headers(init.headers);
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', newDinerIp());
  return exports.default.fetch(new Request(`https://app.test${path}`, { ...init, headers }));
}

/** A JSON call from the app's own pages (same origin), as the browser sends it. */
export const sameOrigin = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
  body: JSON.stringify(body),
});
