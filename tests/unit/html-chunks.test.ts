import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeHtmlChunk, reactHtmlChunks } from '#edge/html-chunks.ts';
import { patchedModule, transformOf, writtenFunction } from './support/react-module-patch';

const encoder = new TextEncoder();
const RENDERER_ID = resolve('node_modules/react-dom/cjs/react-dom-server.edge.production.js');

const transform = transformOf(reactHtmlChunks());

describe('encodeHtmlChunk', () => {
  it('gives the bytes TextEncoder gives, for ASCII, other scripts, emoji, empty and long pieces', () => {
    const pieces = ['', 'class', '="', 'panel-slot', '/profile?program=dine-asia&lang=en', 'Café', 'ไทย', '简体中文', 'a😀b', '\u007f', '\u0080', 'x'.repeat(256), 'y'.repeat(257), `${'z'.repeat(300)}é`];
    for (const piece of pieces) expect([...encodeHtmlChunk(piece, encoder)], piece).toEqual([...encoder.encode(piece)]);
  });

  it('gives every piece bytes of its own (React copies them into its buffer, or hands long ones on)', () => {
    const first = encodeHtmlChunk('href', encoder);
    expect(encodeHtmlChunk('href', encoder)).not.toBe(first);
  });
});

describe('reactHtmlChunks (build plugin)', () => {
  it("replaces React's renderer's stringToChunk with one that encodes as encodeHtmlChunk does", () => {
    const code = patchedModule(reactHtmlChunks(), RENDERER_ID);
    expect(code).toContain('return encodeHtmlChunk(content, textEncoder);');
    expect(code).not.toContain('function stringToChunk(content) {\n  return textEncoder.encode(content);\n}');
    const written = writtenFunction<typeof encodeHtmlChunk>(code, 'encodeHtmlChunk', 'function stringToChunk');
    for (const piece of ['data-testid', 'ไทย', 'x'.repeat(400)]) expect([...written(piece, encoder)]).toEqual([...encoder.encode(piece)]);
  });

  it('leaves every other module alone and fails the build when React no longer has the function', () => {
    expect(transform('function stringToChunk(content) {\n  return textEncoder.encode(content);\n}', '/app/src/pages/index.tsx')).toBeNull();
    expect(() => transform('export const renderer = 1;', RENDERER_ID)).toThrow(/no single "function stringToChunk/);
  });
});
