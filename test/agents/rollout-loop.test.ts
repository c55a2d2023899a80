/**
 * The search's uniform-random rollout loop (src/agents/mcts.ts `rolloutRandom`): one
 * `randomLegalAction` (src/engine/random-action.ts) per step on the agent's private stream (stream 0
 * of `prngWords`), stopped by the `depth` and `horizon` caps. Checked here against that loop written
 * out plainly and put back on one agent instance: the same draws, rollouts and root statistics.
 * (Earlier versions of the loop kept a copy of the stream in locals and drew with `legalActions` +
 * `nextInt`; the draws of randomLegalAction differ, its law is the same: random-action.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import type { SearchAgent } from '../../dist/src/agents/mcts.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { randomLegalAction } from '../../dist/src/engine/random-action.js';
import { G, type GameState } from '../../dist/src/engine/core/state.js';
import { applyAction, currentPlayer, decks, deriveGameSeed, legalActions, playRecorded, Rng, viewFor } from './common.js';

interface Internals {
  prngWords: Uint32Array;
  legal: Int32Array;
  opts: { depth: number; horizon: number };
  rolloutRandom(sim: GameState, turn0: number): number;
}

/** The rollout loop written out: one randomLegalAction on the private stream per step, with the caps. */
function referenceRollout(this: Internals, sim: GameState, turn0: number): number {
  const legal = this.legal;
  let steps = 0;
  while (sim.g[G.Decision] !== Decision.Terminal) {
    if (this.opts.depth > 0 && steps >= this.opts.depth) break;
    if (this.opts.horizon > 0 && sim.g[G.Turn]! - turn0 >= this.opts.horizon) break;
    applyAction(sim, randomLegalAction(sim, legal, this.prngWords, 0));
    steps++;
  }
  return steps;
}

describe('random rollout loop', () => {
  for (const spec of ['mcts:16,rollout=random,horizon=0,depth=0,pb=0,reuse=0', 'mcts:40,rollout=random,horizon=1,pb=0', 'mcts:30,rollout=random,depth=25,det=3']) {
    it(`${spec}: the same draws, rollouts and root statistics as the plain randomLegalAction loop`, () => {
      const { state: s } = playRecorded([createAgent('scripted'), createAgent('scripted')], decks[0]!, decks[1]!, deriveGameSeed(808, 3), 120);
      expect(s.g[G.Decision]).not.toBe(Decision.Terminal);
      const fast = createAgent(spec) as SearchAgent;
      const ref = createAgent(spec) as SearchAgent;
      (ref as unknown as Internals).rolloutRandom = referenceRollout;
      let searched = 0;
      for (let k = 0; k < 12 && s.g[G.Decision] !== Decision.Terminal; k++) {
        const p = currentPlayer(s);
        const legal = new Int32Array(128);
        const n = legalActions(s, legal);
        const w1 = Uint32Array.from(s.rng);
        const w2 = Uint32Array.from(s.rng);
        const a1 = fast.choose(viewFor(fast, s, p), p, legal, n, new Rng(w1, 2 + p));
        const a2 = ref.choose(viewFor(ref, s, p), p, legal, n, new Rng(w2, 2 + p));
        expect(a1).toBe(a2);
        if (n > 1 && s.g[G.Decision]! >= Decision.Main) {
          searched++;
          expect(fast.lastRolloutActions).toBe(ref.lastRolloutActions);
          expect(fast.rootStats()).toEqual(ref.rootStats());
          expect((fast as unknown as Internals).prngWords).toEqual((ref as unknown as Internals).prngWords);
        }
        applyAction(s, a1);
      }
      expect(searched).toBeGreaterThan(2);
      expect(fast.lastRolloutActions).toBeGreaterThan(0);
    });
  }
});
