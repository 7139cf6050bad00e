/**
 * The page's HTML as a stream, rewritten until its bootstrap script: the framework's module preloads
 * (`<link rel="modulepreload">`) are taken out of the head and handed, with the entry import, to `rewriteBootstrap`.
 * Every byte after the bootstrap (the RSC payload, most of the page) passes through as it came, unread: an HTML
 * parser over the whole page cost each render about 0.4 ms of CPU.
 *
 * The HTML is React's: a tag's attributes never hold `<` or `>` (React escapes them), `rel` is a preload's first
 * attribute, and an inline script ends at the first `</script>` (React escapes any inside).
 */
export function deferHydrationStream(rewriteBootstrap: (script: string, preloads: readonly string[]) => string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const state: HeadState = { preloads: [], rewriteBootstrap };
  let pending = '';
  // The bytes of a character a chunk ended in the middle of: decoded with the next chunk.
  let carry = new Uint8Array(0);
  let passing = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) return controller.enqueue(chunk);
      const bytes = carry.length ? concat(carry, chunk) : chunk;
      const whole = completeUtf8Length(bytes);
      carry = bytes.slice(whole);
      const scan = rewriteHead(pending + decoder.decode(bytes.subarray(0, whole)), state, false);
      pending = scan.rest;
      if (scan.written) controller.enqueue(encoder.encode(scan.written));
      if (!scan.bootstrapDone) return;
      passing = true;
      if (pending) controller.enqueue(encoder.encode(pending));
      if (carry.length) controller.enqueue(carry);
      pending = '';
    },
    flush(controller) {
      if (passing) return;
      const scan = rewriteHead(pending + decoder.decode(carry), state, true);
      if (scan.written) controller.enqueue(encoder.encode(scan.written));
    },
  });
}

interface HeadState {
  preloads: string[];
  rewriteBootstrap: (script: string, preloads: readonly string[]) => string;
}

const PRELOAD_LINK = '<link rel="modulepreload"';
const HREF = /\shref="([^"]*)"/;
const INLINE_SCRIPT = /^<script(?![^>]*\ssrc=)[\s>]/;
const SCRIPT_END = '</script>';

/**
 * Writes `text` on, without the preload links and with the bootstrap rewritten; `rest` is an unfinished tag or
 * script at the end, held for the next chunk (unless `final`). Done once the bootstrap has been rewritten.
 */
export function rewriteHead(
  text: string,
  state: HeadState,
  final: boolean,
): { written: string; rest: string; bootstrapDone: boolean } {
  let written = '';
  let at = 0;
  let unfinished = 0;
  for (;;) {
    const open = text.indexOf('<', at);
    if (open < 0) return { written: written + text.slice(at), rest: '', bootstrapDone: false };
    written += text.slice(at, open);
    unfinished = open;
    const close = text.indexOf('>', open);
    if (close < 0) break;
    const tag = text.slice(open, close + 1);
    if (tag.startsWith(PRELOAD_LINK)) {
      const href = HREF.exec(tag)?.[1];
      if (href) state.preloads.push(unescapeAttribute(href));
      at = close + 1;
      continue;
    }
    if (INLINE_SCRIPT.test(tag)) {
      const end = text.indexOf(SCRIPT_END, close);
      if (end < 0) break;
      const script = text.slice(close + 1, end);
      const rewritten = state.rewriteBootstrap(script, state.preloads);
      written += tag + rewritten + SCRIPT_END;
      at = end + SCRIPT_END.length;
      if (rewritten !== script) return { written, rest: text.slice(at), bootstrapDone: true };
      continue;
    }
    written += tag;
    at = close + 1;
  }
  // An unfinished tag or script: held until the rest comes (at the end of the page, written as it is).
  const rest = text.slice(unfinished);
  return final ? { written: written + rest, rest: '', bootstrapDone: false } : { written, rest, bootstrapDone: false };
}

/** How many leading bytes end on a whole UTF-8 character (a chunk may end inside one). */
export function completeUtf8Length(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return size > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string): string => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
