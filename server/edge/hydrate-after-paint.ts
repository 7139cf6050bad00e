import type { ElementEdit } from './html-byte-stream';
import { isModulePreload, textOf, type FoundElement } from './html-bytes';

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

/** What hydration after paint has seen of a page's head so far. */
export interface HeadState {
  /** The module preloads taken out of the head, in order. */
  preloads: string[];
  /** The bootstrap has been rewritten: nothing after it is changed. */
  done: boolean;
}

export const newHeadState = (): HeadState => ({ preloads: [], done: false });

const HREF = /\shref="([^"]*)"/;
const WITH_SOURCE = /\ssrc=/i;
const encoder = new TextEncoder();

/**
 * Pages hydrate once their content is painted. The framework preloads every client module in the head; on a slow link
 * those ~80 KB of JavaScript share the bandwidth with the stylesheet and the images the diner waits for, and their
 * evaluation can run before the first frame. So, up to the bootstrap script: each module preload
 * (`<link rel="modulepreload">`) is taken out, and the bootstrap's entry import gives way to the after-paint loader
 * with those preloads (deferEntryImport). Preloads streamed after the bootstrap (late Suspense content) stay. On a
 * fast link hydration starts a couple of frames later.
 */
export function hydrationEdits(bytes: Uint8Array, found: FoundElement, head: HeadState): ElementEdit[] {
  if (head.done) return [];
  const tag = textOf(bytes, found.start, found.tagEnd);
  if (found.kind === 'link') {
    if (!isModulePreload(tag)) return [];
    const href = HREF.exec(tag)?.[1];
    if (href) head.preloads.push(unescapeAttribute(href));
    return [{ from: found.start, to: found.end }];
  }
  if (WITH_SOURCE.test(tag)) return [];
  const script = textOf(bytes, found.tagEnd, found.end);
  const rewritten = deferEntryImport(script, head.preloads);
  if (rewritten === script) return [];
  head.done = true;
  return [{ from: found.tagEnd, to: found.end, insert: encoder.encode(rewritten) }];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string): string => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
