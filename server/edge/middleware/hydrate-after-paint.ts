import type { MiddlewareHandler } from 'hono';
import { deferHydrationStream } from '../defer-hydration-stream';
import { isHtmlResponse } from '../html-response';

// The framework's bootstrap ends by importing the client entry.
const ENTRY_IMPORT = /import\("(\/assets\/[^"]+\.js)"\)\s*$/;

/**
 * Runs in the browser with the entry and the modules to preload. Waits until the page's own content is
 * on screen: the first contentful paint has been reported, the load event has fired (the stylesheet and
 * the eager images are in) and one more frame has been drawn with them; then preloads and imports.
 * Starts at once where no paint will come or paint timing is missing (a hidden or prerendering tab, an
 * old browser); the timer covers a frame the browser never renders. The entry is imported first; the
 * preloads follow three to a task (each starts a fetch: a dozen at once made one long task).
 */
const LOAD_AFTER_CONTENT = `(function (entry, preloads) {
  var nonce = document.currentScript && document.currentScript.nonce;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
    preloadFrom(0);
  }
  function preloadFrom(index) {
    preloads.slice(index, index + 3).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (nonce) link.nonce = nonce;
      document.head.appendChild(link);
    });
    if (index + 3 < preloads.length) setTimeout(function () { preloadFrom(index + 3); });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  var painted = new Promise(function (resolve) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  var loaded = new Promise(function (resolve) {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', function () { resolve(); });
  });
  Promise.all([painted, loaded]).then(function () {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start); }); });
  });
  setTimeout(start, 3000);
})`;

/** The bootstrap with its entry import replaced by the after-paint loader; unchanged if it has none. */
export function deferEntryImport(bootstrap: string, preloads: readonly string[]): string {
  const match = ENTRY_IMPORT.exec(bootstrap);
  if (!match) return bootstrap;
  const entry = match[1]!;
  const others = preloads.filter((href) => href !== entry);
  return `${bootstrap.slice(0, match.index)}${LOAD_AFTER_CONTENT}(${JSON.stringify(entry)}, ${JSON.stringify(others)})`;
}

/**
 * Pages hydrate once their content is painted. The framework preloads every client module in the
 * head; on a slow link those ~80 KB of JavaScript share the bandwidth with the stylesheet and the
 * images the diner waits for, and their evaluation can run before the first frame. Moving the
 * preloads and the entry import behind the paint keeps the content first; on a fast link hydration
 * starts a couple of frames later.
 */
export function hydrateAfterPaint(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isHtmlResponse(c.res) || !c.res.body) return;
    // Preloads streamed after the bootstrap (late Suspense content) are left where they are.
    c.res = new Response(c.res.body.pipeThrough(deferHydrationStream(deferEntryImport)), c.res);
  };
}
