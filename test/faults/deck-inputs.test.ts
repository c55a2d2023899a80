/**
 * Fuzz table: malformed deck files given to `berserk sim`. Every one must give exactly one `error:`
 * line on stderr naming the file, nothing on stdout, exit code 2 and no output folder; none may
 * hang (a FIFO, /dev/zero, /dev/urandom) or fill memory. JSON syntax errors carry line and column.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../sim/cli-helpers.js';
import { deck, listing, run, tmp } from './fault-helpers.js';

const GOOD = fs.readFileSync(deck('forest'), 'utf8');
const goodJson = JSON.parse(GOOD) as { name: string; cards: { card: string; count: number }[] };
const withDeck = (patch: (d: Record<string, unknown>) => void) => {
  const d = JSON.parse(GOOD) as Record<string, unknown>;
  patch(d);
  return JSON.stringify(d, null, 2);
};
const utf16 = (text: string, bom: boolean, be = false) => {
  const le = Buffer.from(text, 'utf16le');
  const body = be ? Buffer.from(le.map((_, i) => le[i ^ 1]!)) : le;
  return Buffer.concat([bom ? Buffer.from(be ? [0xfe, 0xff] : [0xff, 0xfe]) : Buffer.alloc(0), body]);
};

/** [name, file content (or a special kind), what the error line must match]. */
type Content = string | Buffer | { fifo: true } | { link: string } | { dir: true } | { missing: true };
const CASES: [string, Content, RegExp][] = [
  ['an empty file', '', /the file is empty/],
  ['only white space', '  \n\t\n', /line 3, column 1: the file is empty|the file is empty/],
  ['a lone brace', '{', /line 1, column 2/],
  ['an unclosed array', '{"name": "x", "cards": [}', /line 1, column 25: unexpected "}"/],
  ['a trailing comma in an array', '{"name": "x", "cards": [{"card": "s1_1", "count": 1},]}', /line 1, column 54: .*trailing comma/],
  ['a trailing comma in an object', '{\n  "name": "x",\n  "cards": [],\n}', /line 4, column 1: .*property name/],
  ['single quotes', "{'name': 'x'}", /line 1, column 2/],
  ['an unquoted key', '{name: "x"}', /line 1, column 2/],
  ['a comment', '// my deck\n{"name": "x", "cards": []}', /line 1, column 1/],
  ['NaN', '{"name": "x", "cards": [{"card": "s1_1", "count": NaN}]}', /line 1, column 51: unexpected "N"/],
  ['a raw line break in a string', '{"name": "a\nb", "cards": []}', /line 1, column 12: .*control character/],
  ['a bad escape', '{"name": "a\\qb", "cards": []}', /line 1, column 12: a bad escape/],
  ['a short \\u escape', '{"name": "a\\u12", "cards": []}', /line 1, column 12: a bad \\u escape/],
  ['two JSON values', '{"name": "x", "cards": []} {}', /line 1, column 28: .*end of the file/],
  ['an unterminated string', '{"name": "x', /the file ends inside a string/],
  ['a missing colon', '{"name" "x"}', /line 1, column 9: .*":"/],
  ['a top-level array', '[]', /\(root\): expected an object/],
  ['a top-level string', '"deck"', /\(root\): expected an object/],
  ['a top-level number', '42', /\(root\): expected an object/],
  ['null', 'null', /\(root\): expected an object/],
  ['an empty object', '{}', /name: missing/],
  ['no name', JSON.stringify({ cards: goodJson.cards }), /name: missing/],
  ['an empty name', withDeck((d) => (d.name = '')), /name: expected a non-empty name/],
  ['a blank name', withDeck((d) => (d.name = '   ')), /name: expected a non-empty name/],
  ['a numeric name', withDeck((d) => (d.name = 7)), /name: expected a string/],
  ['no cards', JSON.stringify({ name: 'x' }), /cards: missing/],
  ['cards as an object', JSON.stringify({ name: 'x', cards: {} }), /cards: expected an array/],
  ['no card entries', JSON.stringify({ name: 'x', cards: [] }), /deck|cards/],
  ['a number as an entry', withDeck((d) => (d.cards as unknown[]).splice(0, 1, 1)), /cards\[0\]/],
  ['an entry without card', withDeck((d) => delete (d.cards as Record<string, unknown>[])[0]!.card), /cards\[0\]\.card: missing/],
  ['a numeric card reference', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.card = 13)), /cards\[0\]\.card: expected a card reference/],
  ['count 0', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.count = 0)), /cards\[0\]\.count: expected a whole number ≥ 1/],
  ['count −1', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.count = -1)), /cards\[0\]\.count/],
  ['count 1.5', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.count = 1.5)), /cards\[0\]\.count/],
  ['count as a string', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.count = '3')), /cards\[0\]\.count/],
  ['no count', withDeck((d) => delete (d.cards as Record<string, unknown>[])[0]!.count), /cards\[0\]\.count: missing/],
  ['a numeric note', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.note = 5)), /cards\[0\]\.note: expected a string/],
  ['an unknown top-level field', withDeck((d) => (d.colour = 'green')), /colour: unknown field/],
  ['an unknown entry field', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.foil = true)), /cards\[0\]\.foil: unknown field/],
  ['an unknown card', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.card = 's9_999')), /cards\[0\]\.card/],
  ['too many copies', JSON.stringify({ name: 'x', cards: [{ card: 's1_13', count: 4 }] }), /cards\[0\]\.count: 4 copies/],
  ['a deck far too large', withDeck((d) => ((d.cards as Record<string, unknown>[])[0]!.count = 1_000_000)), /cards\[0\]\.count/],
  ['UTF-16 LE with a BOM', utf16(GOOD, true), /UTF-16 \(little-endian/],
  ['UTF-16 BE with a BOM', utf16(GOOD, true, true), /UTF-16 \(big-endian/],
  ['UTF-16 LE without a BOM', utf16(GOOD, false), /looks like UTF-16/],
  ['UTF-16 BE without a BOM', utf16(GOOD, false, true), /looks like UTF-16/],
  ['invalid UTF-8', Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xc3, 0x28]), Buffer.from('", "cards": []}')]), /not valid UTF-8 text \(first bad byte at offset 10\)/],
  ['a zero byte', Buffer.concat([Buffer.from('{"name": "x"'), Buffer.from([0]), Buffer.from('}')]), /not a text file \(a zero byte at offset 12\)/],
  ['random binary', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) & 0xff)), /UTF-16|not a text file|not valid UTF-8/],
  ['a BOM and broken JSON', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{\n  "name": "x",\n  "cards": [\n    {"card": "s1_1" "count": 1}\n  ]\n}')]), /line 4, column 21/],
  ['2 MiB of JSON', JSON.stringify({ name: 'x', cards: [], pad: 'x'.repeat(2 << 20) }), /more than the 1 MiB allowed/],
  ['deep nesting', '['.repeat(200_000), /line 1, column 200001: .*end of the file|expected a value/],
  ['a FIFO', { fifo: true }, /cannot read: a FIFO \(named pipe\), not a regular file/],
  ['/dev/zero', { link: '/dev/zero' }, /cannot read: a character device, not a regular file/],
  ['/dev/urandom', { link: '/dev/urandom' }, /cannot read: a character device, not a regular file/],
  ['a folder', { dir: true }, /cannot read: a folder, not a regular file/],
  ['a missing file', { missing: true }, /cannot read: ENOENT/],
];

let fixtures = '';
let cwd = '';
beforeAll(() => {
  assertBuilt();
  fixtures = tmp('deck-inputs');
  cwd = tmp('deck-inputs-cwd');
  CASES.forEach(([, content], i) => {
    const file = path.join(fixtures, `case-${i}.json`);
    if (typeof content === 'string' || Buffer.isBuffer(content)) fs.writeFileSync(file, content);
    else if ('fifo' in content) execFileSync('mkfifo', [file]);
    else if ('link' in content) fs.symlinkSync(content.link, file);
    else if ('dir' in content) fs.mkdirSync(file);
  });
});
afterAll(() => {
  fs.rmSync(fixtures, { recursive: true, force: true });
  fs.rmSync(cwd, { recursive: true, force: true });
});

describe(`malformed deck files (${CASES.length} inputs): one line, exit 2, nothing written`, () => {
  it('has at least 44 inputs', () => expect(CASES.length).toBeGreaterThanOrEqual(44));
  it.concurrent.each(CASES.map(([name, , want], i) => [name, i, want] as const))('%s', async (_name, i, want) => {
    const file = path.join(fixtures, `case-${i}.json`);
    const out = path.join(cwd, `out-${i}`);
    const r = await run(['sim', '--deck1', file, '--deck2', deck('steppe'), '--games', '10', '--out', out], { cwd });
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toContain(`case-${i}.json`);
    expect(lines[0]).toMatch(want);
    expect(r.status).toBe(2);
    expect(fs.existsSync(out)).toBe(false);
  });
  it('left no folder anywhere in the working directory', () => expect(listing(cwd)).toEqual([]));
});

describe('accepted deck encodings', () => {
  it('a UTF-8 byte-order mark is accepted', async () => {
    const file = path.join(fixtures, 'bom.json');
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(GOOD)]));
    const r = await run(['play', '--deck1', file, '--deck2', deck('steppe'), '--seed', '3'], { cwd });
    expect(r.stderr).not.toMatch(/error/);
    expect(r.status).toBe(0);
  });
});
