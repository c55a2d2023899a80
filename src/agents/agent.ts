/**
 * The agent interface. An agent answers one pending decision at a time.
 *
 * `view` is what the seat may see: for agents that declare `needsObservation`, the play loop passes
 * `observe(state, seat)` (hidden information masked); otherwise it passes the real state and the
 * agent promises to read nothing from it but the legal actions (the random agent) — or it is a
 * declared cheat (`cheat`, an upper-bound baseline that reads the real state). `rng` is the seat's
 * own stream: drawing from it never advances the game's deal or dice streams. Search budgets are
 * iterations, never wall-clock time, so the same seed and budget give the same game.
 *
 * The optional hooks are for play loops that know about games: `beginGame` before a game's first
 * decision (agents that talk to outside bots put the seed in their messages and errors), `endGame`
 * after its last, `close` when the agent is no longer needed (outside bots end their process). A
 * loop that never calls them still works.
 */
import type { GameState } from '../engine/core/state.js';
import type { Rng } from '../engine/core/rng.js';

export interface Agent {
  readonly name: string;
  readonly needsObservation: boolean;
  /** Return one of legal[0..n). */
  choose(view: GameState, seat: number, legal: Int32Array, n: number, rng: Rng): number;
  /** A game with this seed starts and this agent plays `seat`. */
  beginGame?(seed: bigint, seat: number): void;
  /** The game ended; `state` is its final (real) state. */
  endGame?(state: GameState, seat: number): void;
  /** Release outside resources (processes, threads). */
  close?(): void;
}

/**
 * A failure that must stop the whole run, not just one game (an outside bot that timed out too
 * many times in a row). Play loops record ordinary errors as `error` games and go on; this one they
 * let through.
 */
export class RunStopError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunStopError';
  }
}
