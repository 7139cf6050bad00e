import type { PageContext } from './request-context';

const notFound = new WeakSet<PageContext>();

/**
 * A page whose subject does not exist (a restaurant, deal, collection, booking or voucher of that address) calls this
 * while rendering: the program gate then answers it with status 404, and the shared page cache does not store it.
 */
export function markNotFound(page: PageContext): void {
  notFound.add(page);
}

export function isMarkedNotFound(page: PageContext): boolean {
  return notFound.has(page);
}
