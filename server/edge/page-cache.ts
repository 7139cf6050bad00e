import type { Cache, CacheStorage } from '@cloudflare/workers-types/index';

declare const caches: CacheStorage & { default: Cache };

/**
 * How long a shared page is served from the cache: a restaurant edited or a deal ended reaches every diner within
 * this. Availability never waits on it: the booking panel of a shared page fetches its slots live (panel-dates route).
 */
export const PAGE_CACHE_TTL_SECONDS = 60;

// Bump when what a cached page holds changes shape: old entries are then never read again.
const KEY_VERSION = 'v3';

/**
 * Why the Cache API and not KV: a partner's burst lands in one market, so the cache of the data centre it hits is the
 * one that helps; the Cache API there is free, has no write limit (KV allows one write per key per second and charges
 * for each, and a burst's first diners would all write the same page) and lets entries expire by themselves; KV's
 * global copies take up to 60 s to agree, as long as a page lives. Entries cannot be listed or purged one by one, and
 * need not be: the key holds the program's config version, so a rotated config is simply never looked up under the old
 * keys. (On a workers.dev address the Cache API stores nothing: pages are then rendered every time, as before.)
 */
export interface PageKey {
  origin: string;
  program: string;
  configVersion: string;
  /** The locale of provider texts and the interface's (which differs with lang=pseudo). */
  locale: string;
  uiLocale: string;
  /**
   * The diner accepted the program's terms within the last 30 days, so no terms gate is due: the page every such diner
   * gets, apart from the one a new diner gets (with the gate where the program places one).
   */
  termsConsented: boolean;
  pathname: string;
  query: URLSearchParams;
}

/** The cache key of a shared page: program, config version, locales, terms consent, path and the sorted query that shapes it. */
export function pageCacheKey(key: PageKey): string {
  const query = new URLSearchParams(key.query);
  query.sort();
  const consent = key.termsConsented ? 'terms-accepted' : 'new-diner';
  const parts = [KEY_VERSION, key.program, key.configVersion, key.locale, key.uiLocale, consent].map(encodeURIComponent).join('/');
  return `${key.origin}/__page-cache/${parts}${key.pathname}?${query.toString()}`;
}

/** A stored page: its body and type, and until when it may be served. */
export interface CachedPage {
  html: ArrayBuffer;
  contentType: string;
  expiresAt: number;
}

// The isolate's own copies of the pages it served last, in front of the Cache API: a burst of diners mostly lands on
// the same isolate, which then answers without a trip to the cache. Same keys, same lifetime; a bounded few.
const MEMORY_PAGES = 64;
const STORED_AT_HEADER = 'X-Stored-At';
const memory = new Map<string, CachedPage>();

function remember(key: string, page: CachedPage): void {
  memory.delete(key);
  memory.set(key, page);
  if (memory.size > MEMORY_PAGES) memory.delete(memory.keys().next().value!);
}

/** The stored page, or undefined: from the isolate's memory, else from the Cache API. */
export async function cachedPage(key: string, now = Date.now()): Promise<CachedPage | undefined> {
  const remembered = memory.get(key);
  if (remembered && remembered.expiresAt > now) return remembered;
  if (remembered) memory.delete(key);
  const response = (await caches.default.match(key)) as unknown as Response | undefined;
  if (!response) return undefined;
  const storedAt = Number(response.headers.get(STORED_AT_HEADER));
  const page = {
    html: await response.arrayBuffer(),
    contentType: response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
    expiresAt: (Number.isFinite(storedAt) ? storedAt : now) + PAGE_CACHE_TTL_SECONDS * 1000,
  };
  // The Cache API may keep an entry past its s-maxage; the page's own lifetime decides.
  if (page.expiresAt <= now) return undefined;
  remember(key, page);
  return page;
}

/**
 * Stores a rendered page once its whole body has been read, if `stillWanted()` agrees then (a part that failed while
 * streaming can still mark the page unavailable). Only the body and its type are kept: never a header of the diner's.
 * `kept` hears of the page as soon as the isolate's memory has it (or of undefined when it is not wanted).
 */
export async function storePage(
  key: string,
  body: ReadableStream,
  contentType: string,
  stillWanted: () => boolean,
  kept: (page: CachedPage | undefined) => void = () => undefined,
): Promise<void> {
  const html = await new Response(body).arrayBuffer();
  if (!stillWanted()) return kept(undefined);
  const storedAt = Date.now();
  const page = { html, contentType, expiresAt: storedAt + PAGE_CACHE_TTL_SECONDS * 1000 };
  remember(key, page);
  kept(page);
  const entry = new Response(html, {
    headers: { 'Content-Type': contentType, 'Cache-Control': `public, s-maxage=${PAGE_CACHE_TTL_SECONDS}`, [STORED_AT_HEADER]: String(storedAt) },
  });
  await caches.default.put(key, entry as never);
}
