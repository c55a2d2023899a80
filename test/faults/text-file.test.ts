/**
 * The JSON fault locator of sim/text-file.ts against V8's own parser: it accepts exactly what
 * JSON.parse accepts, and the position it reports is a real line and column of the text.
 */
import { describe, expect, it } from 'vitest';
import { lineColumn, locateJsonError, parseJsonText } from '../../src/sim/text-file.js';

const VALID = ['{}', '[]', '0', '-1.5e+3', '"a\\u00e9\\n"', ' {"a": [1, {"b": null}], "c": true, "d": false} ', '[[[[]]]]', '"\\"\\\\\\/\\b\\f\\n\\r\\t"'];
const INVALID: [string, number][] = [
  ['', 0],
  ['{', 1],
  ['{"a" 1}', 5],
  ['{"a": 1,}', 8],
  ['[1, 2,]', 6],
  ['[1 2]', 3],
  ['01', 1],
  ['{"a": tru}', 6],
  ['"abc', 4],
  ['{"a": 1}}', 8],
  ['\n\n  [1, @]', 8],
  ['-', 0],
];

describe('locateJsonError', () => {
  it.each(VALID)('accepts %s like JSON.parse', (t) => {
    expect(() => JSON.parse(t)).not.toThrow();
    expect(locateJsonError(t)).toBeNull();
  });
  it.each(INVALID)('%j: the fault is at offset %i', (t, at) => {
    expect(() => JSON.parse(t)).toThrow();
    expect(locateJsonError(t)?.at).toBe(at);
  });
  it('reports line and column in the message', () => {
    expect(() => parseJsonText('{\n  "name": "x",\n  "cards": [1,]\n}')).toThrow(/invalid JSON at line 3, column 15: unexpected "\]"; expected a value after "," \(a trailing comma\?\)/);
    expect(lineColumn('ab\ncd\nef', 7)).toEqual({ line: 3, column: 2 });
  });
  it('does not overflow the stack on deep nesting', () => {
    expect(locateJsonError('['.repeat(1_000_000))?.at).toBe(1_000_000);
  });
});
