import { htmlByteStream, rewriteElements, type ByteScan } from './html-byte-stream';
import { isModulePreload, textOf } from './html-bytes';

/**
 * The page's HTML as a stream, rewritten until its bootstrap script: the framework's module preloads
 * (`<link rel="modulepreload">`) are taken out of the head and handed, with the entry import, to `rewriteBootstrap`.
 * Every byte after the bootstrap (the RSC payload, most of the page) passes through as it came, unread. The bytes are
 * searched (html-bytes.ts), not parsed: HTMLRewriter, whose text handler saw every piece of every script, cost a page
 * more the more `<` its RSC payload carried.
 */
export function deferHydrationStream(rewriteBootstrap: (script: string, preloads: readonly string[]) => string): TransformStream<Uint8Array, Uint8Array> {
  const state: HeadState = { preloads: [], rewriteBootstrap };
  return htmlByteStream((bytes, final) => rewriteHead(bytes, state, final));
}

interface HeadState {
  preloads: string[];
  rewriteBootstrap: (script: string, preloads: readonly string[]) => string;
}

const HREF = /\shref="([^"]*)"/;
const WITH_SOURCE = /\ssrc=/i;
const encoder = new TextEncoder();

/**
 * `bytes` without the preload links and with the bootstrap rewritten; an element the bytes cut off is kept for the
 * next chunk (unless `final`). Done once the bootstrap has been rewritten.
 */
export function rewriteHead(bytes: Uint8Array, state: HeadState, final: boolean): ByteScan {
  return rewriteElements(bytes, final, (found) => {
    const tag = textOf(bytes, found.start, found.tagEnd);
    if (found.kind === 'link') {
      if (!isModulePreload(tag)) return undefined;
      const href = HREF.exec(tag)?.[1];
      if (href) state.preloads.push(unescapeAttribute(href));
      return { from: found.start, to: found.end };
    }
    if (WITH_SOURCE.test(tag)) return undefined;
    const script = textOf(bytes, found.tagEnd, found.end);
    const rewritten = state.rewriteBootstrap(script, state.preloads);
    return rewritten === script ? undefined : { from: found.tagEnd, to: found.end, insert: encoder.encode(rewritten), done: true };
  });
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string): string => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
