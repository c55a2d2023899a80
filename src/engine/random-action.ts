/**
 * A uniformly random legal action, for random playouts (the search's uniform-random rollouts, the
 * benchmarks' playouts).
 *
 * In law it is `legal[nextInt(n)]` over `legalActions`: every legal action of the pending decision
 * with probability 1/n. The Choice subphase (digest §4.1), about two actions in five of a random
 * game, is drawn without listing it: the candidates (END_TURN, each own card on the board, each own
 * auxiliary-zone card) are drawn uniformly without replacement, and the first one that is legal is
 * the answer. The first legal element of a uniformly random order is uniform over the legal
 * elements, and a random game tests about one or two cards instead of all of them. The other
 * decisions are listed and drawn from as usual (no draw when only one action is legal).
 *
 * The draws differ from those of the listing path, so a playout played with this function is a
 * different sample of the same distribution as one played with `legalActions` + `nextInt`; it is
 * deterministic from the stream's words. test/engine/random-action.test.ts checks the support and
 * the frequencies against `legalActions`.
 */
import { END_TURN, SELECT, SELECT_AUX } from './core/action.js';
import { Decision, Gate, Zone } from './core/enums.js';
import { nextInt } from './core/rng.js';
import { G, type GameState, listAt, listLen } from './core/state.js';
import { bitCount, lowestCell } from './core/board.js';
import { legalActions } from './game.js';
import { endTurnAllowed, fullCells, leanCells, leanMain, verbsOf } from './core/turn.js';

/**
 * A uniformly random legal action of the pending decision, drawn from stream `stream` of `words`
 * (rng.ts). `scratch` is caller-owned, at least MAX_LEGAL long; its contents are left undefined.
 * Returns -1 when nothing is legal (a terminal state).
 */
export function randomLegalAction(s: GameState, scratch: Int32Array, words: Uint32Array, stream: number): number {
  // Гном-басаарг obliged under `forcedStrikeFirst` (mechanics/strike/must-strike-closed.ts): the Choice list is
  // narrowed as a whole, so it is listed.
  if (s.g[G.Decision] === Decision.Main && !((s.g[G.Gates]! & Gate.StrikeObligation) !== 0 && s.opts.forcedStrikeFirst && s.hooks.seatMustStrike(s, s.g[G.Decider]!))) {
    return randomMain(s, scratch, words, stream);
  }
  const n = legalActions(s, scratch);
  if (n <= 1) return n === 1 ? scratch[0]! : -1;
  return scratch[nextInt(words, stream, n)]!;
}

/**
 * The Choice subphase (turn.ts legalMain): candidates drawn without replacement until one is legal.
 * The candidates are not listed: END_TURN (until drawn), the own board cells still in `cells` (the
 * r-th one found by clearing lower bits), and the own auxiliary-zone cards (few: listed in scratch).
 */
function randomMain(s: GameState, scratch: Int32Array, words: Uint32Array, stream: number): number {
  const g = s.g;
  const p = g[G.Decider]!;
  const lean = leanMain(s);
  let end = 1; // END_TURN not drawn yet
  let cells = g[G.Occ + p]!;
  let nCells = bitCount(cells);
  let m = listLen(s, p, Zone.Aux);
  for (let k = 0; k < m; k++) scratch[k] = k;
  while (end + nCells + m > 0) {
    let r = nextInt(words, stream, end + nCells + m);
    // The tests of legalMain / legalMainFull for one candidate.
    if (r < end) {
      if (lean || endTurnAllowed(s, p)) return END_TURN;
      end = 0;
      continue;
    }
    r -= end;
    if (r < nCells) {
      let c = cells;
      for (; r > 0; r--) c &= c - 1;
      const cell = c & -c;
      // The cell tests write to scratch after the auxiliary candidates (indexes m and up are free).
      if ((lean ? leanCells(s, scratch, m, cell) : fullCells(s, scratch, m, cell)) !== m) return SELECT + lowestCell(cell);
      cells &= ~cell;
      nCells--;
      continue;
    }
    r -= nCells;
    const k = scratch[r]!;
    if (verbsOf(s, listAt(s, p, Zone.Aux, k)) !== 0) return SELECT_AUX + k;
    scratch[r] = scratch[--m]!;
  }
  return -1;
}
