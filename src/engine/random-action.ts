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
import { END_TURN, SELECT, SELECT_AUX } from './action.js';
import { Decision, Zone } from './enums.js';
import { nextInt } from './rng.js';
import { G, type GameState, listAt, listLen } from './state.js';
import { lowestCell } from './board.js';
import { legalActions } from './game.js';
import { endTurnAllowed, fullCells, leanCells, leanMain, verbsOf } from './turn.js';

/**
 * A uniformly random legal action of the pending decision, drawn from stream `stream` of `words`
 * (rng.ts). `scratch` is caller-owned, at least MAX_LEGAL long; its contents are left undefined.
 * Returns -1 when nothing is legal (a terminal state).
 */
export function randomLegalAction(s: GameState, scratch: Int32Array, words: Uint32Array, stream: number): number {
  if (s.g[G.Decision] === Decision.Main) return randomMain(s, scratch, words, stream);
  const n = legalActions(s, scratch);
  if (n <= 1) return n === 1 ? scratch[0]! : -1;
  return scratch[nextInt(words, stream, n)]!;
}

/** The Choice subphase (turn.ts legalMain): candidates drawn without replacement until one is legal. */
function randomMain(s: GameState, scratch: Int32Array, words: Uint32Array, stream: number): number {
  const g = s.g;
  const p = g[G.Decider]!;
  const lean = leanMain(s);
  // The candidates, in scratch: END_TURN, own cells, own auxiliary cards.
  let n = 0;
  scratch[n++] = END_TURN;
  let mine = g[G.Occ + p]!;
  while (mine !== 0) {
    scratch[n++] = SELECT + lowestCell(mine);
    mine &= mine - 1;
  }
  const m = listLen(s, p, Zone.Aux);
  for (let k = 0; k < m; k++) scratch[n++] = SELECT_AUX + k;
  while (n > 0) {
    const r = nextInt(words, stream, n);
    const a = scratch[r]!;
    // The tests of legalMain / legalMainFull for one candidate.
    if (a === END_TURN) {
      if (lean || endTurnAllowed(s, p)) return a;
    } else if (a >= SELECT_AUX) {
      if (verbsOf(s, listAt(s, p, Zone.Aux, a - SELECT_AUX)) !== 0) return a;
    } else {
      const cell = 1 << (a - SELECT);
      // The cell tests append to scratch beyond the candidates (index n is free: the tested candidate leaves below).
      if ((lean ? leanCells(s, scratch, n, cell) : fullCells(s, scratch, n, cell)) !== n) return a;
    }
    scratch[r] = scratch[--n]!;
  }
  return -1;
}
