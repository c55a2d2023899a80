/**
 * Test DSL over `setupScenario` (src/engine/scenario.ts): build a battle position in one call, then
 * drive it with action ids and read the result by instance.
 *
 *   const t = battle(db, { cards: [{ card: 'Орк', seat: 0, at: 'C3' }, { card: 'Орк', seat: 1, at: 'C4' }] });
 *   t.rolls(6, 1);                              // the next two dice are 6 and 1
 *   t.act(select('C3'), verb(Verb.Strike), target('C4'));
 *   expect(t.wounds(1)).toBe(4);
 *
 * Also: synthetic card definitions (`synth`, `makeDb`); `withRolls`, which rewrites the Dice stream
 * of a state so that the next d6 rolls are exactly the given values (xor128 is inverted exactly for
 * the first four outputs, the rest found by search; cached); and `seedFor`, a plain seed search for
 * when the position must start from a real game seed.
 */
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { type CardDb } from '../../src/engine/core/card-db.js';
import type { CardDef } from '../../src/engine/vocab/card.js';
import { makeOptions, type EngineOptions } from '../../src/engine/core/options.js';
import { GameState, G, listAt, listLen } from '../../src/engine/core/state.js';
import { setupScenario, type ScenarioCard } from '../../src/engine/scenario.js';
import { applyAction, legalActions, pendingDecision } from '../../src/engine/game.js';
import { actionToString } from '../../src/engine/describe.js';
import { cellName, parseCell } from '../../src/engine/core/board.js';
import { Decision, Flag, Zone } from '../../src/engine/core/enums.js';
import { Stream, rollD6, seedStreams } from '../../src/engine/core/rng.js';
import {
  PASS,
  DEFEND,
  DEFEND_AUX,
  DEFEND_NONE,
  END_TURN,
  EXCHANGE_FULL,
  EXCHANGE_REDUCE,
  MAX_AUX,
  MAX_LEGAL,
  SELECT,
  SELECT_AUX,
  TARGET,
  TARGET_AUX,
  VERB,
} from '../../src/engine/core/action.js';

// ---- synthetic cards ------------------------------------------------------------------------------

let synthNo = 0;
/**
 * A synthetic CardDef: a plain neutral ground creature (cost 1, life 10, move 2, strike 1-2-3, no
 * icons, no text) with the given fields overridden. `name` must be unique within a db.
 */
export function synth(name: string, over: Partial<CardDef> = {}): CardDef {
  synthNo++;
  return {
    set: 'tx',
    number: synthNo,
    id: `tx_${name}`,
    name,
    element: 'neutral',
    cost: 1,
    elite: false,
    unique: false,
    type: 'creature',
    classes: [],
    life: 10,
    move: 2,
    strike: [1, 2, 3],
    icons: {},
    hasText: false,
    ...over,
  };
}

/** The bundled pool (set 1 with its text features) followed by the given synthetic cards (their indices are 200, 201, …). */
export function makeDb(extra: readonly CardDef[] = []): CardDb {
  return compileCardDb([...ALL_CARDS, ...extra]);
}

/** Card index by exact name (first match). */
export function cardIndex(db: CardDb, name: string): number {
  const i = db.defs.findIndex((d) => d.name === name);
  if (i < 0) throw new Error(`no card named ${name}`);
  return i;
}

// ---- action builders ------------------------------------------------------------------------------

function cell(name: string): number {
  const c = parseCell(name);
  if (c < 0) throw new Error(`bad cell ${name}`);
  return c;
}
export const endTurn = (): number => END_TURN;
export const select = (c: string): number => SELECT + cell(c);
export const selectAux = (slot: number): number => SELECT_AUX + slot;
export const verb = (v: number): number => VERB + v;
export const target = (c: string): number => TARGET + cell(c);
export const targetAux = (seat: number, slot: number): number => TARGET_AUX + seat * MAX_AUX + slot;
export const defend = (c: string): number => DEFEND + cell(c);
export const defendAux = (slot: number): number => DEFEND_AUX + slot;
export const noDefender = (): number => DEFEND_NONE;
export const exchangeFull = (): number => EXCHANGE_FULL;
export const exchangeReduce = (): number => EXCHANGE_REDUCE;

// ---- dice -----------------------------------------------------------------------------------------

const TWO32 = 0x100000000;

/** Inverse of t = x ^ (x << 11) over uint32. */
function unShiftLeft11(t: number): number {
  return (t ^ (t << 11) ^ (t << 22)) >>> 0;
}
/** Inverse of v = t ^ (t >>> 8) over uint32. */
function unShiftRight8(v: number): number {
  return (v ^ (v >>> 8) ^ (v >>> 16) ^ (v >>> 24)) >>> 0;
}
/** xor128 output from the state word leaving (`x`) and the newest word (`w`). */
function t0(x: number): number {
  return (x ^ (x << 11)) >>> 0;
}
function outOf(x: number, w: number): number {
  const t = t0(x);
  return (w ^ (w >>> 19) ^ t ^ (t >>> 8)) >>> 0;
}
/** Solve for x such that outOf(x, w) === o. */
function solveX(o: number, w: number): number {
  return unShiftLeft11(unShiftRight8((o ^ w ^ (w >>> 19)) >>> 0));
}

/** A uint32 that `rollD6` maps to die value d (a pseudo-random point inside its sixth). */
function wordFor(d: number, jitter: number): number {
  const lo = Math.ceil(((d - 1) * TWO32) / 6);
  const hi = Math.floor((d * TWO32) / 6) - 1;
  return (lo + Math.floor(jitter * (hi - lo))) >>> 0;
}

/**
 * Four xor128 words (x, y, z, w) whose next outputs are o1..o4: the state after four steps is
 * (o1, o2, o3, o4), and each earlier word is solved from the output it produces.
 */
function stateForOutputs(o: readonly [number, number, number, number]): [number, number, number, number] {
  const [o1, o2, o3, o4] = o;
  // Step 4 runs on state (w, o1, o2, o3): o4 = outOf(w, o3).
  const w = solveX(o4, o3);
  // Step 3 on (z, w, o1, o2): o3 = outOf(z, o2).
  const z = solveX(o3, o2);
  // Step 2 on (y, z, w, o1): o2 = outOf(y, o1).
  const y = solveX(o2, o1);
  // Step 1 on (x, y, z, w): o1 = outOf(x, w).
  const x = solveX(o1, w);
  if (outOf(x, w) !== o1) throw new Error('xor128 inversion failed');
  return [x, y, z, w];
}

const rollCache = new Map<string, [number, number, number, number]>();
/** Tiny deterministic PRNG for the free choices of the search (not the engine's streams). */
function lcg(seed: number): () => number {
  let v = seed >>> 0;
  return () => {
    v = (Math.imul(v, 1664525) + 1013904223) >>> 0;
    return v / TWO32;
  };
}

/** Words of the Dice stream whose next d6 rolls are exactly `rolls` (each 1..6). Cached. */
export function diceWordsFor(rolls: readonly number[]): [number, number, number, number] {
  for (const r of rolls) if (!Number.isInteger(r) || r < 1 || r > 6) throw new Error(`bad die ${r}`);
  const key = rolls.join(',');
  const hit = rollCache.get(key);
  if (hit) return hit;
  const rnd = lcg(rolls.length * 7919 + rolls.reduce((a, b) => a * 7 + b, 0));
  const probe = new Uint32Array(16);
  for (let attempt = 0; attempt < 1_000_000; attempt++) {
    const outs = [0, 1, 2, 3].map((k) => wordFor(k < rolls.length ? rolls[k]! : 1 + Math.floor(rnd() * 6), rnd())) as [
      number,
      number,
      number,
      number,
    ];
    const st = stateForOutputs(outs);
    probe.set(st, Stream.Dice * 4);
    let ok = true;
    for (const r of rolls) {
      if (rollD6(probe, Stream.Dice) !== r) {
        ok = false;
        break;
      }
    }
    if (ok) {
      rollCache.set(key, st);
      return st;
    }
  }
  throw new Error(`no dice state found for ${key}`);
}

const seedCache = new Map<string, bigint>();
/**
 * The smallest game seed (1, 2, …) whose Dice stream starts with exactly `rolls`, found by trying
 * seeds on a scratch copy of the RNG words. For positions that must come from a real seed (e.g.
 * `setupScenario({ seed })`); expect about 6^n tries for n rolls, so keep n ≤ 5. Cached.
 */
export function seedFor(rolls: readonly number[], maxTries = 2_000_000): bigint {
  const key = rolls.join(',');
  const hit = seedCache.get(key);
  if (hit !== undefined) return hit;
  const probe = new Uint32Array(16);
  for (let n = 1; n <= maxTries; n++) {
    const seed = BigInt(n);
    seedStreams(probe, seed);
    let ok = true;
    for (const r of rolls) {
      if (rollD6(probe, Stream.Dice) !== r) {
        ok = false;
        break;
      }
    }
    if (ok) {
      seedCache.set(key, seed);
      return seed;
    }
  }
  throw new Error(`no seed within ${maxTries} gives dice ${key}`);
}

/** Make the next d6 rolls of `s`'s Dice stream exactly `rolls` (other streams untouched). */
export function withRolls(s: GameState, rolls: readonly number[]): void {
  s.rng.set(diceWordsFor(rolls), Stream.Dice * 4);
}

/** The next `n` rolls the Dice stream of `s` would produce (without advancing it). */
export function peekRolls(s: GameState, n: number): number[] {
  const w = new Uint32Array(s.rng);
  const r: number[] = [];
  for (let k = 0; k < n; k++) r.push(rollD6(w, Stream.Dice));
  return r;
}

// ---- the battle DSL -------------------------------------------------------------------------------

/** A scenario card: `card` of `seat` at `cell` ("C3", "aux", "grave" …), with further fields (closed, wounds, counters …). */
export const at = (card: string, seat: 0 | 1, cell: string, more: Omit<ScenarioCard, 'card' | 'seat' | 'at'> = {}): ScenarioCard => ({ card, seat, at: cell, ...more });

/**
 * Run the pending decisions until the Main decision (or `max` steps): priority passed, no defender,
 * otherwise the first legal action (a trigger's first target, the first option …).
 */
export function settle(t: Battle, max = 30): Battle {
  for (let g = 0; g < max && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? DEFEND_NONE : t.legal()[0]!);
  }
  return t;
}

export interface BattleSpec {
  readonly cards: readonly ScenarioCard[];
  readonly active?: 0 | 1;
  readonly first?: 0 | 1;
  readonly turn?: number;
  readonly seed?: bigint;
  readonly opts?: Partial<EngineOptions>;
}

export interface Battle {
  readonly s: GameState;
  readonly db: CardDb;
  /** Instance id of each listed card, in list order. */
  readonly ids: readonly number[];
  /** Apply actions in order; each must be legal (throws with the legal list otherwise). */
  act(...actions: number[]): Battle;
  /** Legal action ids of the pending decision, ascending. */
  legal(): number[];
  /** Legal actions as readable strings (for failure messages). */
  legalNames(): string[];
  /** Instance id: by position in the card list, or by card name (first listed card of that name). */
  card(ref: number | string): number;
  wounds(ref: number | string): number;
  /** Cell name ("C3"), "aux", or the zone name when off the battle zone. */
  cellOf(ref: number | string): string;
  zoneOf(ref: number | string): number;
  closed(ref: number | string): boolean;
  hidden(ref: number | string): boolean;
  moveLeft(ref: number | string): number;
  /** Next dice rolls are exactly these. */
  rolls(...r: number[]): Battle;
  decision(): number;
  decider(): number;
}

const ZONE_NAMES = ['none', 'deck', 'deal', 'squad', 'field', 'aux', 'grave', 'exile', 'hand'];

export function battle(db: CardDb, spec: BattleSpec): Battle {
  const s = new GameState(db, makeOptions(spec.opts ?? {}));
  const sc: { cards: readonly ScenarioCard[]; active?: 0 | 1; first?: 0 | 1; turn?: number; seed?: bigint } = {
    cards: spec.cards,
  };
  if (spec.active !== undefined) sc.active = spec.active;
  if (spec.first !== undefined) sc.first = spec.first;
  if (spec.turn !== undefined) sc.turn = spec.turn;
  if (spec.seed !== undefined) sc.seed = spec.seed;
  const ids = setupScenario(s, sc);
  const buf = new Int32Array(MAX_LEGAL);
  const legal = (): number[] => Array.from(buf.subarray(0, legalActions(s, buf))).sort((a, b) => a - b);
  const inst = (ref: number | string): number => {
    if (typeof ref === 'number') {
      const i = ids[ref];
      if (i === undefined) throw new Error(`no card #${ref}`);
      return i;
    }
    const k = spec.cards.findIndex((c, j) => c.card === ref || db.defs[s.card[ids[j]!]!]!.name === ref);
    if (k < 0) throw new Error(`no card ${ref}`);
    return ids[k]!;
  };
  const t: Battle = {
    s,
    db,
    ids,
    act(...actions) {
      for (const a of actions) {
        const l = legal();
        if (!l.includes(a)) {
          throw new Error(
            `illegal action ${a} (${actionToString(s, a)}) at decision ${pendingDecision(s)}; legal: ${l.map((x) => `${x}=${actionToString(s, x)}`).join(', ')}`,
          );
        }
        applyAction(s, a);
      }
      return t;
    },
    legal,
    legalNames: () => legal().map((a) => actionToString(s, a)),
    card: inst,
    wounds: (r) => s.wounds[inst(r)]!,
    cellOf(r) {
      const i = inst(r);
      const z = s.zone[i]!;
      if (z === Zone.Field) return cellName(s.cell[i]!);
      return ZONE_NAMES[z]!;
    },
    zoneOf: (r) => s.zone[inst(r)]!,
    closed: (r) => (s.flags[inst(r)]! & Flag.Closed) !== 0,
    hidden: (r) => (s.flags[inst(r)]! & Flag.Hidden) !== 0,
    moveLeft: (r) => s.moveLeft[inst(r)]!,
    rolls(...r) {
      withRolls(s, r);
      return t;
    },
    decision: () => s.g[G.Decision]!,
    decider: () => s.g[G.Decider]!,
  };
  return t;
}

/** The instances in seat p's list for zone z, in list order. */
export function zoneList(s: GameState, p: number, z: number): number[] {
  const r: number[] = [];
  for (let k = 0; k < listLen(s, p, z); k++) r.push(listAt(s, p, z, k));
  return r;
}

/** Legal actions of any state, ascending. */
export function legalOf(s: GameState): number[] {
  const buf = new Int32Array(MAX_LEGAL);
  return Array.from(buf.subarray(0, legalActions(s, buf))).sort((a, b) => a - b);
}

/** Action ids for a list of cells, with a builder: cells(target, 'B3', 'C3'). */
export function cells(build: (c: string) => number, ...names: string[]): number[] {
  return names.map(build).sort((a, b) => a - b);
}
