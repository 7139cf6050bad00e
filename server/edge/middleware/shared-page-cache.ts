import type { Context, MiddlewareHandler } from 'hono';
import { termsConsentCurrent } from '#domain/terms-consent.ts';
import type { AppEnv } from '#edge/env.ts';
import { isHtmlResponse } from '#edge/html-response.ts';
import { outgoingPage } from '#edge/outgoing-page.ts';
import { cachedPage, pageCacheKey, storePage, type CachedPage } from '#edge/page-cache.ts';
import { sharedCallPatienceMs } from '#edge/provider-client.ts';
import { getPageContext } from '#edge/request-context.ts';
import { workInFlight } from '#edge/shared-work.ts';
import { isMarkedUnavailable } from '#edge/unavailable-page.ts';

type Env = { Bindings: AppEnv };

/** Says where a page came from: `hit` (the shared cache), `miss` (rendered and stored), `bypass` (rendered for one diner). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

// The shared pages this isolate is rendering, by cache key. A partner's burst lands on a page before it is stored: the
// diners who ask while the first one's page renders wait for it to be stored and are served it, instead of each
// rendering it again (and asking the provider again).
let rendering: ReturnType<typeof workInFlight<CachedPage | undefined>> | undefined;

/**
 * Serves the pages the program gate found shared (page-context `shared`) from the program's page cache, and stores
 * them on a miss. It runs after the gate and before the page renders, so what it stores is the page as rendered: no
 * Set-Cookie (the gate adds the session cookie after it), no nonce. A page served from the cache is rewritten for the
 * response here, from memory (outgoing-page.ts: its nonce, hydration after paint); a rendered one on its way out
 * (security-headers).
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
    rendering ??= workInFlight(sharedCallPatienceMs(c.env));
    let hit = await cachedPage(key).catch(() => undefined);
    // The first request to miss renders the page. Those that miss while it renders wait for it to be stored (tracked
    // before any await, so that requests whose cache reads end together do not all take it on).
    let rendered = (_stored: CachedPage | undefined): void => undefined;
    if (!hit) {
      const beingRendered = rendering.join(key, async () => undefined);
      if (beingRendered) hit = await beingRendered;
      else rendering.track(key, new Promise((resolve) => (rendered = resolve)));
    }
    if (hit) {
      // A new copy: the remembered page serves the next diner too.
      c.res = new Response(outgoingPage(new Uint8Array(hit.html), page.nonce), { headers: { 'Content-Type': hit.contentType, [PAGE_CACHE_HEADER]: 'hit' } });
      return;
    }
    await next().catch((error: unknown) => {
      rendered(undefined);
      throw error;
    });
    if (!storable(c)) {
      rendered(undefined);
      c.res = withSource(c.res, 'bypass');
      return;
    }
    const [forDiner, forCache] = c.res.body!.tee();
    c.res = withSource(new Response(forDiner, c.res), 'miss');
    const storing = storePage(key, forCache, c.res.headers.get('Content-Type')!, () => !isMarkedUnavailable(page), rendered);
    // A store that failed (its body broke off) leaves no page to wait for.
    page.waitUntil(storing.finally(() => rendered(undefined)));
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
    isHtmlResponse(response) &&
    !response.headers.has('Set-Cookie')
  );
}
