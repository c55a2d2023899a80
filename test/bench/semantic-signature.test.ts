/**
 * The semantic signature (benchmarks/semantic-signature.ts): equal for states equal in meaning, however
 * they are laid out, and moved by a change of any field it names.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../benchmarks/compare.js';
import { RESULT_SCHEMA, type BenchResult } from '../../benchmarks/result.js';
import { FORMER_NAMES, INSTANCE_FIELDS, SemanticSignature, capabilityNames, namedWords, type SemanticApi, type SemanticState } from '../../benchmarks/semantic-signature.js';
import { RandomAgent } from '../../src/agents/random.js';
import { cardDb } from '../../src/engine/card-pool.js';
import * as EnumsModule from '../../src/engine/core/enums.js';
import { Cap, ZONE_COUNT } from '../../src/engine/core/enums.js';
import { deriveGameSeed } from '../../src/engine/core/rng.js';
import * as StateModule from '../../src/engine/core/state.js';
import * as MechIdsModule from '../../src/engine/mechanics/ids.js';
import { cloneState, listLen, MAX_INST, type GameState } from '../../src/engine/core/state.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { newState } from '../../src/engine/game.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { Match } from '../../src/sim/play.js';

const MECH_API = MechIdsModule as unknown as Required<Pick<SemanticApi, 'MW' | 'MW_COUNT' | 'Mech' | 'CAP_FORMER_NAMES'>>;
const API: SemanticApi = { ...(StateModule as unknown as SemanticApi), ...(EnumsModule as unknown as Pick<SemanticApi, 'Cap'>), ...MECH_API, ZONE_COUNT };

/** The capability words of 0.9.0 (core/enums.ts Cap, Cap2; mechanics/ids.ts Mech), before the mechanics' bits took ids: name → bit. */
const bits = (o: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(o).map(([k, b]) => [k, (1 << b) | 0]));
const CAP_090 = bits({ Activated: 0, Instant: 1, Triggered: 2, Replacement: 3, Prevention: 4, Incarnation: 5, Graveyard: 6, StartsWith: 7, RangeAura: 8, AttackEvents: 9, Formation: 12, Modifier: 13, ModAura: 14, Declaration: 15, XAbility: 16, DrawsRanged: 17, ForcedStrike: 18, Recruit: 19, Prophecy: 20, AttackBlock: 21, NextStrike: 22, TurnRecord: 23, NoAttack: 24, StrikeCap: 25, HuntMark: 26, StrikesTwice: 27, DefendsAnyGround: 28, MovesRemembered: 29, TimedExtras: 30, MoveLimit: 31 });
const CAP2_090 = bits({ WoundHistory: 0, MovesDiagonally: 1, OptionalUnanswerable: 2, LuresFlyers: 3, Net: 4, StrikeRange2: 5, RowAttackCap: 6, FirstStrike: 7, ValhallaTwice: 8, StrikeDice: 9, ForcedStrike: 10, GainsFlight: 11, OpponentRedirect: 12, StrikeValue: 13, LosesFeatures: 14, StrikeProtection: 15, DeathsAtOnce: 16, Strangle: 24, DieOutcome: 17, TakesFeatures: 20, StrongStrikeGrant: 27, Lantern: 28, StrikeBlockJump: 29, DieFeature: 22, GrantsStrike: 26, CounterBlock: 21, HealGate: 25, Unlowerable: 23, CopiesFeatures: 18, CopiesFormation: 19, NextThrow: 30, WoundWindow: 31 });
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
    const other: Record<string, unknown> = { g: g2, mw: Array.from(s.mw!), mechCaps: Array.from(s.mechCaps!), board: Array.from(s.board!), cellMk: Array.from(s.cellMk!), rng: Array.from(s.rng!), lists };
    for (const f of INSTANCE_FIELDS) other[f] = Float64Array.from(s[f]!); // every field widened to 8 bytes
    const api2: SemanticApi = {
      G: G2,
      G_COUNT: StateModule.G_COUNT,
      Cap: API.Cap,
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

  it('folds capability bits by name: a state with its bits laid out as 0.9.0 (Cap, Cap2, one mechanic word) hashes the same; the hook gates are left out', () => {
    const c = cloneState(played);
    const { Mech } = MechIdsModule;
    c.mechCaps[Mech.Net >> 5] |= 1 << (Mech.Net & 31); // was Cap2.Net
    c.mechCaps[Mech.MustStrikeClosed >> 5] |= 1 << (Mech.MustStrikeClosed & 31); // was Cap.ForcedStrike
    c.mechCaps[Mech.WoundWindow >> 5] |= 1 << (Mech.WoundWindow & 31); // was Cap2.WoundWindow, bit 31
    c.g[StateModule.G.Caps] |= Cap.MovesDiagonally; // was Cap2.MovesDiagonally
    const names = capabilityNames(API, c as unknown as SemanticState);
    expect(names).toEqual(expect.arrayContaining(['Cap2.Net', 'Cap.ForcedStrike', 'Cap2.WoundWindow', 'Cap2.MovesDiagonally']));
    // The same bits in the words of 0.9.0: G.Caps and G.Caps2 (the slot G.Gates has now), Mech.IfOpen alone in the mechanic word.
    let cap = 0;
    let cap2 = 0;
    let mech = 0;
    for (const n of names) {
      const [word, name] = n.split('.') as [string, string];
      if (word === 'Cap') cap |= CAP_090[name]!;
      else if (word === 'Cap2') cap2 |= CAP2_090[name]!;
      else if (name === 'IfOpen') mech |= 1;
      else throw new Error(`no 0.9.0 bit for ${n}`);
    }
    const gOld = Int32Array.from(c.g);
    gOld[StateModule.G.Caps] = cap;
    gOld[StateModule.G.Gates] = cap2;
    const G090: Record<string, unknown> = {};
    for (const [k, v] of Object.entries((StateModule as unknown as { G: Record<string, unknown> }).G)) if (typeof v === 'number') G090[k === 'Gates' ? 'Caps2' : k] = v;
    const old = { ...(c as unknown as Record<string, unknown>), g: gOld, mechCaps: Uint32Array.of(mech) };
    for (const f of INSTANCE_FIELDS) old[f] = (c as unknown as Record<string, unknown>)[f];
    for (const f of ['board', 'cellMk', 'rng', 'mw']) old[f] = (c as unknown as Record<string, unknown>)[f];
    const api090: SemanticApi = { ...API, G: G090, Cap: CAP_090, Cap2: CAP2_090, Mech: { IfOpen: 0 }, CAP_FORMER_NAMES: undefined };
    expect(hashOf(old, api090)).toBe(hashOf(c));
    expect(hashOf(c)).not.toBe(hashOf(played));
    // Without its former name, a moved bit folds under its new name: the hash moves.
    const { 'Mech.Net': _net, ...former } = MECH_API.CAP_FORMER_NAMES;
    expect(hashOf(c, { ...API, CAP_FORMER_NAMES: former })).not.toBe(hashOf(c));
    // The hook gates are derived from the ids: not folded.
    const d = cloneState(c);
    d.g[StateModule.G.Gates] ^= 1;
    expect(hashOf(d)).toBe(hashOf(c));
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

  it('changes when any per-instance field, G word, capability bit, cell, zone list or RNG word changes', () => {
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
    // Every G word but the derived hook gates (G.Gates: a function of the mechanic ids, left out).
    for (let k = 0; k < StateModule.G_COUNT; k++) if (k !== StateModule.G.Gates) probe(`g[${k}]`, (c) => void (c.g[k] = c.g[k]! ^ 1));
    for (let k = 0; k < 64; k++) probe(`mechCaps bit ${k}`, (c) => void (c.mechCaps[k >> 5] = c.mechCaps[k >> 5]! ^ (1 << (k & 31))));
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
