/**
 * The uniform random agent: every legal action equally likely, drawn from the seat's own stream.
 *
 * Uniform play ends recruitment at once with 1/(k+1) chance at a deal of k affordable cards, so
 * about 13 % of random-vs-random games have a seat with no creature: they are decided at turn 0.
 * `squad=N` (default 0, the uniform baseline) takes ending recruitment out of the draw until the
 * squad holds N creatures; every other choice stays uniform.
 */
import type { Agent } from './agent.js';
import { G, type GameState, listLen } from '../engine/core/state.js';
import type { Rng } from '../engine/core/rng.js';
import { Decision, Zone } from '../engine/core/enums.js';
import { RECRUIT_DONE } from '../engine/core/action.js';

export class RandomAgent implements Agent {
  readonly name = 'random';
  readonly needsObservation = false;
  constructor(readonly minSquad = 0) {}
  choose(view: GameState, seat: number, legal: Int32Array, n: number, rng: Rng): number {
    if (this.minSquad > 0 && n > 1 && view.g[G.Decision] === Decision.Recruit && listLen(view, seat, Zone.Squad) < this.minSquad && legal.subarray(0, n).includes(RECRUIT_DONE)) {
      // RECRUIT_DONE left out of the draw: a uniform pick among the n − 1 recruits.
      let k = rng.int(n - 1);
      for (let j = 0; j < n; j++) {
        if (legal[j] === RECRUIT_DONE) continue;
        if (k-- === 0) return legal[j]!;
      }
    }
    return legal[rng.int(n)]!;
  }
}
