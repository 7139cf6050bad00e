import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonWithReviver, reactFlightJson } from '#edge/flight-json.ts';
import { patchedModule, transformOf, writtenFunction } from './support/react-module-patch';

const FLIGHT_CLIENT_ID = resolve('node_modules/react-server-dom-webpack/cjs/react-server-dom-webpack-client.edge.production.js');

const transform = transformOf(reactFlightJson());

/** A reviver that writes down every call (holder, key, value as JSON) and reshapes some values, as React's does. */
function recordingReviver() {
  const calls: string[] = [];
  const holders: unknown[] = [];
  const reviver = function (this: unknown, key: string, value: unknown): unknown {
    calls.push(`${key}=${JSON.stringify(value)}`);
    holders.push(this);
    if (key === '__proto__' || value === 'drop') return undefined;
    if (typeof value === 'string' && value.startsWith('$')) return `revived ${value.slice(1)}`;
    if (Array.isArray(value) && value[0] === '$') return { element: value[1], props: value[2] };
    return value;
  };
  return { calls, holders, reviver };
}

const texts = [
  '1',
  '"$x"',
  'null',
  '[]',
  '{}',
  '["$","div",{"className":"a","children":["$L1",["$","span",{"children":"$2"}],null,true,0.5]}]',
  '{"a":{"b":[1,"drop",{"c":"$d"}]},"drop":"drop","e":"drop","__proto__":{"polluted":true},"z":[["$","p",{}]]}',
  '{"2":"two","1":"one","b":"bee","a":"$a"}',
  '[[[[["$deep"]]]]]',
];

describe('parseJsonWithReviver', () => {
  it.each(texts)('makes the calls JSON.parse makes, in the same order and with the same holders, and gives the same value: %s', (text) => {
    const native = recordingReviver();
    const walked = recordingReviver();
    const expected = JSON.parse(text, native.reviver) as unknown;
    const actual = parseJsonWithReviver(text, walked.reviver);
    expect(walked.calls).toEqual(native.calls);
    expect(JSON.stringify(walked.holders)).toEqual(JSON.stringify(native.holders));
    expect(actual).toEqual(expected);
    expect(JSON.stringify(actual)).toEqual(JSON.stringify(expected));
  });

  it('deletes a member the reviver answers undefined for, and never sets a prototype', () => {
    const value = parseJsonWithReviver('{"__proto__":{"polluted":true},"kept":1,"gone":"drop","list":["drop",2]}', recordingReviver().reviver) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['kept', 'list']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as { polluted?: boolean }).polluted).toBeUndefined();
    expect(value.list).toEqual(JSON.parse('["drop",2]', (_key, member: unknown) => (member === 'drop' ? undefined : member)));
  });

  it('throws as JSON.parse throws, for text that is not JSON and for a reviver that throws', () => {
    expect(() => parseJsonWithReviver('{"a":', (_key, value) => value)).toThrow(SyntaxError);
    expect(() =>
      parseJsonWithReviver('[1]', () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
  });
});

describe('reactFlightJson (build plugin)', () => {
  it("makes React's Flight client parse its rows with parseJsonWithReviver, defined once in the module", () => {
    const code = patchedModule(reactFlightJson(), FLIGHT_CLIENT_ID);
    expect(code).toContain('parseJsonWithReviver(resolvedModel, response._fromJSON)');
    expect(code).not.toContain('JSON.parse(resolvedModel, response._fromJSON)');
    const written = writtenFunction<typeof parseJsonWithReviver>(code, 'parseJsonWithReviver', 'function initializeModelChunk');
    const native = recordingReviver();
    const walked = recordingReviver();
    expect(written(texts[6]!, walked.reviver)).toEqual(JSON.parse(texts[6]!, native.reviver));
    expect(walked.calls).toEqual(native.calls);
  });

  it('leaves every other module alone and fails the build when React no longer has the parse', () => {
    expect(transform('JSON.parse(resolvedModel, response._fromJSON)', '/app/src/pages/index.tsx')).toBeNull();
    expect(() => transform('function initializeModelChunk(chunk) {}', FLIGHT_CLIENT_ID)).toThrow(/no single "JSON.parse/);
  });
});
