/**
 * The simple strike at once (src/engine/core/combat/strike-at-once.ts): in games where nothing can come
 * between the steps of a simple strike, it runs from declaration to payment in one call instead of
 * step by step through the engine loop. This must never change a game: the same seeds are played
 * with `strikeAtOnce` on and off, and the states and logs must agree after every action.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardDb } from '../../dist/src/engine/card-pool.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { type CardDb } from '../../dist/src/engine/core/card-db.js';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { deriveGameSeed, nextInt, seedStream } from '../../dist/src/engine/core/rng.js';
import { G, stateHash } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL } from '../../dist/src/engine/core/action.js';
import { Cap, Decision, Gate, TargetMode, Verb, Zone } from '../../dist/src/engine/core/enums.js';
// The scenario below runs on the source modules, as test/helpers/scenario.ts does.
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { stateHash as sourceStateHash } from '../../src/engine/core/state.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { AT_ONCE_CAPS, strikeRunsAtOnce } from '../../dist/src/engine/core/combat/strike-at-once.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import { fileURLToPath } from 'node:url';

interface Trace {
  steps: string[];
  /** Strikes declared while the game allowed the strike at once. */
  atOnce: number;
  /** Strikes declared at once in a game with incarnation (535.7: while no card could incarnate). */
  incarnationAtOnce: number;
}

/** Play one game with random choices from a stream of its own; the state hash and log length after every action. */
function trace(db: CardDb, atOnce: boolean, d0: ArrayLike<number>, d1: ArrayLike<number>, seed: bigint): Trace {
  const s = newState(db, makeOptions({ strikeAtOnce: atOnce }));
  s.log = [];
  resetGame(s, d0, d1, seed);
  const legal = new Int32Array(MAX_LEGAL);
  const w = new Uint32Array(4);
  seedStream(w, 0, `choices-${seed}`);
  const steps: string[] = [];
  let strikes = 0;
  let incarnation = 0;
  while (currentPlayer(s) >= 0) {
    const n = legalActions(s, legal);
    const strike = s.g[G.Decision] === Decision.Target && s.g[G.Verb] === Verb.Strike;
    if (strike && (s.g[G.Caps]! & ~AT_ONCE_CAPS) === 0 && (s.g[G.Gates]! & Gate.StepwiseStrikes) === 0) strikes++;
    if (atOnce && strike && (s.g[G.Caps]! & Cap.Incarnation) !== 0 && strikeRunsAtOnce(s)) incarnation++;
    applyAction(s, legal[nextInt(w, 0, n)]!);
    steps.push(stateHash(s) + ' ' + s.log.length);
  }
  steps.push(s.log.join('\n'));
  return { steps, atOnce: strikes, incarnationAtOnce: incarnation };
}

/** Seeded decks of `size` cards drawn from `pool` (card indices). */
function decksFrom(key: string, pool: readonly number[], count: number, size = 30): Int16Array[] {
  const w = new Uint32Array(4);
  seedStream(w, 0, key);
  const out: Int16Array[] = [];
  for (let d = 0; d < count; d++) {
    const deck = new Int16Array(size);
    for (let k = 0; k < size; k++) deck[k] = pool[nextInt(w, 0, pool.length)]!;
    out.push(deck);
  }
  return out;
}

function compare(db: CardDb, decks: Int16Array[], games: number, key: number): { actions: number; atOnce: number; incarnationAtOnce: number } {
  let actions = 0;
  let atOnce = 0;
  let incarnationAtOnce = 0;
  for (let i = 0; i < games; i++) {
    const seed = deriveGameSeed(key, i);
    const d0 = decks[i % decks.length]!;
    const d1 = decks[(i * 3 + 1) % decks.length]!;
    const a = trace(db, true, d0, d1, seed);
    const b = trace(db, false, d0, d1, seed);
    expect(a.steps.length, `game ${i}`).toBe(b.steps.length);
    for (let k = 0; k < a.steps.length; k++) if (a.steps[k] !== b.steps[k]) expect(a.steps[k], `game ${i}, after action ${k + 1}`).toBe(b.steps[k]);
    actions += a.steps.length;
    atOnce += a.atOnce;
    incarnationAtOnce += a.incarnationAtOnce;
  }
  return { actions, atOnce, incarnationAtOnce };
}

describe('simple strike at once (core/combat/strike-at-once.ts) = the stepwise strike of 512 / digest §5.2', () => {
  it('printed cards only (no card text): 60 games agree after every action, logs included', () => {
    const db = compileCardDb(SET1);
    const all = Array.from({ length: SET1.length }, (_, k) => k);
    const r = compare(db, decksFrom('at-once-vanilla', all, 12), 60, 5121);
    expect(r.atOnce).toBeGreaterThan(1_000);
    expect(r.actions).toBeGreaterThan(20_000);
  });

  it('set-1 cards whose text needs no stepwise strike (activated abilities, keywords): 40 games agree', () => {
    const db = cardDb();
    const quiet: number[] = [];
    for (let c = 0; c < ALL_CARDS.length; c++) if ((db.caps[c]! & ~AT_ONCE_CAPS) === 0 && (db.gates[c]! & Gate.StepwiseStrikes) === 0 && db.trigEventsAll[c] === 0) quiet.push(c);
    expect(quiet.length).toBeGreaterThan(40);
    const r = compare(db, decksFrom('at-once-quiet', quiet, 10), 40, 5122);
    expect(r.atOnce).toBeGreaterThan(500);
  });

  it('set-1 cards with triggers, Строй, modifiers, replacements and preventions (the strike at once runs them in the stepwise order): 60 games agree', () => {
    const db = cardDb();
    const texts: number[] = [];
    for (let c = 0; c < ALL_CARDS.length; c++) {
      if ((db.caps[c]! & ~AT_ONCE_CAPS) === 0 && (db.gates[c]! & Gate.StepwiseStrikes) === 0 && (db.caps[c]! & (Cap.Triggered | Cap.Formation | Cap.Modifier | Cap.Replacement | Cap.Prevention)) !== 0) texts.push(c);
    }
    expect(texts.length).toBeGreaterThan(40);
    const r = compare(db, decksFrom('at-once-text-caps', texts, 12), 60, 5125);
    expect(r.atOnce).toBeGreaterThan(500);
  });

  it('set-1 cards with incarnation (535.7) among them: 40 games agree; their strikes run at once only while no card could incarnate mid-strike', () => {
    const db = cardDb();
    const pool: number[] = [];
    for (let c = 0; c < ALL_CARDS.length; c++) if ((db.caps[c]! & ~(AT_ONCE_CAPS | Cap.Incarnation)) === 0 && (db.gates[c]! & Gate.StepwiseStrikes) === 0) pool.push(c);
    const incarnating = pool.filter((c) => (db.caps[c]! & Cap.Incarnation) !== 0);
    expect(incarnating.length).toBeGreaterThan(3);
    // Half of each deck from the incarnating cards, so that graveyards fill with cards that get tokens.
    const half = decksFrom('at-once-incarnation-a', incarnating, 10, 15);
    const rest = decksFrom('at-once-incarnation-b', pool, 10, 15);
    const decks = half.map((h, k) => Int16Array.from([...h, ...rest[k]!]));
    const r = compare(db, decks, 40, 5127);
    expect(r.incarnationAtOnce).toBeGreaterThan(200);
  });

  it('the benchmark decks (decks/steppe.json vs decks/forest.json): 20 games agree, their strikes at once', () => {
    const db = cardDb();
    const root = new URL('../../', import.meta.url);
    const d0 = loadDeckFile(fileURLToPath(new URL('decks/steppe.json', root)), db.defs).cardIndices;
    const d1 = loadDeckFile(fileURLToPath(new URL('decks/forest.json', root)), db.defs).cardIndices;
    const r = compare(db, [Int16Array.from(d0), Int16Array.from(d1)], 20, 5126);
    expect(r.atOnce).toBeGreaterThan(200);
  });

  it('games with card text that needs the stepwise strike run it stepwise (and agree, trivially): 10 games', () => {
    const db = cardDb();
    const all = Array.from({ length: ALL_CARDS.length }, (_, k) => k);
    compare(db, decksFrom('at-once-text', all, 6), 10, 5123);
    // A deck with an instant ability: no strike of the game may run at once.
    const s = newState(db, makeOptions());
    const instant = all.filter((c) => (db.caps[c]! & Cap.Instant) !== 0);
    resetGame(s, decksFrom('at-once-one', instant, 1)[0]!, decksFrom('at-once-two', all, 1)[0]!, deriveGameSeed(5124, 0));
    expect(strikeRunsAtOnce(s)).toBe(false);
  });
});

describe('simple strike at once with incarnation (535.7.2): a card waiting for room incarnates between the strike’s wounds and its payment', () => {
  const db = makeDb([
    synth('ШС-Феникс', { incarnation: 1 }),
    synth('ШС-Хлипкий', { life: 1 }),
    synth('ШС-Громила', { strike: [5, 5, 5] }),
  ]);
  const row1 = ['A1', 'B1', 'D1', 'E1'];
  /** Seat 0: the phoenix in the graveyard with its token, waiting (its third row full, the others closed); seat 1 strikes C1 from C2. */
  function waiting(strikeAtOnce: boolean) {
    const t = battle(db, {
      cards: [
        { card: 'ШС-Феникс', seat: 0, at: 'grave' },
        ...row1.map((at) => ({ card: 'ШС-Хлипкий', seat: 0 as const, at, closed: true })),
        { card: 'ШС-Хлипкий', seat: 0, at: 'C1', closed: true },
        { card: 'ШС-Громила', seat: 1, at: 'C2' },
      ],
      active: 1,
      first: 0,
      turn: 2,
      opts: { strikeAtOnce },
    });
    setIncarnationTokens(t.s, t.card(0), 1);
    t.s.log = [];
    t.rolls(6, 1);
    t.act(select('C2'), verb(Verb.Strike), target('C1'));
    return t;
  }

  it('535.7.2: the phoenix is asked for C1 once the strike is over (an executing item runs to its end before the engine loop looks at incarnation, driver.ts), with the strike at once on and off alike', () => {
    const on = waiting(true);
    const off = waiting(false);
    for (const t of [on, off]) {
      expect(t.s.zone[t.card(5)]).toBe(Zone.Grave); // the pawn on C1 died of the strike
      expect(t.decision()).toBe(Decision.Target);
      expect(t.s.g[G.TargetMode]).toBe(TargetMode.Incarnate);
      expect(t.s.g[G.StackLen]).toBe(0); // the strike is paid and gone
      expect(t.closed(6)).toBe(true); // the striker closed (512.2 payment)
    }
    expect(on.s.log).toEqual(off.s.log);
    expect(sourceStateHash(on.s)).toBe(sourceStateHash(off.s));
    on.act(target('C1'));
    off.act(target('C1'));
    expect(on.cellOf(0)).toBe('C1');
    expect(on.s.log).toEqual(off.s.log);
    expect(sourceStateHash(on.s)).toBe(sourceStateHash(off.s));
  });
});
