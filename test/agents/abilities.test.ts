/**
 * The agents in games with card abilities in play (the engine's test ability pool): priority
 * windows, trigger order, replacement choices, summons. They must answer every decision legally and
 * deterministically, and the search must handle decision kinds it has no heuristics for.
 */
import { describe, expect, it } from 'vitest';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { deriveGameSeed, Rng, Stream } from '../../dist/src/engine/core/rng.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { createAgent } from '../../dist/src/agents/registry.js';
import { applyAction, currentPlayer, isLegalAction, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { observe } from '../../dist/src/engine/observe.js';
import { GameState } from '../../dist/src/engine/core/state.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { ABILITY_POOL, poolDecks } from '../invariants/ability-pool.js';

const db = compileCardDb([...SET1, ...ABILITY_POOL]);

function abilityDecks(count: number): Int16Array[] {
  return poolDecks('agent-ability-decks', count, SET1.length, ABILITY_POOL.length, 9, 18);
}

function play(specs: [string, string], d0: Int16Array, d1: Int16Array, seed: bigint): { actions: number[]; kinds: Set<number> } {
  const s = newState(db, DEFAULT_OPTIONS);
  resetGame(s, d0, d1, seed);
  const agents = [createAgent(specs[0]), createAgent(specs[1])];
  const view = new GameState(db, DEFAULT_OPTIONS);
  const legal = new Int32Array(128);
  const actions: number[] = [];
  const kinds = new Set<number>();
  while (currentPlayer(s) >= 0 && actions.length < 3000) {
    const p = currentPlayer(s);
    const n = legalActions(s, legal);
    kinds.add(s.g[0]!);
    const ag = agents[p]!;
    let v = s;
    if (ag.needsObservation) {
      observe(s, p, view);
      v = view;
    }
    const a = ag.choose(v, p, legal, n, new Rng(s.rng, Stream.Agent0 + p));
    expect(isLegalAction(s, a)).toBe(true);
    actions.push(a);
    applyAction(s, a);
  }
  return { actions, kinds };
}

describe('agents with abilities in play', () => {
  const decks = abilityDecks(6);
  it('scripted and mcts answer priority, trigger, replacement and choice decisions legally and deterministically', () => {
    const seen = new Set<number>();
    for (let g = 0; g < 6; g++) {
      const specs: [string, string] = g % 2 === 0 ? ['scripted', 'mcts:25,horizon=1'] : ['mcts:25,horizon=1', 'random'];
      const a = play(specs, decks[g]!, decks[(g + 1) % 6]!, deriveGameSeed(512, g));
      for (const k of a.kinds) seen.add(k);
      if (g < 2) expect(play(specs, decks[g]!, decks[(g + 1) % 6]!, deriveGameSeed(512, g)).actions).toEqual(a.actions);
    }
    expect(seen.has(Decision.Priority) || seen.has(Decision.Trigger) || seen.has(Decision.Choose)).toBe(true);
  });

  it('pimc and cheat too', () => {
    play(['pimc:24,det=3', 'cheat:24'], decks[0]!, decks[3]!, deriveGameSeed(513, 0));
  });
});
