import { describe, expect, it } from 'vitest';
import { deferEntryImport } from '#edge/hydrate-after-paint.ts';

const preamble = 'globalThis.__WAKU_HYDRATE__ = true;\n  ';

describe('deferEntryImport', () => {
  it('keeps the preamble and hands the entry and the other preloads to the after-paint loader', () => {
    const out = deferEntryImport(`${preamble}import("/assets/index-A.js")`, ['/assets/client-B.js', '/assets/index-A.js', '/assets/page-C.js']);
    expect(out.startsWith(preamble)).toBe(true);
    expect(out).not.toContain('import("/assets/index-A.js")');
    expect(out.endsWith(')("/assets/index-A.js", ["/assets/client-B.js","/assets/page-C.js"])')).toBe(true);
    expect(() => new Function(out)).not.toThrow();
  });
  it('leaves a script without an entry import alone', () => {
    const flight = '(self.__FLIGHT_DATA||=[]).push("0:[]")';
    expect(deferEntryImport(flight, ['/assets/index-A.js'])).toBe(flight);
  });
});
