/**
 * A page's HTML read as bytes, for the rewrites on its way out (the nonce on its scripts, its deferred hydration).
 * What they look for is ASCII (`<script`, `<link`, `-->`) and no byte of a multi-byte UTF-8 character is ASCII, so the
 * bytes are searched as they are: a page is never decoded or encoded as a whole.
 *
 * The HTML is React's and the framework's: text and attribute values never hold `<` or `>` (React escapes them), so
 * every `<` starts a tag or a comment, and a script's or style's text ends at its closing tag (the RSC payload's
 * scripts escape any inside).
 */

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const utf8 = new TextDecoder();
const MODULE_PRELOAD = /^<link\s[^>]*\brel="modulepreload"/i;

/** A `<script>` element (start tag to closing tag) or a `<link>` tag, found whole. */
export interface FoundElement {
  kind: 'script' | 'link';
  /** Where its `<` is. */
  start: number;
  /** Just after its start tag's `>`. */
  tagEnd: number;
  /** Where a script's closing tag starts (a link's `tagEnd`). */
  end: number;
}

/** The element found, or where one starts that the bytes cut off (`incomplete`), or nothing up to the end. */
export type NextElement = FoundElement | { kind: 'incomplete'; start: number } | undefined;

/** The next script element or link tag at or after `from`, past comments, styles and every other tag. */
export function nextElement(bytes: Uint8Array, from: number): NextElement {
  let at = from;
  for (;;) {
    const start = bytes.indexOf(LESS_THAN, at);
    if (start < 0) return undefined;
    const kind = tagAt(bytes, start);
    if (kind === 'other') {
      at = start + 1;
      continue;
    }
    if (kind === 'unknown') return { kind: 'incomplete', start };
    if (kind === 'comment') {
      const end = indexOfAscii(bytes, '-->', start + 4);
      if (end < 0) return { kind: 'incomplete', start };
      at = end + 3;
      continue;
    }
    const gt = bytes.indexOf(GREATER_THAN, start);
    if (gt < 0) return { kind: 'incomplete', start };
    if (kind === 'link') return { kind, start, tagEnd: gt + 1, end: gt + 1 };
    const end = indexOfAscii(bytes, `</${kind}`, gt + 1);
    if (end < 0) return { kind: 'incomplete', start };
    if (kind === 'style') {
      at = end;
      continue;
    }
    return { kind, start, tagEnd: gt + 1, end };
  }
}

/** The bytes from `start` to `end` as text (a tag, a script: small pieces). */
export const textOf = (bytes: Uint8Array, start: number, end: number): string => utf8.decode(bytes.subarray(start, end));

/** Whether a `<link>` tag's text is a module preload. */
export const isModulePreload = (tag: string): boolean => MODULE_PRELOAD.test(tag);

type TagKind = 'comment' | 'script' | 'style' | 'link' | 'other' | 'unknown';
const NAMED_TAGS = ['script', 'style', 'link'] as const;

/** What the `<` at `at` starts; `unknown` when the bytes end before it can be told. */
function tagAt(bytes: Uint8Array, at: number): TagKind {
  const comment = matchesAscii(bytes, at, '<!--');
  if (comment !== false) return comment ? 'comment' : 'unknown';
  for (const name of NAMED_TAGS) {
    const named = matchesAscii(bytes, at + 1, name);
    if (named === undefined) return 'unknown';
    if (!named) continue;
    const after = bytes[at + 1 + name.length];
    if (after === undefined) return 'unknown';
    if (isNameEnd(after)) return name;
  }
  return 'other';
}

// Whitespace, `/` or `>`: where a tag's name ends.
const isNameEnd = (byte: number): boolean => byte === 0x20 || byte === 0x2f || byte === GREATER_THAN || (byte >= 0x09 && byte <= 0x0d);

/** Whether `text` (lower-case ASCII) starts at `at`, in any case; undefined when the bytes end before that is known. */
function matchesAscii(bytes: Uint8Array, at: number, text: string): boolean | undefined {
  for (let i = 0; i < text.length; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) return undefined;
    const lower = byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
    if (lower !== text.charCodeAt(i)) return false;
  }
  return true;
}

/** Where `text` (lower-case ASCII, not starting with a letter) first starts whole at or after `from`, in any case; -1 if nowhere. */
function indexOfAscii(bytes: Uint8Array, text: string, from: number): number {
  const first = text.charCodeAt(0);
  for (let at = bytes.indexOf(first, from); at >= 0; at = bytes.indexOf(first, at + 1)) {
    if (matchesAscii(bytes, at, text)) return at;
  }
  return -1;
}
