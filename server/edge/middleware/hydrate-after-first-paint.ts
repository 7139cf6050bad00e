import type { HTMLRewriter as HTMLRewriterType } from '@cloudflare/workers-types/index';
import type { MiddlewareHandler } from 'hono';

declare const HTMLRewriter: typeof HTMLRewriterType;

// The framework's bootstrap ends by importing the client entry.
const ENTRY_IMPORT = /import\("(\/assets\/[^"]+\.js)"\)\s*$/;

/**
 * Runs in the browser with the entry and the modules to preload. Waits for the first contentful paint,
 * then preloads and imports. Starts at once where no paint will come or paint timing is missing
 * (a hidden or prerendering tab, an old browser); the timer covers a frame the browser never renders.
 */
const LOAD_AFTER_FIRST_PAINT = `(function (entry, preloads) {
  var nonce = document.currentScript && document.currentScript.nonce;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (nonce) link.nonce = nonce;
      document.head.appendChild(link);
    });
    import(entry);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})`;

/** The bootstrap with its entry import replaced by the after-first-paint loader; unchanged if it has none. */
export function deferEntryImport(bootstrap: string, preloads: readonly string[]): string {
  const match = ENTRY_IMPORT.exec(bootstrap);
  if (!match) return bootstrap;
  const entry = match[1]!;
  const others = preloads.filter((href) => href !== entry);
  return `${bootstrap.slice(0, match.index)}${LOAD_AFTER_FIRST_PAINT}(${JSON.stringify(entry)}, ${JSON.stringify(others)})`;
}

/**
 * Pages hydrate after their first contentful paint. The framework preloads every client module in the
 * head; on a slow link those ~80 KB of JavaScript share the bandwidth with the stylesheet and the
 * images the diner waits for, and their evaluation can run before the first frame. Moving the
 * preloads and the entry import behind the first paint keeps the content first; hydration starts a
 * frame later on a fast link.
 */
export function hydrateAfterFirstPaint(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const preloads: string[] = [];
    let script = '';
    // Preloads streamed after the bootstrap (late Suspense content) are left where they are.
    let bootstrapSeen = false;
    const html = new HTMLRewriter()
      .on('link[rel="modulepreload"]', {
        element: (el) => {
          if (bootstrapSeen) return;
          const href = el.getAttribute('href');
          if (href) preloads.push(href);
          el.remove();
        },
      })
      // Text arrives in chunks: hold each inline script whole, then write it back (changed if it is the bootstrap).
      .on('script:not([src])', {
        text: (chunk) => {
          script += chunk.text;
          if (!chunk.lastInTextNode) return void chunk.remove();
          const rewritten = deferEntryImport(script, preloads);
          bootstrapSeen ||= rewritten !== script;
          chunk.replace(rewritten, { html: true });
          script = '';
        },
      })
      .transform(c.res as never) as unknown as Response;
    c.res = new Response(html.body, c.res);
  };
}
