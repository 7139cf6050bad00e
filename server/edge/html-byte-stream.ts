import { nextElement, type FoundElement } from './html-bytes';

/** What a scan of the page's bytes settled: `pieces` go out in order, the bytes from `keepFrom` wait for the next chunk. */
export interface ByteScan {
  pieces: Uint8Array[];
  keepFrom: number;
  /** Nothing after this needs the scan: the remaining bytes pass through as they come. */
  done: boolean;
}

/** What a rewrite does at an element: the bytes from `from` to `to` give way to `insert`; `done` ends the rewriting. */
export interface ElementEdit {
  from: number;
  to: number;
  insert?: Uint8Array;
  done?: boolean;
}

/**
 * `bytes` rewritten element by element: `edit` sees each script element and link tag (nextElement) in turn and says
 * what changes there, if anything. An element the bytes cut off is kept for the next chunk (unless `final`).
 */
export function rewriteElements(bytes: Uint8Array, final: boolean, edit: (found: FoundElement) => ElementEdit | undefined): ByteScan {
  const pieces: Uint8Array[] = [];
  let settled = 0;
  let at = 0;
  let done = false;
  for (let found = nextElement(bytes, at); found; found = nextElement(bytes, at)) {
    if (found.kind === 'incomplete') {
      if (final) break;
      pieces.push(bytes.subarray(settled, found.start));
      return { pieces, keepFrom: found.start, done: false };
    }
    at = found.end;
    const change = edit(found);
    if (!change) continue;
    pieces.push(bytes.subarray(settled, change.from));
    if (change.insert) pieces.push(change.insert);
    settled = change.to;
    if (!change.done) continue;
    done = true;
    break;
  }
  pieces.push(bytes.subarray(settled));
  return { pieces, keepFrom: bytes.length, done };
}

/**
 * A page's HTML stream rewritten by `scan`, chunk by chunk: each scan gets the bytes an earlier one kept (an element
 * the chunk cut off) followed by the new chunk; `final` is set for the last, which must settle everything.
 */
export function htmlByteStream(scan: (bytes: Uint8Array, final: boolean) => ByteScan): TransformStream<Uint8Array, Uint8Array> {
  let kept = new Uint8Array(0);
  let passing = false;
  const settle = (bytes: Uint8Array, final: boolean, controller: TransformStreamDefaultController<Uint8Array>) => {
    const result = scan(bytes, final);
    const settled = joinBytes(result.pieces);
    if (settled.length) controller.enqueue(settled);
    kept = result.keepFrom < bytes.length ? bytes.slice(result.keepFrom) : new Uint8Array(0);
    if (!result.done) return;
    passing = true;
    if (kept.length) controller.enqueue(kept);
  };
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) return controller.enqueue(chunk);
      settle(kept.length ? joinBytes([kept, chunk]) : chunk, false, controller);
    },
    flush(controller) {
      if (!passing && kept.length) settle(kept, true, controller);
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
