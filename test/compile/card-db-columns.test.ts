/**
 * The compiler's output, column by column: an FNV-1a digest of every CardDb field (typed arrays,
 * numbers, the ability list, the maps and the modifier and counter tables; the definitions and the
 * hooks excluded) for four pools — set 1 with its text (the bundled pool), the printed cards only,
 * set 1 with the set-2 cards, set 1 with the test ability pool — against the committed fixture
 * card-db-columns.json. A restructuring of the compiler (a mechanic's columns moving into its own
 * compile pass) must leave every digest as it was; a difference names the pool and the column.
 *
 * The capability words changed layout once, when the mechanics' bits left the core's Cap / Cap2 for
 * mechanic ids (mechanics/ids.ts): `caps`, `mechCaps` and the new `gates` were re-recorded then, and
 * `caps2` went. That the cards kept the same capabilities is checked by name below: each card row's
 * bits, under the names they had in 0.9.0 (CAP_FORMER_NAMES), digest as 0.9.0's did.
 *
 * The mechanics' effect op codes moved once too, from core/enums.ts Op to mechanics/ids.ts MechOp
 * (MECH_OP_BASE …): `abOp`, `abEitherOp` and the new `mechOps` were re-recorded, and `kw2` lost the three
 * mechanics' keyword bits. That every ability names the same ops is checked by name below.
 *
 * Re-record the fixture only for a change that means to change compiled tables:
 * `RECORD_CARD_DB_COLUMNS=1 npx vitest run test/compile/card-db-columns.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { SET1 } from '../../src/engine/cards/set1/printed.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import type { CardDb } from '../../src/engine/core/card-db.js';
import * as EnumsModule from '../../src/engine/core/enums.js';
import { MECH_CAP_WORDS } from '../../src/engine/core/codes.js';
import { CAP_FORMER_NAMES, Mech, MechOp } from '../../src/engine/mechanics/ids.js';
import { OP } from '../../src/engine/core/codes.js';
import type { CardDef } from '../../src/engine/vocab/card.js';
import { ABILITY_POOL } from '../invariants/ability-pool.js';

const FIXTURE = path.join(path.dirname(new URL(import.meta.url).pathname), 'card-db-columns.json');
const FNV = 0x01000193;

/** FNV-1a over a value: typed arrays and arrays element by element, maps in insertion order, objects by sorted key; functions skipped. */
function fold(h: number, v: unknown): number {
  const num = (x: number): void => {
    h = Math.imul(h ^ (x | 0), FNV) >>> 0;
  };
  const str = (s: string): void => {
    num(s.length);
    for (let i = 0; i < s.length; i++) num(s.charCodeAt(i));
  };
  if (ArrayBuffer.isView(v)) {
    const a = v as unknown as ArrayLike<number>;
    num(1);
    num(a.length);
    for (let i = 0; i < a.length; i++) num(a[i]!);
    // A fractional or wide value (Float arrays) would fold to its low 32 bits only: fold its text too.
    if (v instanceof Float32Array || v instanceof Float64Array) for (let i = 0; i < a.length; i++) str(String(a[i]));
  } else if (typeof v === 'number') {
    num(2);
    str(String(v));
  } else if (typeof v === 'string') {
    num(3);
    str(v);
  } else if (typeof v === 'boolean') {
    num(v ? 5 : 4);
  } else if (v === undefined || v === null) {
    num(v === undefined ? 6 : 7);
  } else if (typeof v === 'function') {
    num(8);
  } else if (Array.isArray(v)) {
    num(9);
    num(v.length);
    for (const x of v) h = fold(h, x);
  } else if (v instanceof Map) {
    num(10);
    num(v.size);
    for (const [k, x] of v) {
      h = fold(h, k);
      h = fold(h, x);
    }
  } else if (typeof v === 'object') {
    num(11);
    const keys = Object.keys(v).sort();
    num(keys.length);
    for (const k of keys) {
      str(k);
      h = fold(h, (v as Record<string, unknown>)[k]);
    }
  }
  return h;
}

/** Column name → digest (8 hex digits), in key order. */
export function columnDigests(db: CardDb): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(db).sort()) {
    if (key === 'defs' || key === 'hooks') continue;
    out[key] = fold(0x811c9dc5, (db as unknown as Record<string, unknown>)[key]).toString(16).padStart(8, '0');
  }
  return out;
}

const POOLS: Record<string, readonly CardDef[]> = {
  set1: ALL_CARDS,
  printed: SET1 as readonly CardDef[],
  set1and2: [...ALL_CARDS, ...SET2_CARDS],
  testPool: [...ALL_CARDS, ...ABILITY_POOL],
};

function digests(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [name, defs] of Object.entries(POOLS)) out[name] = columnDigests(compileCardDb(defs));
  return out;
}

describe('CardDb columns: the compiled tables of four pools, column by column, against the fixture', () => {
  const now = digests();
  if (process.env.RECORD_CARD_DB_COLUMNS === '1') writeFileSync(FIXTURE, JSON.stringify(now, null, 1) + '\n');
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Record<string, string>>;

  for (const name of Object.keys(POOLS)) {
    it(`${name}: every column's digest equals the fixture's`, () => {
      expect(Object.keys(now[name]!)).toEqual(Object.keys(fixture[name]!));
      for (const col of Object.keys(fixture[name]!)) expect(`${col} ${now[name]![col]}`).toBe(`${col} ${fixture[name]![col]}`);
    });
  }

  it('capability bits by name: each card row holds the capabilities it held in 0.9.0 (Cap, Cap2 there; Cap and mechanic ids now)', () => {
    // Recorded from 0.9.0 by the same fold over its Cap / Cap2 words: rows, bits set, digest.
    const want: Record<string, string> = { set1: '743 1488 504be40f', set1and2: '880 2062 d3c0c896' };
    const bitNames = (e: Record<string, unknown>): string[] => {
      const n: string[] = [];
      for (const [k, v] of Object.entries(e)) if (typeof v === 'number' && v !== 0 && (v & (v - 1)) === 0) n[31 - Math.clz32(v)] = k;
      return n;
    };
    const capNames = bitNames(EnumsModule.Cap as unknown as Record<string, unknown>);
    const mechName = new Map(Object.entries(Mech as unknown as Record<string, unknown>).filter(([, v]) => typeof v === 'number').map(([k, v]) => [v as number, k]));
    for (const pool of Object.keys(want)) {
      const db = compileCardDb(POOLS[pool]!);
      let h = 0x811c9dc5;
      let count = 0;
      for (let c = 0; c < db.caps.length; c++) {
        const names: string[] = [];
        for (let b = 0; b < 32; b++) if (((db.caps[c]! >>> b) & 1) !== 0) names.push(CAP_FORMER_NAMES[`Cap.${capNames[b]}`] ?? `Cap.${capNames[b]}`);
        for (let id = 0; id < 32 * MECH_CAP_WORDS; id++) {
          if (((db.mechCaps[c * MECH_CAP_WORDS + (id >> 5)]! >>> (id & 31)) & 1) === 0) continue;
          const q = `Mech.${mechName.get(id)}`;
          names.push(CAP_FORMER_NAMES[q] ?? q);
        }
        names.sort();
        count += names.length;
        const line = `${c}:${names.join(',')};`;
        for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), FNV);
      }
      expect(`${db.caps.length} ${count} ${(h >>> 0).toString(16)}`, pool).toBe(want[pool]);
    }
  });

  it('op codes by name: every ability names the ops it named in 0.9.0 (abOp, abAlsoOp, abEitherOp, abProphElseOp)', () => {
    // Recorded from 0.9.0 by the same fold, its codes named through its OP table and passes: abilities, main ops, digest.
    const want: Record<string, string> = { set1: '1802 951 9ca5d52e', set1and2: '2649 1156 969cc587' };
    for (const pool of Object.keys(want)) {
      const db = compileCardDb(POOLS[pool]!);
      const names = new Map<number, string[]>();
      const add = (n: string, c: number): void => void names.set(c, [...(names.get(c) ?? []), n].sort());
      for (const [n, c] of Object.entries(OP)) add(n, c);
      for (const [n, c] of Object.entries(db.mechOps)) add(n, c);
      add('(static strikeBlockJump)', MechOp.StrikeBlockJump); // compile.ts sets it on the static ability; no op name
      const nm = (c: number): string => (names.get(c) ?? [`#${c}`]).join('|');
      let h = 0x811c9dc5;
      let count = 0;
      for (let k = 0; k < db.abOp.length; k++) {
        const line = `${k}:${nm(db.abOp[k]!)},${nm(db.abAlsoOp[k]!)},${nm(db.abEitherOp[2 * k]!)},${nm(db.abEitherOp[2 * k + 1]!)},${nm(db.abProphElseOp[k]!)};`;
        if (db.abOp[k] !== 0) count++;
        for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), FNV);
      }
      expect(`${db.abOp.length} ${count} ${(h >>> 0).toString(16)}`, pool).toBe(want[pool]);
    }
  });

  it('the digest sees a one-value change of a column', () => {
    const db = compileCardDb(ALL_CARDS);
    const before = columnDigests(db);
    const abJump = db.abJump as Uint8Array;
    const k = abJump.findIndex((x) => x !== 0);
    abJump[k] = abJump[k]! + 1;
    const after = columnDigests(db);
    abJump[k] = abJump[k]! - 1;
    expect(after.abJump).not.toBe(before.abJump);
    expect(Object.keys(after).filter((c) => after[c] !== before[c])).toEqual(['abJump']);
  });
});
