/**
 * The mechanic state region (core/state.ts MECH_STATE_WORDS, GameState.mw) and its allocation per
 * mechanic (mechanics/ids.ts MW, MW_COUNT, MECH_STATE): every word lies in one mechanic's words, the
 * mechanics' words follow one another without a gap or an overlap, the whole fits the reserved room,
 * the region is hashed, and the core reads none of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as Ids from '../../src/engine/mechanics/ids.js';
import { HASHED_WORDS, LAYOUT, MAX_INST, MECH_STATE_WORDS } from '../../src/engine/core/state.js';
import { WOUND_REC_SLOTS } from '../../src/engine/mechanics/wounds/spread-wounds.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MW = (Ids as unknown as { MW: Record<string, unknown> }).MW;
const words = Object.entries(MW)
  .filter((e): e is [string, number] => typeof e[1] === 'number')
  .sort((a, b) => a[1] - b[1]);
/** Each word's width: up to the next member, the last up to MW_COUNT. */
const width = (k: number): number => (k + 1 < words.length ? words[k + 1]![1] : Ids.MW_COUNT) - words[k]![1];

describe('mechanic state words (mechanics/ids.ts)', () => {
  it('the mechanics follow one another from word 0 to MW_COUNT, which fits MECH_STATE_WORDS', () => {
    let at = 0;
    for (const r of Ids.MECH_STATE) {
      expect(r.first, r.mechanic).toBe(at);
      expect(r.words, r.mechanic).toBeGreaterThan(0);
      at += r.words;
    }
    expect(at).toBe(Ids.MW_COUNT);
    expect(Ids.MW_COUNT).toBeLessThanOrEqual(MECH_STATE_WORDS);
  });

  it('every word lies inside exactly one mechanic\'s words, its slots included, and each mechanic starts with one', () => {
    const values = words.map(([, v]) => v);
    expect(new Set(values).size).toBe(values.length); // no two names on one slot
    for (let k = 0; k < words.length; k++) {
      const [name, v] = words[k]!;
      const owners = Ids.MECH_STATE.filter((r) => v >= r.first && v + width(k) <= r.first + r.words);
      expect(owners.map((r) => r.mechanic), name).toHaveLength(1);
    }
    for (const r of Ids.MECH_STATE) expect(values, r.mechanic).toContain(r.first);
  });

  it('each mechanic names its own words in its file', () => {
    for (const r of Ids.MECH_STATE) {
      const file = path.join(root, 'src/engine/mechanics', r.mechanic + '.ts');
      expect(fs.existsSync(file), file).toBe(true);
      const text = fs.readFileSync(file, 'utf8');
      for (const [name, v] of words) if (v >= r.first && v < r.first + r.words) expect(text, `${r.mechanic}: MW.${name}`).toContain(`MW.${name}`);
    }
  });

  it('record words are as wide as their records', () => {
    const at = (name: string): number => words.findIndex(([k]) => k === name);
    expect(width(at('WoundRec'))).toBeGreaterThanOrEqual(WOUND_REC_SLOTS);
    expect(width(at('TremorUsed'))).toBeGreaterThanOrEqual(Math.ceil(MAX_INST / 32)); // a bit per instance
    expect(width(at('ForestChain'))).toBe(2); // per seat
    expect(width(at('ForestChainAction'))).toBe(2);
  });
});

describe('the mechanic state region (core/state.ts)', () => {
  it('holds MECH_STATE_WORDS words inside the hashed words', () => {
    const r = LAYOUT.regions.mw!;
    expect(r.bytes).toBe(MECH_STATE_WORDS * 4);
    expect((r.off + r.bytes) >> 2).toBeLessThanOrEqual(HASHED_WORDS);
  });

  it('is read by no file under src/engine/core', () => {
    const readers: string[] = [];
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && /\.mw\b/.test(fs.readFileSync(p, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, ''))) readers.push(path.relative(root, p));
      }
    };
    walk(path.join(root, 'src/engine/core'));
    expect(readers.filter((p) => p !== 'src/engine/core/state.ts')).toEqual([]);
  });
});
