/**
 * The search agents' generators are unrelated to the game's streams (mcts.ts, rng.ts
 * seedStreamFrom): the private generator is no window of the seat's stream, and a sampled world's
 * streams are neither the game's future draws (a world's dice are not the game's coming dice) nor
 * windows of the private generator or of each other. With xor128, a state filled with another
 * generator's consecutive outputs continues that generator's sequence, which is how a world's dice
 * once were the real game's future dice.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { next32 } from '../../dist/src/engine/core/rng.js';
import { G } from '../../dist/src/engine/core/state.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { RandomAgent } from '../../dist/src/agents/random.js';
import { DEFAULT_OPTIONS, Rng, Stream, applyAction, currentPlayer, db, decks, legalActions, newState, resetGame, viewFor } from '../agents/common.js';
import { findShiftedCopies } from '../helpers/streams.js';

const FUTURE = 6000;
const WORLD_DRAWS = 600;
const WORLDS = 40;

function draws(words: Uint32Array, stream: number, len: number): Uint32Array {
  const w = words.slice();
  const out = new Uint32Array(len);
  for (let k = 0; k < len; k++) out[k] = next32(w, stream);
  return out;
}

/** A battle position of a real game with a choice to make (random play from the deal). */
function battlePosition(seed: bigint) {
  const s = newState(db, DEFAULT_OPTIONS);
  resetGame(s, decks[0]!, decks[1]!, seed);
  const legal = new Int32Array(128);
  const random = new RandomAgent();
  for (let step = 0; step < 10_000; step++) {
    const p = currentPlayer(s);
    if (p < 0) break;
    const n = legalActions(s, legal);
    if (s.g[G.Decision] === Decision.Main && s.g[G.Turn]! >= 3 && n > 1) return s;
    applyAction(s, random.choose(s, p, legal, n, new Rng(s.rng, Stream.Agent0 + p)));
  }
  throw new Error('no battle position');
}

describe('search generators: independent of the game streams', () => {
  for (const spec of ['mcts:60', 'pimc:60', 'cheat:60']) {
    it(`${spec}: its private generator and its worlds' streams are no window of the game's future draws or of each other`, () => {
      for (const seed of [11n, 12345n, 987654321n]) {
        const s = battlePosition(seed);
        const p = currentPlayer(s);
        // The game's future: every stream as it stands before the agent draws anything.
        const future = [Stream.Deal, Stream.Dice, Stream.Agent0, Stream.Agent1].map((st) => draws(s.rng, st, FUTURE));
        const names = ['game deal', 'game dice', 'game agent0', 'game agent1'];
        const agent = createAgent(spec);
        const a = agent as unknown as { reseed(dst: { rng: Uint32Array }): void; prngWords: Uint32Array };
        const worlds: Uint32Array[] = [];
        let firstPrng: Uint32Array | null = null;
        const reseed = a.reseed.bind(agent);
        a.reseed = (dst) => {
          if (!firstPrng) firstPrng = a.prngWords.slice();
          reseed(dst);
          if (worlds.length < 4 * WORLDS) for (let st = 0; st < 4; st++) worlds.push(draws(dst.rng, st, WORLD_DRAWS));
        };
        const legal = new Int32Array(128);
        const n = legalActions(s, legal);
        agent.choose(viewFor(agent, s, p), p, legal, n, new Rng(s.rng, Stream.Agent0 + p));
        expect(worlds.length).toBeGreaterThan(0);
        const seqs = [...future, draws(firstPrng!, 0, FUTURE), ...worlds];
        names.push('private generator');
        for (let k = 0; k < worlds.length; k++) names.push(`world ${k >> 2} stream ${k & 3}`);
        const found = findShiftedCopies(seqs, Infinity, 3, names);
        if (found.length > 0) expect(`seed ${seed}: ${found.slice(0, 3).join('; ')}`).toBe(`seed ${seed}: no shared window`);
      }
    });
  }
});
