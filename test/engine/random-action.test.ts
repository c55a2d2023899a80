/**
 * randomLegalAction (src/engine/random-action.ts): a uniformly random legal action, the Choice
 * subphase drawn without listing it. Its contract, checked here against legalActions in random games
 * (bundled decks with card text, and seeded decks from the whole set with Гном-басаарг s1_53's forced
 * strike, Лесной разбойник s1_75's diagonal moves and Возница s1_143 in every deck, which take
 * legalMainFull):
 * - it returns only legal actions, and it reads the state without changing it;
 * - at Choice decisions every legal action comes up, at the frequency 1/n (a chi-square test over all
 *   the decisions tested: a draw that favoured END_TURN, the lowest cell or the first legal candidate
 *   would fail it).
 */
import { describe, expect, it } from 'vitest';
import { type CardDb } from '../../dist/src/engine/core/card-db.js';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { deriveGameSeed, nextInt, seedStream } from '../../dist/src/engine/core/rng.js';
import { G, stateHash } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL } from '../../dist/src/engine/core/action.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { leanMain } from '../../dist/src/engine/core/turn.js';
import { randomLegalAction } from '../../dist/src/engine/random-action.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';

interface Tally {
  decisions: number;
  mainTested: number;
  fullLoop: number;
  chi2: number;
  df: number;
}

/** Seeded decks of 30 cards from the whole set, with `fixed` cards at the front of each. */
function seededDecks(key: string, count: number, fixed: number[]): Int16Array[] {
  const w = new Uint32Array(4);
  seedStream(w, 0, key);
  const out: Int16Array[] = [];
  for (let d = 0; d < count; d++) {
    const deck = new Int16Array(30);
    for (let k = 0; k < 30; k++) deck[k] = k < fixed.length ? fixed[k]! : nextInt(w, 0, SET1.length);
    out.push(deck);
  }
  return out;
}

/**
 * Play `games` games (the moves drawn by randomLegalAction itself); at every decision check the drawn
 * action is legal and the state unchanged; at every `every`-th Choice decision with n ≥ 2 legal
 * actions, draw 30·n times and add the chi-square statistic of the counts to `t`.
 */
function playAndCheck(db: CardDb, d0: ArrayLike<number>, d1: ArrayLike<number>, games: number, key: number, every: number, t: Tally): void {
  const s = newState(db, DEFAULT_OPTIONS);
  const legal = new Int32Array(MAX_LEGAL);
  const scratch = new Int32Array(MAX_LEGAL);
  const w = new Uint32Array(4);
  const counts = new Map<number, number>();
  let mains = 0;
  for (let gi = 0; gi < games; gi++) {
    resetGame(s, d0, d1, deriveGameSeed(key, gi));
    seedStream(w, 0, `random-action-${key}-${gi}`);
    while (currentPlayer(s) >= 0) {
      const n = legalActions(s, legal);
      const listed = new Set(Array.from(legal.subarray(0, n)));
      const before = stateHash(s);
      const where = `key ${key}, game ${gi}, action ${s.g[G.Actions]}`;
      if (s.g[G.Decision] === Decision.Main && n >= 2 && mains++ % every === 0) {
        counts.clear();
        const draws = 30 * n;
        for (let k = 0; k < draws; k++) {
          const a = randomLegalAction(s, scratch, w, 0);
          expect(listed.has(a), `${where}: ${a} is legal`).toBe(true);
          counts.set(a, (counts.get(a) ?? 0) + 1);
        }
        expect(counts.size, `${where}: every legal action comes up`).toBe(n);
        for (const c of counts.values()) t.chi2 += (c - 30) ** 2 / 30;
        t.df += n - 1;
        t.mainTested++;
        if (!leanMain(s)) t.fullLoop++;
      }
      const a = randomLegalAction(s, scratch, w, 0);
      expect(listed.has(a), `${where}: ${a} is legal`).toBe(true);
      expect(stateHash(s), `${where}: the state is read only`).toBe(before);
      applyAction(s, a);
      t.decisions++;
    }
  }
}

/** The chi-square statistic as a z-score (Wilson–Hilferty): about N(0, 1) when the draws are uniform. */
function zOf(t: Tally): number {
  const k = t.df;
  return (Math.cbrt(t.chi2 / k) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
}

describe('randomLegalAction (random-action.ts)', () => {
  it('draws legal actions, reads the state only, and is uniform at Choice decisions: bundled decks with card text', () => {
    const db = cardDb();
    const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
    const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;
    const t: Tally = { decisions: 0, mainTested: 0, fullLoop: 0, chi2: 0, df: 0 };
    playAndCheck(db, d0, d1, 20, 1, 7, t);
    expect(t.decisions).toBeGreaterThan(5_000);
    expect(t.mainTested).toBeGreaterThan(200);
    expect(Math.abs(zOf(t)), `chi-square ${t.chi2.toFixed(0)} on ${t.df} df`).toBeLessThan(4.5);
  });

  it('the same in games of legalMainFull: forced strikes (Гном-басаарг s1_53), diagonal moves (Лесной разбойник s1_75), Возница s1_143, the rest of each deck from the whole set', () => {
    const db = cardDb();
    expect(SET1[52]!.id).toBe('s1_53');
    expect(SET1[74]!.id).toBe('s1_75');
    expect(SET1[142]!.id).toBe('s1_143');
    const decks = seededDecks('random-action-full', 16, [52, 52, 74, 142]);
    const t: Tally = { decisions: 0, mainTested: 0, fullLoop: 0, chi2: 0, df: 0 };
    for (let d = 0; d < 8; d++) playAndCheck(db, decks[2 * d]!, decks[2 * d + 1]!, 3, 100 + d, 5, t);
    expect(t.decisions).toBeGreaterThan(5_000);
    expect(t.fullLoop, 'decisions of the full loop were tested').toBeGreaterThan(200);
    expect(Math.abs(zOf(t)), `chi-square ${t.chi2.toFixed(0)} on ${t.df} df`).toBeLessThan(4.5);
  });
});
