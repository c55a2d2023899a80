/**
 * The scripted agent's redeal judgment is paired between A/B twins (agents/plan.ts `redealGain`):
 * its sampled alternative deals are drawn by deal positions (instance ids), not by the cards, so a
 * base game and its variant twin, whose deals differ only where a swapped card sits, compare their
 * deal with the same sampled positions. Keyed by the cards (as it once was), one swapped card in the
 * deal gave the twins unrelated samples, and their redeal choices differed by chance alone.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LEGAL } from '../../src/engine/core/action.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { Decision, Zone } from '../../src/engine/core/enums.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { observe } from '../../src/engine/observe.js';
import { Rng, Stream, deriveGameSeed } from '../../src/engine/core/rng.js';
import { G, GameState, listAt, listLen } from '../../src/engine/core/state.js';
import { KEEP, REDEAL } from '../../src/engine/core/action.js';
import { DEFAULT_SCRIPTED, ScriptedAgent } from '../../src/agents/scripted.js';
import { cardValues } from '../../src/agents/heuristics.js';
import { redealGain } from '../../src/agents/plan.js';
import { alignVariant, canonicalDeck } from '../../src/sim/ab-decks.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';

const db = cardDb();
const cv = cardValues(db);
const load = (f: string) => Array.from(loadDeckFile(new URL(`../../decks/${f}`, import.meta.url).pathname, db.defs).cardIndices);

interface RedealView {
  /** The deal's cards, in deal order. */
  cards: number[];
  /** What the scripted agent chose, and what redealGain says keyed by positions and by cards. */
  chosen: number;
  byPositions: boolean;
  byCards: boolean;
}

/** Play scripted against scripted to seat 0's first redeal decision; null if it never comes (no gold). */
function firstRedeal(deck0: number[], deck1: number[], seed: bigint): RedealView | null {
  const s = newState(db, DEFAULT_OPTIONS);
  const view = new GameState(db, DEFAULT_OPTIONS);
  const agents = [new ScriptedAgent(), new ScriptedAgent()];
  const rngs = [new Rng(s.rng, Stream.Agent0), new Rng(s.rng, Stream.Agent1)];
  resetGame(s, deck0, deck1, seed);
  const legal = new Int32Array(MAX_LEGAL);
  while (s.g[G.Decision] === Decision.Order || s.g[G.Decision] === Decision.Redeal) {
    const p = s.g[G.Decider]!;
    const n = legalActions(s, legal);
    observe(s, p, view);
    const a = agents[p]!.choose(view, p, legal, n, rngs[p]!);
    if (p === 0 && s.g[G.Decision] === Decision.Redeal) {
      const cards: number[] = [];
      const positions: number[] = [];
      for (let k = 0; k < listLen(view, 0, Zone.Deal); k++) {
        positions.push(listAt(view, 0, Zone.Deal, k));
        cards.push(view.card[listAt(view, 0, Zone.Deal, k)]!);
      }
      const deck = Array.from({ length: listLen(view, 0, Zone.Deck) }, (_, k) => view.card[listAt(view, 0, Zone.Deck, k)]!);
      const budget = { gold: view.g[G.Gold]!, silver: view.g[G.Silver]!, elements: view.g[G.Elements]!, flyerCost: view.g[G.FlyerCost]!, ground: view.g[G.SquadGround]! };
      const redeals = (key: number[]) => {
        const r = redealGain(db, cv, cards, deck, budget, DEFAULT_SCRIPTED.redealSamples, key);
        return r.redeal > r.keep * (1 + DEFAULT_SCRIPTED.redealMargin);
      };
      return { cards, chosen: a, byPositions: redeals(positions), byCards: redeals(cards) };
    }
    applyAction(s, a);
  }
  return null;
}

describe('scripted redeal samples are keyed by deal positions (A/B pairing)', () => {
  const base = canonicalDeck(load('variants/darkness-plague-rider.json'));
  const variant = alignVariant(base, load('variants/darkness-slua-witch.json')).cards;
  const field = canonicalDeck(load('forest.json'));
  const SEEDS = 300;

  it('the agent redeals exactly when the position-keyed estimate says so', () => {
    let distinguishing = 0;
    for (let k = 0; k < SEEDS; k++) {
      const seed = deriveGameSeed(11, k);
      const b = firstRedeal(base, field, seed)!;
      const v = firstRedeal(variant, field, seed)!;
      for (const r of [b, v]) {
        expect(r.chosen).toBe(r.byPositions ? REDEAL : KEEP);
        if (r.byPositions !== r.byCards) distinguishing++;
      }
    }
    // The two keys disagree in some games, so a card-keyed agent fails the first expectation.
    expect(distinguishing).toBeGreaterThan(0);
  });

  it('twins whose deals hold a swapped card disagree less often keyed by positions than by cards', () => {
    let swapped = 0;
    let differByPositions = 0;
    let differByCards = 0;
    for (let k = 0; k < SEEDS; k++) {
      const seed = deriveGameSeed(12, k);
      const b = firstRedeal(base, field, seed)!;
      const v = firstRedeal(variant, field, seed)!;
      if (b.cards.join() === v.cards.join()) continue;
      swapped++;
      if (b.byPositions !== v.byPositions) differByPositions++;
      if (b.byCards !== v.byCards) differByCards++;
    }
    expect(swapped).toBeGreaterThan(SEEDS / 2);
    // The swapped card still changes the estimate (it is in the deal); keyed by the cards, chance adds to that.
    expect(differByPositions).toBeLessThan(differByCards);
  });
});
