/**
 * The uniform random agent: every legal action equally likely, drawn from the seat's own stream.
 */
import type { Agent } from './agent.js';
import type { GameState } from '../engine/core/state.js';
import type { Rng } from '../engine/core/rng.js';

export class RandomAgent implements Agent {
  readonly name = 'random';
  readonly needsObservation = false;
  choose(_view: GameState, _seat: number, legal: Int32Array, n: number, rng: Rng): number {
    return legal[rng.int(n)]!;
  }
}
