import { nextElement, type FoundElement } from './html-bytes';

/** What a scan of the page's bytes settled: `pieces` go out in order, the bytes from `keepFrom` wait for the next chunk. */
export interface ByteScan {
  pieces: Uint8Array[];
  keepFrom: number;
}

/** A change at an element: the bytes from `from` to `to` give way to `insert` (nothing: they are taken out). */
export interface ElementEdit {
  from: number;
  to: number;
  insert?: Uint8Array;
}

/**
 * `bytes` rewritten element by element: `edits` sees each script element and link tag (nextElement) in turn and says
 * what changes there, in the order of the bytes. An element the bytes cut off is kept for the next chunk (unless `final`).
 */
export function rewriteElements(bytes: Uint8Array, final: boolean, edits: (found: FoundElement) => readonly ElementEdit[]): ByteScan {
  const pieces: Uint8Array[] = [];
  let settled = 0;
  let at = 0;
  for (let found = nextElement(bytes, at); found; found = nextElement(bytes, at)) {
    if (found.kind === 'incomplete') {
      if (final) break;
      pieces.push(bytes.subarray(settled, found.start));
      return { pieces, keepFrom: found.start };
    }
    at = found.end;
    for (const change of edits(found)) {
      pieces.push(bytes.subarray(settled, change.from));
      if (change.insert) pieces.push(change.insert);
      settled = change.to;
    }
  }
  pieces.push(bytes.subarray(settled));
  return { pieces, keepFrom: bytes.length };
}

/**
 * A page's HTML stream rewritten by `scan`, chunk by chunk: each scan gets the bytes an earlier one kept (an element
 * the chunk cut off) followed by the new chunk; `final` is set for the last, which must settle everything. What the
 * chunks that arrive together settle goes out as one chunk, a task later: the renderer writes a page in a few bursts
 * of 2 KB pieces, and each chunk a Worker's response carries costs it CPU on its way to the socket (one chunk instead
 * of about twenty saved a page rendered for one diner 3% of its CPU in workerd).
 */
export function htmlByteStream(scan: (bytes: Uint8Array, final: boolean) => ByteScan): TransformStream<Uint8Array, Uint8Array> {
  let kept = new Uint8Array(0);
  let settled: Uint8Array[] = [];
  let sending: ReturnType<typeof setTimeout> | undefined;
  const settle = (bytes: Uint8Array, final: boolean) => {
    const result = scan(bytes, final);
    settled.push(...result.pieces);
    kept = result.keepFrom < bytes.length ? bytes.slice(result.keepFrom) : new Uint8Array(0);
  };
  const send = (controller: TransformStreamDefaultController<Uint8Array>) => {
    sending = undefined;
    const bytes = joinBytes(settled);
    settled = [];
    if (bytes.length) controller.enqueue(bytes);
  };
  return new TransformStream({
    transform(chunk, controller) {
      settle(kept.length ? joinBytes([kept, chunk]) : chunk, false);
      sending ??= setTimeout(() => {
        // A stream the diner's end cancelled meanwhile takes no more.
        try {
          send(controller);
        } catch {}
      });
    },
    flush(controller) {
      clearTimeout(sending);
      if (kept.length) settle(kept, true);
      send(controller);
    },
  });
}

/** One array of the pieces in order (the piece itself when there is one). */
export function joinBytes(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const joined = new Uint8Array(pieces.reduce((size, piece) => size + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.length;
  }
  return joined;
}
