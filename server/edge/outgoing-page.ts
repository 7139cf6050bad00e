import { htmlByteStream, joinBytes, rewriteElements, type ByteScan, type ElementEdit } from './html-byte-stream';
import type { FoundElement } from './html-bytes';
import { hydrationEdits, newHeadState, type HeadState } from './hydrate-after-paint';
import { nonceAttribute, nonceEdits } from './nonce-stamp';

/**
 * A page's HTML as it leaves the app, in one pass over its bytes: hydration after paint (hydrate-after-paint.ts) and
 * the response's CSP nonce on every script and module preload (nonce-stamp.ts). Pages are rendered and cached without
 * either. The bytes are searched for those tags (html-bytes.ts) rather than parsed: HTMLRewriter cost a page more the
 * more `<` its RSC payload carried (a program's rich-text terms, a restaurant's notes). One pass, not one per rewrite:
 * each stream a page passes through cost a page rendered for one diner about 3% of its CPU in workerd.
 */
export function outgoingPageStream(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  return htmlByteStream(outgoingScan(nonce));
}

/**
 * A copy of a whole page already in memory (one from the page cache), rewritten as outgoingPageStream does, without a
 * stream to pass it through (a stream over a page from memory cost it a quarter of its CPU).
 */
export function outgoingPage(page: Uint8Array, nonce: string): Uint8Array<ArrayBuffer> {
  const { pieces } = outgoingScan(nonce)(page, true);
  // Several pieces are joined into a new array.
  return pieces.length === 1 ? page.slice() : (joinBytes(pieces) as Uint8Array<ArrayBuffer>);
}

/** The scan of one page's bytes, chunk by chunk (or whole), for a response with this nonce. */
function outgoingScan(nonce: string): (bytes: Uint8Array, final: boolean) => ByteScan {
  const head = newHeadState();
  const attribute = nonceAttribute(nonce);
  return (bytes, final) => rewriteElements(bytes, final, (found) => outgoingEdits(bytes, found, head, attribute));
}

function outgoingEdits(bytes: Uint8Array, found: FoundElement, head: HeadState, attribute: Uint8Array): readonly ElementEdit[] {
  const hydration = hydrationEdits(bytes, found, head);
  // A link hydration after paint changes is a module preload it takes out of the head: it needs no nonce.
  if (found.kind === 'link' && hydration.length) return hydration;
  // The nonce goes in the start tag, before the bootstrap's text (if this is it) is deferred.
  return [...nonceEdits(bytes, found, attribute), ...hydration];
}
