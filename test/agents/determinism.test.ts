/**
 * Same seed + same budget ⇒ same game, for every agent; agents draw only from their own stream.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { Stream } from '../../dist/src/engine/core/rng.js';
import { G } from '../../dist/src/engine/core/state.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { applyAction, ask, clone, currentPlayer, decks, deriveGameSeed, playRecorded } from './common.js';

const SPECS = ['scripted', 'mcts:60', 'mcts:40,det=4,rollout=random,depth=30,pb=0', 'pimc:48,det=3', 'cheat:40'];

describe('determinism', () => {
  for (const spec of SPECS) {
    it(`${spec}: the same seed and budget give the same game`, () => {
      const seed = deriveGameSeed(4242, 1);
      const a = playRecorded([createAgent(spec), createAgent('scripted')], decks[0]!, decks[1]!, seed, 400);
      const b = playRecorded([createAgent(spec), createAgent('scripted')], decks[0]!, decks[1]!, seed, 400);
      expect(b.actions).toEqual(a.actions);
      expect(a.actions.length).toBeGreaterThan(50);
    });
  }

  it('a different seed gives a different game', () => {
    const a = playRecorded([createAgent('mcts:40'), createAgent('scripted')], decks[0]!, decks[1]!, deriveGameSeed(4242, 1), 300);
    const b = playRecorded([createAgent('mcts:40'), createAgent('scripted')], decks[0]!, decks[1]!, deriveGameSeed(4242, 2), 300);
    expect(b.actions).not.toEqual(a.actions);
  });
});

describe('agents never advance the game streams', () => {
  for (const spec of ['scripted', 'mcts:80', 'pimc:80', 'cheat:80']) {
    it(`${spec}: choose() changes nothing in the state but the seat's own stream`, () => {
      // Reach battle decisions with scripted players, then ask the agent at each decision of a turn.
      const { state: s } = playRecorded([createAgent('scripted'), createAgent('scripted')], decks[2]!, decks[3]!, deriveGameSeed(77, 0), 120);
      const agent = createAgent(spec);
      let checked = 0;
      for (let k = 0; k < 30 && currentPlayer(s) >= 0; k++) {
        const p = currentPlayer(s);
        const before = clone(s);
        const a = ask(agent, s);
        const own = Stream.Agent0 + p;
        for (let w = 0; w < s.words.length; w++) {
          const rngStart = s.rng.byteOffset / 4;
          const inOwnStream = w >= rngStart + own * 4 && w < rngStart + own * 4 + 4;
          if (!inOwnStream && s.words[w] !== before.words[w]) throw new Error(`word ${w} changed by ${spec}`);
        }
        if (s.g[G.Decision] !== Decision.Terminal) checked++;
        applyAction(s, a);
      }
      expect(checked).toBeGreaterThan(5);
    });
  }
});
