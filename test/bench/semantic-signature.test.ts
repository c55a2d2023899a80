/**
 * The semantic signature (benchmarks/semantic-signature.ts): equal for states equal in meaning, however
 * they are laid out, and moved by a change of any field it names.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../benchmarks/compare.js';
import { RESULT_SCHEMA, type BenchResult } from '../../benchmarks/result.js';
import { FORMER_NAMES, INSTANCE_FIELDS, SemanticSignature, namedWords, type SemanticApi, type SemanticState } from '../../benchmarks/semantic-signature.js';
import { RandomAgent } from '../../src/agents/random.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { ZONE_COUNT } from '../../src/engine/core/enums.js';
import { deriveGameSeed } from '../../src/engine/core/rng.js';
import * as StateModule from '../../src/engine/core/state.js';
import * as MechIdsModule from '../../src/engine/mechanics/ids.js';
import { cloneState, listLen, MAX_INST, type GameState } from '../../src/engine/core/state.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { newState } from '../../src/engine/game.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { Match } from '../../src/sim/play.js';

const MECH_API = MechIdsModule as unknown as Required<Pick<SemanticApi, 'MW' | 'MW_COUNT'>>;
const API: SemanticApi = { ...(StateModule as unknown as SemanticApi), ...MECH_API, ZONE_COUNT };
const root = fileURLToPath(new URL('../..', import.meta.url));
const hashOf = (s: unknown, api: SemanticApi = API): string => {
  const sig = new SemanticSignature(api);
  sig.fold(s as SemanticState);
  return sig.hex();
};

let played: GameState;
beforeAll(() => {
  const db = cardDb();
  const d0 = loadDeckFile(root + 'decks/steppe.json', db.defs).cardIndices;
  const d1 = loadDeckFile(root + 'decks/forest.json', db.defs).cardIndices;
  played = newState(db, DEFAULT_OPTIONS);
  new Match(played, [new RandomAgent(), new RandomAgent()]).play(d0, d1, deriveGameSeed(12345, 3));
});

describe('semantic signature', () => {
  it('is stable across clone', () => {
    expect(hashOf(cloneState(played))).toBe(hashOf(played));
  });

  it('is equal for the same state in another layout: G words re-ordered, fields widened, zone lists kept elsewhere', () => {
    const s = played as unknown as Record<string, ArrayLike<number>>;
    // G names at reversed slots (each word keeps its width), with the g words moved accordingly.
    const gEnum = (StateModule as unknown as { G: Record<string, unknown> }).G;
    const names = Object.entries(gEnum).filter((e): e is [string, number] => typeof e[1] === 'number');
    const slots = [...new Set(names.map(([, v]) => v))].sort((a, b) => a - b);
    const width = (v: number): number => {
      const i = slots.indexOf(v);
      return (i + 1 < slots.length ? slots[i + 1]! : StateModule.G_COUNT) - v;
    };
    const newSlot = new Map<number, number>();
    let at = 0;
    for (const v of [...slots].reverse()) {
      newSlot.set(v, at);
      at += width(v);
    }
    const g2 = new Float64Array(StateModule.G_COUNT);
    for (const v of slots) for (let k = 0; k < width(v); k++) g2[newSlot.get(v)! + k] = s.g![v + k]!;
    const G2: Record<string, number> = {};
    for (const [k, v] of names) G2[k] = newSlot.get(v)!;
    // Zone lists as plain arrays, read through other accessors.
    const lists: number[][][] = [0, 1].map((p) =>
      Array.from({ length: ZONE_COUNT }, (_, z) => Array.from({ length: listLen(played, p, z) }, (_, i) => StateModule.listAt(played, p, z, i))),
    );
    const other: Record<string, unknown> = { g: g2, mw: Array.from(s.mw!), board: Array.from(s.board!), cellMk: Array.from(s.cellMk!), rng: Array.from(s.rng!), lists };
    for (const f of INSTANCE_FIELDS) other[f] = Float64Array.from(s[f]!); // every field widened to 8 bytes
    const api2: SemanticApi = {
      G: G2,
      G_COUNT: StateModule.G_COUNT,
      ...MECH_API,
      MAX_INST,
      ZONE_COUNT,
      listLen: (st: never, p, z) => (st as { lists: number[][][] }).lists[p]![z]!.length,
      listAt: (st: never, p, z, i) => (st as { lists: number[][][] }).lists[p]![z]![i]!,
    };
    expect(hashOf(other, api2)).toBe(hashOf(played));
  });

  it('folds a mechanic word as the G word of the same name, a renamed G word as its former name: the state laid out as before the region hashes the same', () => {
    const s = played as unknown as Record<string, ArrayLike<number>>;
    // The layout before the mechanic state region: the G words under their former names, the MW words appended to G under theirs.
    const n = StateModule.G_COUNT;
    const G1: Record<string, unknown> = {};
    for (const [k, v] of Object.entries((StateModule as unknown as { G: Record<string, unknown> }).G)) if (typeof v === 'number') G1[FORMER_NAMES[k] ?? k] = v;
    expect(Object.keys(G1)).toEqual(expect.arrayContaining(['TwiceSrc', 'Tremor']));
    for (const [k, v] of Object.entries(MECH_API.MW)) if (typeof v === 'number') G1[k] = n + v;
    const g1 = new Int32Array(n + MECH_API.MW_COUNT);
    g1.set(played.g);
    g1.set(played.mw.subarray(0, MECH_API.MW_COUNT), n);
    const flat = { ...s, g: g1, mw: undefined } as Record<string, unknown>;
    for (const f of INSTANCE_FIELDS) flat[f] = s[f];
    const flatApi: SemanticApi = { ...API, G: G1, G_COUNT: n + MECH_API.MW_COUNT, MW: undefined, MW_COUNT: undefined };
    expect(namedWords(flatApi).map(([k, , , w]) => [k, w])).toEqual(namedWords(API).map(([k, , , w]) => [k, w]));
    // A played game leaves some mechanic word non-zero only with such cards: set one, so the test is not of zeros.
    const c = cloneState(played);
    c.mw[MechIdsModule.MW.TremorMoved] = 5;
    g1[n + MechIdsModule.MW.TremorMoved] = 5;
    expect(hashOf(flat, flatApi)).toBe(hashOf(c));
    expect(hashOf(flat, flatApi)).not.toBe(hashOf(played));
  });

  it('refuses a name given to a G word and a mechanic word, or a former name beside the new one', () => {
    expect(() => namedWords({ ...API, MW: { ...MECH_API.MW, Turn: 0 } })).toThrow(/Turn/);
    expect(() => namedWords({ ...API, MW: { ...MECH_API.MW, Tremor: 0 } })).toThrow(/Tremor/);
  });

  it('a renamed G word moves the hash when its value changes (the alias is not a blind spot)', () => {
    const c = cloneState(played);
    c.g[StateModule.G.SecondStrike] = 7;
    expect(hashOf(c)).not.toBe(hashOf(played));
  });

  it('changes when any per-instance field, G word, cell, zone list or RNG word changes', () => {
    const base = hashOf(played);
    const changed: string[] = [];
    const probe = (what: string, edit: (c: GameState) => void): void => {
      const c = cloneState(played);
      edit(c);
      if (hashOf(c) === base) changed.push(what);
    };
    for (const f of INSTANCE_FIELDS) {
      probe(f, (c) => {
        const a = (c as unknown as Record<string, Int32Array>)[f]!;
        a[MAX_INST - 1] = a[MAX_INST - 1]! ^ 1;
      });
    }
    for (let k = 0; k < StateModule.G_COUNT; k++) probe(`g[${k}]`, (c) => void (c.g[k] = c.g[k]! ^ 1));
    for (let k = 0; k < MECH_API.MW_COUNT; k++) probe(`mw[${k}]`, (c) => void (c.mw[k] = c.mw[k]! ^ 1));
    probe('board', (c) => void (c.board[0] = c.board[0]! ^ 1));
    probe('cellMk', (c) => void (c.cellMk[5] = c.cellMk[5]! ^ 1));
    probe('rng', (c) => void (c.rng[0] = c.rng[0]! ^ 1));
    probe('zone list order', (c) => {
      const p = 0;
      const z = [...Array(ZONE_COUNT).keys()].find((zz) => listLen(c, p, zz) >= 2)!;
      const a = StateModule.listAt(c, p, z, 0);
      const b = StateModule.listAt(c, p, z, 1);
      StateModule.listRemove(c, p, z, a);
      StateModule.listRemove(c, p, z, b);
      StateModule.listUnshift(c, p, z, a);
      StateModule.listUnshift(c, p, z, b);
    });
    expect(changed).toEqual([]);
  });

  it('ignores scratch regions (the stack after the game)', () => {
    const c = cloneState(played);
    c.stack[0] = c.stack[0]! ^ 1;
    expect(hashOf(c)).toBe(hashOf(played));
  });
});

describe('bench compare and the semantic signature', () => {
  const result = (hash: string, semantic: string | undefined, actions = 100): BenchResult => ({
    schema: RESULT_SCHEMA,
    kind: 'instructions',
    date: '2026-01-01T00:00:00Z',
    signatures: { 'text-games': { hash, actions, ...(semantic ? { semantic } : {}) } },
    metrics: {},
  });

  it('takes a moved raw hash with an equal semantic hash for the same games (a state re-layout)', () => {
    const c = compareResults(result('aaaa', 'ssss'), result('bbbb', 'ssss'));
    expect(c.behaviourChanged).toBe(false);
    expect(c.signatures[0]!.relaid).toBe(true);
    expect(c.lines.join('\n')).toContain('state layout moved; semantic signature equal');
  });

  it('reports a behaviour change when the semantic hash, the action count or a hash without semantic differs', () => {
    expect(compareResults(result('aaaa', 'ssss'), result('bbbb', 'tttt')).behaviourChanged).toBe(true);
    expect(compareResults(result('aaaa', 'ssss'), result('bbbb', 'ssss', 101)).behaviourChanged).toBe(true);
    expect(compareResults(result('aaaa', undefined), result('bbbb', undefined)).behaviourChanged).toBe(true);
    expect(compareResults(result('aaaa', undefined), result('aaaa', 'ssss')).behaviourChanged).toBe(false);
  });
});
