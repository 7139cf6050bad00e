import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, tileSource } from '#edge/content-security-policy.ts';
import { paymentGatewayOrigin, paymentGatewaySources } from '#edge/payment-gateway-origin.ts';
import type { AppEnv } from '#edge/env.ts';
import { isHtmlResponse } from '#edge/html-response.ts';
import { outgoingPageStream } from '#edge/outgoing-page.ts';
import { getPageContext } from '#edge/request-context.ts';
import { PAGE_CACHE_HEADER } from './shared-page-cache';

/** A fresh nonce per response, 128 bits from the CSPRNG. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
}

/**
 * Headers for every HTML page: nonce CSP with the program's frame-ancestors, no caching (HSTS and the
 * referrer policy come with every response, see baseline-headers). No X-Frame-Options: partner iframes
 * are allowed by frame-ancestors instead. The framework writes its own bootstrap scripts, so the nonce
 * is stamped onto every script element on the way out, with hydration after paint (outgoing-page.ts).
 */
export function securityHeaders(): MiddlewareHandler<{ Bindings: AppEnv }> {
  return async (c, next) => {
    await next();
    if (!isHtmlResponse(c.res)) return;
    const page = getPageContext();
    const config = page.program?.bundle.config;
    const bookingOrigin = c.env.BOOKING_SITE_ORIGIN ? [c.env.BOOKING_SITE_ORIGIN] : [];
    // A page from the cache went out rewritten already (shared-page-cache); a rendered one is rewritten as it streams out.
    const outgoing = c.res.headers.get(PAGE_CACHE_HEADER) === 'hit' ? c.res.body : (c.res.body?.pipeThrough(outgoingPageStream(page.nonce)) ?? null);
    const response = new Response(outgoing, c.res);
    const headers = response.headers;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce: page.nonce,
        frameAncestors: page.frameAncestors,
        analytics: config?.analytic_type === 'google_analytics',
        frameSources: bookingOrigin,
        imageSources: tileSource(c.env.MAP_TILE_URL),
        paymentGateway: paymentGatewaySources(paymentGatewayOrigin(c.env)),
      }),
    );
    headers.set('Cache-Control', 'private, no-store');
    headers.delete('X-Frame-Options');
    c.res = response;
  };
}
