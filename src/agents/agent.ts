/**
 * The agent interface. An agent answers one pending decision at a time.
 *
 * `view` is what the seat may see: for agents that declare `needsObservation`, the play loop passes
 * `observe(state, seat)` (hidden information masked); otherwise it passes the real state and the
 * agent promises to read nothing from it but the legal actions (the random agent). `rng` is the
 * seat's own stream: drawing from it never advances the game's deal or dice streams.
 */
import type { GameState } from '../engine/state.js';
import type { Rng } from '../engine/rng.js';

export interface Agent {
  readonly name: string;
  readonly needsObservation: boolean;
  /** Return one of legal[0..n). */
  choose(view: GameState, seat: number, legal: Int32Array, n: number, rng: Rng): number;
}
