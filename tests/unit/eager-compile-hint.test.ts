import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileHint } from '#edge/eager-compile-hint.ts';

type OutputAsset = Rollup.OutputAsset;
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type SourceMap = Rollup.SourceMap;

// Rollup's SourceMap writes its current mappings.
const sourceMap = (mappings: string) =>
  ({
    mappings,
    toString(this: { mappings: string }) {
      return JSON.stringify({ mappings: this.mappings });
    },
  }) as unknown as SourceMap;
const chunk = (fileName: string, isEntry: boolean, map: SourceMap | null): OutputChunk => ({ type: 'chunk', fileName, isEntry, code: 'const a=1;\n', map }) as OutputChunk;
const mapAsset = (fileName: string, mappings: string): OutputAsset => ({ type: 'asset', fileName, source: JSON.stringify({ mappings }) }) as OutputAsset;

function generate(bundle: OutputBundle): void {
  const hook = eagerCompileHint().generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
}

describe('eagerCompileHint', () => {
  it('puts the hint first in the client entry chunk, and only there', () => {
    const bundle: OutputBundle = { 'index.js': chunk('index.js', true, null), 'page.js': chunk('page.js', false, null) };
    generate(bundle);
    expect((bundle['index.js'] as OutputChunk).code).toBe(`${EAGER_COMPILE_HINT}const a=1;\n`);
    expect((bundle['page.js'] as OutputChunk).code).toBe('const a=1;\n');
  });

  it("moves the entry's source map down the line the hint takes, in the chunk and in the map's file", () => {
    const bundle: OutputBundle = { 'index.js': chunk('index.js', true, sourceMap('AAAA')), 'index.js.map': mapAsset('index.js.map', 'AAAA') };
    generate(bundle);
    expect((bundle['index.js'] as OutputChunk).map!.mappings).toBe(';AAAA');
    expect(JSON.parse(String((bundle['index.js.map'] as OutputAsset).source))).toEqual({ mappings: ';AAAA' });
  });
});
