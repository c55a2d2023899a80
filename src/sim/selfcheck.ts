/**
 * Self-check: play random games and verify, after every action, the engine invariants
 * (engine/invariants.ts), the legal-action contract (non-empty, strictly ascending, in range), the
 * clone contract (a copy equals its source byte for byte) and the observation contract (the deciding seat's
 * observation has the same legal actions as the real state). Used by the random-game tests over
 * thousands of games, and usable on any decks.
 */
import type { CardDb } from '../engine/core/card-db.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../engine/game.js';
import type { EngineOptions } from '../engine/core/options.js';
import { MAX_LEGAL, NUM_ACTIONS } from '../engine/core/action.js';
import { checkInvariants } from '../engine/invariants.js';
import { G, GameState, copyInto } from '../engine/core/state.js';
import { observe } from '../engine/observe.js';
import { deriveGameSeed, nextInt, seedHex, seedStream } from '../engine/core/rng.js';

/** A random legal constructed deck from the whole pool: 30–50 cards, at most 3 copies of a card. */
export function randomDeck(db: CardDb, words: Uint32Array): Int16Array {
  const size = 30 + nextInt(words, 0, 21);
  const copies = new Uint8Array(db.size);
  const out = new Int16Array(size);
  for (let k = 0; k < size; ) {
    const c = nextInt(words, 0, db.size);
    if (copies[c]! >= 3) continue;
    copies[c] = copies[c]! + 1;
    out[k++] = c;
  }
  return out;
}

export interface SelfCheckConfig {
  readonly db: CardDb;
  readonly options: EngineOptions;
  /** Decks to pair up (game g plays decks[g % n] against decks[(g >> 1) % n]). */
  readonly decks: readonly Int16Array[];
  /** Odd-numbered games use two random decks from the whole pool instead. */
  readonly randomDecksOnOddGames: boolean;
  readonly runSeed: number;
  readonly from: number;
  readonly to: number;
}

export interface SelfCheckStats {
  games: number;
  actions: number;
  /** Count per EndReason (index). */
  ends: number[];
  /** Decisions met, per Decision kind (index): shows which mechanics the games exercised. */
  decisions: number[];
}

/** Play games [from, to); throws an Error naming the game, its seed and the action on the first violation. */
export function selfCheck(cfg: SelfCheckConfig): SelfCheckStats {
  const { db, options } = cfg;
  const s = newState(db, options);
  const copy = new GameState(s.game);
  const view = new GameState(s.game);
  const legal = new Int32Array(MAX_LEGAL);
  const legalView = new Int32Array(MAX_LEGAL);
  const deckRng = new Uint32Array(4);
  // The clone contract compares the two buffers byte for byte (native memcmp): stronger than comparing
  // their hashes, and cheaper: two hashes per action were 35 % of the self-check's time.
  const bytesOfCopy = Buffer.from(copy.buf, copy.words.byteOffset, copy.words.byteLength);
  const bytesOfState = Buffer.from(s.buf, s.words.byteOffset, s.words.byteLength);
  const stats: SelfCheckStats = { games: 0, actions: 0, ends: [0, 0, 0, 0], decisions: new Array<number>(16).fill(0) };
  const n = cfg.decks.length;
  for (let gi = cfg.from; gi < cfg.to; gi++) {
    const seed = deriveGameSeed(cfg.runSeed, gi);
    let d0 = cfg.decks[gi % n]!;
    let d1 = cfg.decks[(gi >> 1) % n]!;
    if (cfg.randomDecksOnOddGames && gi % 2 === 1) {
      seedStream(deckRng, 0, `decks/${seedHex(seed)}`);
      d0 = randomDeck(db, deckRng);
      d1 = randomDeck(db, deckRng);
    }
    resetGame(s, d0, d1, seed);
    for (;;) {
      const bad = checkInvariants(s);
      if (bad) fail(gi, seed, s, bad);
      copyInto(copy, s);
      if (!bytesOfCopy.equals(bytesOfState) || copy.db !== s.db || copy.opts !== s.opts) fail(gi, seed, s, 'a copy differs from its source');
      const p = currentPlayer(s);
      if (p < 0) break;
      const k = legalActions(s, legal);
      stats.decisions[s.g[G.Decision]!] = stats.decisions[s.g[G.Decision]!]! + 1;
      if (k <= 0) fail(gi, seed, s, 'no legal action at a pending decision');
      for (let j = 0; j < k; j++) {
        if (legal[j]! < 0 || legal[j]! >= NUM_ACTIONS) fail(gi, seed, s, `action id ${legal[j]} out of range`);
        if (j > 0 && legal[j]! <= legal[j - 1]!) fail(gi, seed, s, 'legal actions not strictly ascending');
      }
      observe(s, p, view);
      const kv = legalActions(view, legalView);
      if (kv !== k) fail(gi, seed, s, `seat ${p}'s observation has ${kv} legal actions, the state ${k}`);
      for (let j = 0; j < k; j++) if (legalView[j] !== legal[j]) fail(gi, seed, s, 'observation legal actions differ');
      applyAction(s, legal[nextInt(s.rng, 2 + p, k)]!);
      stats.actions++;
      if (s.g[G.Actions]! > options.maxActions) fail(gi, seed, s, 'past the action cap');
    }
    stats.games++;
    stats.ends[s.g[G.EndReason]!] = stats.ends[s.g[G.EndReason]!]! + 1;
  }
  return stats;
}

function fail(game: number, seed: bigint, s: GameState, what: string): never {
  throw new Error(`self-check: game ${game} (seed ${seedHex(seed)}), after ${s.g[G.Actions]} actions: ${what}`);
}
