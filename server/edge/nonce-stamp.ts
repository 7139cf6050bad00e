import type { ElementEdit } from './html-byte-stream';
import { isModulePreload, textOf, type FoundElement } from './html-bytes';

/** The attribute that carries a response's CSP nonce, as bytes: ` nonce="…"`. */
export const nonceAttribute = (nonce: string): Uint8Array => new TextEncoder().encode(` nonce="${nonce}"`);

/**
 * The nonce (`attribute`) first in a `<script>` or `<link rel="modulepreload">` start tag, right after its name: the
 * framework's own scripts (bootstrap, RSC payload) and the app's alike. Pages are cached without one, so each response
 * gets its own on the way out (outgoing-page.ts). An attribute first in its tag wins over a later one of the same name,
 * as HTML parsers read duplicates.
 */
export function nonceEdits(bytes: Uint8Array, found: FoundElement, attribute: Uint8Array): ElementEdit[] {
  if (found.kind === 'link' && !isModulePreload(textOf(bytes, found.start, found.tagEnd))) return [];
  // Right after the tag's name: `<script`, `<link`.
  const nameEnd = found.start + 1 + found.kind.length;
  return [{ from: nameEnd, to: nameEnd, insert: attribute }];
}
