/**
 * The Game value (src/engine/core/game-value.ts): a state plays the db, options and hooks of its Game
 * and reads no module-level setting, so Games of different card pools coexist in one process and one
 * thread. Games of four pools (printed cards only, set 1 with its text, set 1 with a designer's
 * prototype card, set 1 with the test ability pool) are played interleaved, one action of each in
 * turn; each must equal the same games played alone by a Game built afresh: the same state after
 * every action, the same final hashes and action counts.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardDb, useCardPool } from '../../dist/src/engine/card-pool.js';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { makeGame, type Game } from '../../dist/src/engine/core/game-value.js';
import { DEFAULT_OPTIONS, makeOptions, type EngineOptions } from '../../dist/src/engine/core/options.js';
import { seedStream } from '../../dist/src/engine/core/rng.js';
import { G, GameState, LAYOUT, MAX_INST, NONE, cloneState, hashInto, stateHash } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL } from '../../dist/src/engine/core/action.js';
import { applyAction, isTerminal, newState, resetGame } from '../../dist/src/engine/game.js';
import { randomLegalAction } from '../../dist/src/engine/random-action.js';
import { applyCardOverrides } from '../../dist/src/sim/card-overrides.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import type { Hooks } from '../../src/engine/core/hooks.js';
import type { CardDef } from '../../src/engine/vocab/card.js';
import { importEdges, ROOT, stripComments } from '../architecture/imports.js';
import { ABILITY_POOL, poolDecks } from '../invariants/ability-pool.js';

const SEEDS = [11n, 12n, 13n];

interface Pool {
  name: string;
  defs: readonly CardDef[];
  opts: EngineOptions;
  decks: [ArrayLike<number>, ArrayLike<number>];
}

/** What one Game's games were: per game the action count and final hash, and a fold of the hash after every action. */
interface Record {
  actions: number[];
  finals: string[];
  trail: number;
  /** Games in which a prototype or test-pool card (by its id in the state's db) was placed in pre-battle. */
  extraPlaced: number;
}

/** Plays SEEDS in order on one state, one action per `step`, actions drawn from its own stream (the same key for every pool). */
class Player {
  readonly s: GameState;
  readonly record: Record = { actions: [], finals: [], trail: 0, extraPlaced: 0 };
  private readonly words = new Uint32Array(4);
  private readonly scratch = new Int32Array(MAX_LEGAL);
  private readonly h = new Int32Array(2);
  private gi = 0;

  constructor(
    readonly game: Game,
    private readonly pool: Pool,
  ) {
    this.s = newState(game);
    seedStream(this.words, 0, 'game-value');
    resetGame(this.s, pool.decks[0], pool.decks[1], SEEDS[0]!);
  }

  get done(): boolean {
    return this.gi >= SEEDS.length;
  }

  /** One action (or, at a game's end, its record and the next game's start). */
  step(): void {
    const s = this.s;
    if (isTerminal(s)) {
      const r = this.record;
      r.actions.push(s.g[G.Actions]!);
      r.finals.push(stateHash(s));
      for (let i = 0; i < MAX_INST; i++) {
        if (s.statCell[i] !== NONE && /^(proto:|tx_)/.test(s.db.defs[s.card[i]!]?.id ?? '')) {
          r.extraPlaced++;
          break;
        }
      }
      if (++this.gi < SEEDS.length) resetGame(s, this.pool.decks[0], this.pool.decks[1], SEEDS[this.gi]!);
      return;
    }
    applyAction(s, randomLegalAction(s, this.scratch, this.words, 0));
    hashInto(s, this.h);
    this.record.trail = (Math.imul(this.record.trail ^ this.h[0]!, 0x2c1b3c6d) ^ this.h[1]!) | 0;
  }
}

function playInterleaved(players: Player[]): void {
  while (players.some((p) => !p.done)) for (const p of players) if (!p.done) p.step();
}
function playAlone(p: Player): Record {
  while (!p.done) p.step();
  return p.record;
}

const repo = (f: string) => path.join(ROOT, f);
const overrides = applyCardOverrides(JSON.parse(readFileSync(repo('examples/cards-prototype.json'), 'utf8')), 'cards-prototype.json');
const withTests = [...ALL_CARDS, ...ABILITY_POOL];
const [t0, t1] = poolDecks('game-value', 2, ALL_CARDS.length, ABILITY_POOL.length);
const deck = (f: string, defs: readonly CardDef[]) => loadDeckFile(repo(f), defs).cardIndices;

const POOLS: Pool[] = [
  { name: 'printed', defs: SET1, opts: DEFAULT_OPTIONS, decks: [deck('decks/mountain.json', SET1), deck('decks/darkness.json', SET1)] },
  { name: 'set1', defs: ALL_CARDS, opts: DEFAULT_OPTIONS, decks: [deck('decks/mountain.json', ALL_CARDS), deck('decks/darkness.json', ALL_CARDS)] },
  { name: 'prototype', defs: overrides.defs, opts: makeOptions({ maxTurns: 24 }), decks: [deck('examples/deck-mountain-prototype.json', overrides.defs), deck('decks/darkness.json', overrides.defs)] },
  { name: 'test-pool', defs: withTests, opts: DEFAULT_OPTIONS, decks: [t0!, t1!] },
];

describe('the Game value: several Games in one process, no module-level state', () => {
  it('Games of four pools played interleaved, one action each in turn, equal the same games played alone by fresh Games', () => {
    const games = POOLS.map((p) => makeGame(compileCardDb(p.defs), p.opts));
    const together = POOLS.map((p, k) => new Player(games[k]!, p));
    playInterleaved(together);
    for (const [k, p] of POOLS.entries()) {
      const alone = playAlone(new Player(makeGame(compileCardDb(p.defs), p.opts), p));
      expect(together[k]!.record, p.name).toEqual(alone);
      // Whole games, not a few steps (a game may end in pre-battle: one of 12 here did, in 9 actions).
      expect(alone.actions.reduce((x, y) => x + y), p.name).toBeGreaterThan(500);
    }
    const [printed, set1, proto, tests] = together.map((p) => p.record);
    // The pools really differ in play: the same decks, seeds and action stream with and without card text.
    expect(printed!.finals).not.toEqual(set1!.finals);
    // The prototype and the test-pool cards were in play, under their Game's options (24 turns at most).
    expect(proto!.extraPlaced).toBeGreaterThan(0);
    expect(tests!.extraPlaced).toBeGreaterThan(0);
    expect(together[2]!.s.opts.maxTurns).toBe(24);
    expect(together[1]!.s.opts.maxTurns).toBe(DEFAULT_OPTIONS.maxTurns);
  });

  it('the hooks are the Game\'s: two Games of one db, one with counting hooks, play the same games and only the counting one counts', () => {
    const db = compileCardDb(ALL_CARDS);
    let calls = 0;
    const counting: { [k: string]: unknown } = {};
    for (const [k, v] of Object.entries(db.hooks)) {
      counting[k] =
        typeof v === 'function'
          ? (...args: unknown[]) => {
              calls++;
              return (v as (...a: unknown[]) => unknown)(...args);
            }
          : v;
    }
    const plain = makeGame(db);
    const counted = makeGame(db, DEFAULT_OPTIONS, counting as unknown as Hooks);
    expect(counted.db).toBe(plain.db);
    const pool = POOLS[1]!;
    const a = new Player(plain, pool);
    const b = new Player(counted, pool);
    playInterleaved([a, b]);
    expect(b.record).toEqual(a.record);
    expect(calls).toBeGreaterThan(100);
    const after = calls;
    playAlone(new Player(plain, pool));
    expect(calls).toBe(after);
    expect(db.hooks).toBe(plain.hooks);
  });

  it('a Game made from cardDb() keeps its pool when useCardPool switches the bundled pool in the middle of its game', () => {
    const pool = POOLS[1]!;
    try {
      useCardPool(null);
      const game = makeGame(cardDb());
      const p = new Player(game, pool);
      for (let k = 0; k < 300; k++) p.step();
      const other = useCardPool(overrides.defs);
      expect(cardDb()).toBe(other);
      expect(other.size).toBe(ALL_CARDS.length + 1);
      playAlone(p);
      const alone = playAlone(new Player(makeGame(compileCardDb(ALL_CARDS)), pool));
      expect(p.record).toEqual(alone);
      // A state made now from the old Game plays the old pool too.
      expect(newState(game).db).toBe(game.db);
      expect(newState(game).db).not.toBe(cardDb());
    } finally {
      useCardPool(null);
    }
  });

  it('no engine file but card-pool.ts reads the bundled pool: only the face re-exports it, no other file calls cardDb, cardPool or useCardPool', () => {
    const edges = importEdges(['src/engine']).filter((e) => e.to === 'src/engine/card-pool.ts');
    expect(edges.map((e) => e.from)).toEqual(['src/engine/index.ts']);
    const index = stripComments(readFileSync(repo('src/engine/index.ts'), 'utf8'));
    expect(index).not.toMatch(/\b(cardDb|cardPool|useCardPool)\s*\(/);
    for (const e of importEdges(['src/engine'])) {
      if (e.from === 'src/engine/card-pool.ts') continue;
      const code = stripComments(readFileSync(repo(e.from), 'utf8'));
      expect(code, e.from).not.toMatch(/\b(cardDb|cardPool|useCardPool)\s*\(/);
    }
  });

  it('a Game is frozen; its states take db, opts and hooks from it, keep it in clones, and the old newState(db, opts) plays the same games', () => {
    const db = compileCardDb(SET1);
    const game = makeGame(db, makeOptions({ maxTurns: 30 }));
    expect(Object.isFrozen(game)).toBe(true);
    expect(Object.isFrozen(game.opts)).toBe(true);
    expect(Object.isFrozen(game.layout) && Object.isFrozen(game.layout.regions)).toBe(true);
    expect(game.layout).toBe(LAYOUT);
    expect(game.hooks).toBe(db.hooks);
    const s = newState(game);
    expect([s.game, s.db, s.opts, s.hooks]).toEqual([game, game.db, game.opts, game.hooks]);
    expect(s.words.byteLength).toBe(game.layout.total);
    expect(cloneState(s).game).toBe(game);
    // Unfrozen options are copied and frozen; the caller's object is left as it was.
    const loose = { ...DEFAULT_OPTIONS, maxTurns: 30 };
    const g2 = makeGame(db, loose);
    expect(Object.isFrozen(g2.opts) && !Object.isFrozen(loose)).toBe(true);
    const pool = { ...POOLS[0]!, opts: game.opts };
    const viaGame = playAlone(new Player(game, pool));
    const old = new GameState(db, makeOptions({ maxTurns: 30 }));
    expect(old.game).not.toBe(game);
    expect(playAlone(new Player(old.game, pool))).toEqual(viaGame);
  });
});
