import type { Context, MiddlewareHandler } from 'hono';
import { termsConsentCurrent } from '../../../src/domain/terms-consent';
import type { AppEnv } from '../env';
import { withNonce } from '../nonce-stamp';
import { cachedPage, pageCacheKey, storePage } from '../page-cache';
import { getPageContext } from '../request-context';
import { isMarkedUnavailable } from '../unavailable-page';

type Env = { Bindings: AppEnv };

/** Says where a page came from: `hit` (the shared cache), `miss` (rendered and stored), `bypass` (rendered for one diner). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * Serves the pages the program gate found shared (page-context `shared`) from the program's page cache, and stores
 * them on a miss. It runs after the gate and before the page renders, so what it stores is the page as rendered: no
 * Set-Cookie (the gate adds the session cookie after it), no nonce. A page served from the cache gets the response's
 * nonce here, from memory; a rendered one on its way out (security-headers).
 */
export function sharedPageCache(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const page = getPageContext();
    if (!page.shared || !page.program) {
      await next();
      c.res = withSource(c.res, 'bypass');
      return;
    }
    const key = pageCacheKey({
      origin: page.url.origin,
      program: page.program.slug,
      configVersion: page.program.configVersion,
      locale: page.locale,
      uiLocale: page.uiLocale,
      termsConsented: termsConsentCurrent(page.program.session.termsAcceptedAt, Date.now() / 1000),
      pathname: page.url.pathname,
      query: page.url.searchParams,
    });
    const hit = await cachedPage(key).catch(() => undefined);
    if (hit) {
      // A new copy: the remembered page serves the next diner too.
      c.res = new Response(withNonce(new Uint8Array(hit.html), page.nonce), { headers: { 'Content-Type': hit.contentType, [PAGE_CACHE_HEADER]: 'hit' } });
      return;
    }
    await next();
    if (!storable(c)) {
      c.res = withSource(c.res, 'bypass');
      return;
    }
    const [forDiner, forCache] = c.res.body!.tee();
    c.res = withSource(new Response(forDiner, c.res), 'miss');
    page.waitUntil(storePage(key, forCache, c.res.headers.get('Content-Type')!, () => !isMarkedUnavailable(page)));
  };
}

function withSource(response: Response, source: 'miss' | 'bypass'): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(PAGE_CACHE_HEADER, source);
  return copy;
}

function storable(c: Context<Env>): boolean {
  const response = c.res;
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie')
  );
}
