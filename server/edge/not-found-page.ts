import type { PageContext } from './request-context';

const notFound = new WeakSet<PageContext>();

/**
 * A page whose subject does not exist (a restaurant, deal, collection, booking or voucher of that address) calls this
 * while rendering: it is then answered with status 404 (not-found-status.ts), which the shared page cache does not store.
 */
export function markNotFound(page: PageContext): void {
  notFound.add(page);
}

export function isMarkedNotFound(page: PageContext): boolean {
  return notFound.has(page);
}
