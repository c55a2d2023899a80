/**
 * Issue #5 acceptance: "every official ruling in ../shared/cards/ that concerns engine behaviour
 * becomes a test", made checkable. test/cards/rulings-index.ts holds one entry per ruling of set 1;
 * this file checks the index against the card data, the test files and the card-text support table:
 *  - every ruling has exactly one entry (and no entry names a ruling that does not exist);
 *  - a 'tested' entry names test files that hold an it()/test() with exactly that title;
 *  - a 'card-unsupported' / 'clause-unsupported' entry names a card that is still not fully
 *    implemented (so stale exemptions surface as cards get implemented: test the ruling then);
 *  - no entry is a 'todo' (a gap: a ruling of a played card with no test).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SET1_TEXT } from '../../src/engine/cards/set1/index.js';
import { RULINGS } from './rulings-index.js';

const here = dirname(fileURLToPath(import.meta.url));
const testRoot = join(here, '..');
const shared = JSON.parse(readFileSync(join(here, '../../../shared/cards/set1.json'), 'utf8')) as {
  id: string;
  number: number;
  name: string;
  rulings?: string[];
}[];

/** Every it()/test() title of a test file (string literals; escapes undone). */
function testTitles(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const out = new Set<string>();
  const re = /\b(?:it|test)(?:\.(?:skip|only|todo|fails))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.add(m[2]!.replace(/\\(.)/g, '$1'));
  return out;
}

function supportOf(id: string): string {
  const n = Number(id.slice(3));
  return SET1_TEXT.find((t) => t.number === n)?.support ?? 'implemented';
}

describe('official rulings of set 1 (test/cards/rulings-index.ts)', () => {
  it('has exactly one entry per ruling of set1.json', () => {
    const want = new Set<string>();
    for (const c of shared) for (let i = 0; i < (c.rulings?.length ?? 0); i++) want.add(`${c.id}#${i}`);
    const seen = new Set<string>();
    const dup: string[] = [];
    for (const e of RULINGS) {
      const k = `${e.card}#${e.ruling}`;
      if (seen.has(k)) dup.push(k);
      seen.add(k);
    }
    expect(dup, 'duplicate entries').toEqual([]);
    expect([...want].filter((k) => !seen.has(k)), 'rulings without an entry').toEqual([]);
    expect([...seen].filter((k) => !want.has(k)), 'entries for no ruling').toEqual([]);
  });

  it('names, for every tested ruling, test files that hold a test of exactly that name', () => {
    const titles = new Map<string, Set<string>>();
    const bad: string[] = [];
    for (const e of RULINGS) {
      if (e.status.kind !== 'tested') continue;
      if (e.status.tests.length === 0) bad.push(`${e.card}#${e.ruling}: no test named`);
      for (const [file, name] of e.status.tests) {
        const path = join(testRoot, file);
        if (!existsSync(path)) {
          bad.push(`${e.card}#${e.ruling}: no file test/${file}`);
          continue;
        }
        let set = titles.get(path);
        if (!set) titles.set(path, (set = testTitles(path)));
        if (!set.has(name)) bad.push(`${e.card}#${e.ruling}: test/${file} has no test «${name}»`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('exempts a ruling only while the card (or clause) it needs is not fully implemented', () => {
    const stale: string[] = [];
    for (const e of RULINGS) {
      const s = e.status;
      if (s.kind !== 'card-unsupported' && s.kind !== 'clause-unsupported') continue;
      const card = s.card ?? e.card;
      if (supportOf(card) === 'implemented')
        stale.push(`${e.card}#${e.ruling} (${s.kind}, ${card} is now implemented: test the ruling) — ${e.gist}`);
    }
    expect(stale).toEqual([]);
  });

  it('gives a reason for every ruling it does not test', () => {
    for (const e of RULINGS) {
      expect(e.gist.length, `${e.card}#${e.ruling}`).toBeGreaterThan(0);
      if (e.status.kind !== 'tested') expect(e.status.reason.length, `${e.card}#${e.ruling}`).toBeGreaterThan(0);
    }
  });

  it('leaves no ruling a gap (todo): each is tested, not about the engine, or waits for its card / clause', () => {
    expect(RULINGS.filter((e) => e.status.kind === 'todo').map((e) => `${e.card}#${e.ruling} — ${e.gist}`)).toEqual([]);
  });
});
