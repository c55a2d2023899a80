/**
 * The play loop: run one game to the end with two agents. Allocation-free per action once the
 * `Match` is built; reuse one `Match` for many games.
 */
import type { Agent } from '../agents/agent.js';
import { MAX_LEGAL } from '../engine/core/action.js';
import { applyAction, currentPlayer, legalActions, resetGame } from '../engine/game.js';
import { observe } from '../engine/observe.js';
import { Rng, Stream } from '../engine/core/rng.js';
import { GameState } from '../engine/core/state.js';

/** Called before each action is applied (for logs and transcripts). */
export type ActionHook = (s: GameState, seat: number, action: number, legal: Int32Array, n: number) => void;

export class Match {
  readonly legal = new Int32Array(MAX_LEGAL);
  readonly view: GameState;
  readonly rngs: readonly [Rng, Rng];
  constructor(
    readonly state: GameState,
    readonly agents: readonly [Agent, Agent],
  ) {
    this.view = new GameState(state.game);
    this.rngs = [new Rng(state.rng, Stream.Agent0), new Rng(state.rng, Stream.Agent1)];
  }

  /**
   * Play one game from a fresh deal. Returns the number of actions applied. Agents with the game
   * hooks hear of it: `beginGame(seed, seat)` before the first decision, `endGame(state, seat)` once
   * it is over (an outside bot gets `game_start` with the seed and `game_over`, whichever command
   * plays: play, sim, ladder or eval). A game that throws gets no `endGame`.
   */
  play(deck0: ArrayLike<number>, deck1: ArrayLike<number>, seed: bigint, hook?: ActionHook): number {
    const s = this.state;
    const a0 = this.agents[0];
    const a1 = this.agents[1];
    resetGame(s, deck0, deck1, seed);
    if (a0.beginGame) a0.beginGame(seed, 0);
    if (a1.beginGame) a1.beginGame(seed, 1);
    const actions = this.playOut(hook);
    if (a0.endGame) a0.endGame(s, 0);
    if (a1.endGame) a1.endGame(s, 1);
    return actions;
  }

  /** Continue the game in `state` to its end. */
  playOut(hook?: ActionHook): number {
    const s = this.state;
    const legal = this.legal;
    let actions = 0;
    for (;;) {
      const p = currentPlayer(s);
      if (p < 0) return actions;
      const n = legalActions(s, legal);
      const agent = this.agents[p]!;
      let view = s;
      if (agent.needsObservation) {
        observe(s, p, this.view);
        view = this.view;
      }
      const a = agent.choose(view, p, legal, n, this.rngs[p]!);
      if (hook) hook(s, p, a, legal, n);
      applyAction(s, a);
      actions++;
    }
  }
}
