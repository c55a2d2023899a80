/**
 * A search agent's own states (its root, its simulation state, its determinised worlds) are states of
 * the Game it is shown (core/game-value.ts): with a Game whose hooks differ from the pool's default,
 * the search plays those hooks, not `db.hooks`. Two things keep it so: the agents build their states
 * from the view's Game, and `copyInto` carries the Game with the words; the test fails only when both
 * are broken (tried).
 */
import { describe, expect, it } from 'vitest';
import { makeGame } from '../../dist/src/engine/core/game-value.js';
import type { Hooks } from '../../src/engine/core/hooks.js';
import { createAgent } from '../../dist/src/agents/registry.js';
import { DEFAULT_OPTIONS, Rng, Stream, applyAction, currentPlayer, db, decks, deriveGameSeed, legalActions, newState, observe, resetGame, GameState } from './common.js';

describe('search agents play the Game they are shown', () => {
  for (const spec of ['mcts:30', 'pimc:24,det=2', 'cheat:24']) {
    it(`${spec}: every search state calls the Game's hooks`, () => {
      // Counts the calls made on the agent's own states (not the real state, not the view it is shown).
      let calls = 0;
      const shown = new Set<unknown>();
      const counting: { [k: string]: unknown } = {};
      for (const [k, v] of Object.entries(db.hooks)) {
        counting[k] =
          typeof v === 'function'
            ? (...args: unknown[]) => {
                if (args[0] instanceof GameState && !shown.has(args[0])) calls++;
                return (v as (...a: unknown[]) => unknown)(...args);
              }
            : v;
      }
      const game = makeGame(db, DEFAULT_OPTIONS, counting as unknown as Hooks);
      const s = newState(game);
      const view = new GameState(game);
      shown.add(s).add(view);
      const agent = createAgent(spec);
      resetGame(s, decks[0]!, decks[1]!, deriveGameSeed(77, 0));
      const legal = new Int32Array(128);
      let inSearch = 0;
      for (let k = 0; k < 60 && currentPlayer(s) >= 0; k++) {
        const p = currentPlayer(s);
        const n = legalActions(s, legal);
        const v = agent.needsObservation ? (observe(s, p, view), view) : s;
        const before = calls;
        const a = agent.choose(v, p, legal, n, new Rng(s.rng, Stream.Agent0 + p));
        inSearch += calls - before;
        applyAction(s, a);
      }
      expect(inSearch).toBeGreaterThan(0);
    });
  }
});
