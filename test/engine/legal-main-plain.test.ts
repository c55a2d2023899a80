/**
 * legalMain's lean loop (src/engine/core/turn.ts): whenever `leanMain` holds (no MAIN_CAPS / MAIN_GATES
 * in the game, no pending second strike of Берсерк s1_195),
 * the Choice subphase is listed by a loop that leaves out the tests that can only fail in other
 * games. It must list exactly what the full loop (legalMainFull) lists: this plays random games
 * (the bundled decks with and without card text, and seeded decks from the whole set) and compares
 * both lists at every Main decision the lean loop takes.
 */
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { type CardDb } from '../../dist/src/engine/core/card-db.js';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { Kw } from '../../dist/src/engine/core/enums.js';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { deriveGameSeed, nextInt, seedStream } from '../../dist/src/engine/core/rng.js';
import { G, type GameState } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL } from '../../dist/src/engine/core/action.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { MAIN_CAPS, MAIN_GATES, leanMain, legalMain, legalMainFull, verbsOf } from '../../dist/src/engine/core/turn.js';
import { SELECT } from '../../dist/src/engine/core/action.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';

const printed = compileCardDb(SET1); // printed stats and icons only: no card text

/** Seeded decks of 30 cards drawn from `pool`. */
function seededDecks(key: string, pool: readonly number[], count: number): Int16Array[] {
  const w = new Uint32Array(4);
  seedStream(w, 0, key);
  const out: Int16Array[] = [];
  for (let d = 0; d < count; d++) {
    const deck = new Int16Array(30);
    for (let k = 0; k < 30; k++) deck[k] = pool[nextInt(w, 0, pool.length)]!;
    out.push(deck);
  }
  return out;
}

/** The Choice subphase's contract: a card on the board is listed exactly when it has a verb (verbsOf). */
function expectListedIffVerbs(s: GameState, list: Int32Array, n: number, where: string): void {
  const p = s.g[G.Decider]!;
  for (let c = 0; c < 30; c++) {
    const i = s.board[c]!;
    if (i < 0 || s.ctrl[i] !== p) continue;
    let listed = false;
    for (let k = 0; k < n; k++) if (list[k] === SELECT + c) listed = true;
    expect(listed, `${where}: cell ${c} listed ⟺ verbsOf ≠ 0`).toBe(verbsOf(s, i) !== 0);
  }
}

/**
 * Play `games` random games; at every Main decision the lean loop takes, compare the lean list with
 * the full one. `alwaysLean`: the games never leave the lean loop (printed cards).
 */
function compareGames(db: CardDb, d0: ArrayLike<number>, d1: ArrayLike<number>, games: number, key: number, alwaysLean = true): number {
  const s = newState(db, DEFAULT_OPTIONS);
  const legal = new Int32Array(MAX_LEGAL);
  const lean = new Int32Array(MAX_LEGAL);
  const full = new Int32Array(MAX_LEGAL);
  const w = new Uint32Array(4);
  let compared = 0;
  for (let gi = 0; gi < games; gi++) {
    resetGame(s, d0, d1, deriveGameSeed(key, gi));
    seedStream(w, 0, `legal-main-${key}-${gi}`);
    while (currentPlayer(s) >= 0) {
      if (s.g[G.Decision] === Decision.Main) {
        if (alwaysLean) expect(leanMain(s), 'the game takes the lean loop').toBe(true);
        else if (!leanMain(s)) {
          applyAction(s, legal[nextInt(w, 0, legalActions(s, legal))]!);
          continue;
        }
        const a = legalMain(s, lean);
        const b = legalMainFull(s, full);
        expect(Array.from(lean.subarray(0, a)), `game ${gi}, action ${s.g[G.Actions]}`).toEqual(Array.from(full.subarray(0, b)));
        expectListedIffVerbs(s, lean, a, `game ${gi}, action ${s.g[G.Actions]}`);
        compared++;
      }
      const n = legalActions(s, legal);
      applyAction(s, legal[nextInt(w, 0, n)]!);
    }
  }
  return compared;
}

describe('legalMain lean loop (turn.ts)', () => {
  it('lists what legalMainFull lists in every Main decision of 150 games of the bundled decks (printed cards)', () => {
    const d0 = loadDeckFile('decks/steppe.json', printed.defs).cardIndices;
    const d1 = loadDeckFile('decks/forest.json', printed.defs).cardIndices;
    expect(compareGames(printed, d0, d1, 150, 11)).toBeGreaterThan(20_000);
  });

  it('lists what legalMainFull lists in 150 games of the bundled decks with card text (activated abilities, Строй, the second strike of Берсерк s1_195 …)', () => {
    const text = cardDb();
    const d0 = loadDeckFile('decks/steppe.json', text.defs).cardIndices;
    const d1 = loadDeckFile('decks/forest.json', text.defs).cardIndices;
    expect(compareGames(text, d0, d1, 150, 12, false)).toBeGreaterThan(20_000);
  });

  it('lists what legalMainFull lists in 150 games of seeded decks from the whole set (printed cards)', () => {
    const all = SET1.map((_, i) => i);
    const decks = seededDecks('legal-main-printed', all, 30);
    let compared = 0;
    for (let d = 0; d < 15; d++) compared += compareGames(printed, decks[2 * d]!, decks[2 * d + 1]!, 10, 100 + d);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('lists what legalMainFull lists with card text, in games of the cards that leave the lean loop on (Возница s1_143 and Циклоп s1_101 in every deck)', () => {
    const text = cardDb();
    const pool: number[] = [];
    let odd = 0;
    for (let i = 0; i < SET1.length; i++) {
      if ((text.caps[i]! & MAIN_CAPS) !== 0 || (text.gates[i]! & MAIN_GATES) !== 0) continue;
      pool.push(i);
      if ((text.kw[i]! & (Kw.WrapsRow | Kw.StrikesOpposite | Kw.NoStrike)) !== 0) odd++;
    }
    expect(odd, 'cards with a keyword that changes their reach (Циклоп s1_101, Возница s1_143) are in the pool').toBeGreaterThanOrEqual(2);
    // Every deck gets three odd-reach cards, so that their branch is exercised.
    const oddCards = pool.filter((i) => (text.kw[i]! & (Kw.WrapsRow | Kw.StrikesOpposite | Kw.NoStrike)) !== 0);
    const decks = seededDecks('legal-main-text', pool, 30);
    for (const [k, deck] of decks.entries()) for (let j = 0; j < 3; j++) deck[j] = oddCards[(k + j) % oddCards.length]!;
    let compared = 0;
    for (let d = 0; d < 15; d++) compared += compareGames(text, decks[2 * d]!, decks[2 * d + 1]!, 10, 200 + d, false);
    expect(compared).toBeGreaterThan(5_000);
  });

  it('lists exactly the cards with a verb in the full loop too: card text from the whole set, Лесной разбойник s1_75 (diagonal moves) and Возница s1_143 in every deck', () => {
    const text = cardDb();
    const all = SET1.map((_, i) => i);
    const decks = seededDecks('legal-main-full', all, 30);
    for (const deck of decks) {
      deck[0] = 74; // Лесной разбойник s1_75
      deck[1] = 74;
      deck[2] = 142; // Возница s1_143
    }
    const s = newState(text, DEFAULT_OPTIONS);
    const legal = new Int32Array(MAX_LEGAL);
    const w = new Uint32Array(4);
    let compared = 0;
    for (let d = 0; d < 15; d++) {
      for (let gi = 0; gi < 10; gi++) {
        resetGame(s, decks[2 * d]!, decks[2 * d + 1]!, deriveGameSeed(300 + d, gi));
        seedStream(w, 0, `legal-main-full-${d}-${gi}`);
        while (currentPlayer(s) >= 0) {
          const n = legalActions(s, legal);
          if (s.g[G.Decision] === Decision.Main) {
            expectListedIffVerbs(s, legal, n, `decks ${d}, game ${gi}, action ${s.g[G.Actions]}`);
            compared++;
          }
          applyAction(s, legal[nextInt(w, 0, n)]!);
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});
