import type { MiddlewareHandler } from 'hono';
import { isHtmlResponse } from '#edge/html-response.ts';
import { isMarkedNotFound } from '#edge/not-found-page.ts';
import { getPageContext } from '#edge/request-context.ts';

/**
 * Around the page's render: a page that marked its subject not found (not-found-page.ts) is answered 404, so the
 * middleware outside it (the shared page cache) sees an answer it does not store. Only the HTML: Waku's router reads a
 * non-2xx answer to a client-side navigation's payload as a failure.
 */
export function notFoundStatus(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isMarkedNotFound(getPageContext()) && isHtmlResponse(c.res)) c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  };
}
