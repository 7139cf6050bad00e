import { htmlByteStream, joinBytes, rewriteElements, type ByteScan } from './html-byte-stream';
import { isModulePreload, textOf } from './html-bytes';

/**
 * The page's HTML as a stream with the response's CSP nonce on every script element and module preload link, the
 * framework's own scripts (bootstrap, RSC payload) and the app's alike: pages are cached without one, so each
 * response gets its own here. The bytes are searched for those tags (html-bytes.ts) rather than parsed: HTMLRewriter
 * cost a page more the more `<` its RSC payload carried (a program's rich-text terms, a restaurant's notes).
 */
export function nonceStampStream(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const attribute = nonceAttribute(nonce);
  return htmlByteStream((bytes, final) => stampNonces(bytes, attribute, final));
}

/**
 * A copy of a whole page already in memory (one from the page cache) with the nonce on its scripts and module
 * preloads, without a stream to pass it through (a stream over a page from memory cost it a quarter of its CPU).
 */
export function withNonce(page: Uint8Array, nonce: string): Uint8Array<ArrayBuffer> {
  const { pieces } = stampNonces(page, nonceAttribute(nonce), true);
  // Several pieces are joined into a new array.
  return pieces.length === 1 ? page.slice() : (joinBytes(pieces) as Uint8Array<ArrayBuffer>);
}

const nonceAttribute = (nonce: string): Uint8Array => new TextEncoder().encode(` nonce="${nonce}"`);

/**
 * `attribute` (` nonce="…"`) first in every `<script>` and `<link rel="modulepreload">` tag of `bytes`; an element
 * the bytes cut off is kept for the next chunk (unless `final`). An attribute first in its tag wins over a later one
 * of the same name, as HTML parsers read duplicates.
 */
export function stampNonces(bytes: Uint8Array, attribute: Uint8Array, final: boolean): ByteScan {
  return rewriteElements(bytes, final, (found) => {
    if (found.kind === 'link' && !isModulePreload(textOf(bytes, found.start, found.tagEnd))) return undefined;
    // Right after the tag's name: `<script`, `<link`.
    const nameEnd = found.start + 1 + found.kind.length;
    return { from: nameEnd, to: nameEnd, insert: attribute };
  });
}
