import { describe, expect, it } from 'vitest';
import { deriveGameSeed } from '../../src/engine/core/rng.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { type SimConfig, newPlan, planGame, shardCount, shardGames, sliceShards, totalGames } from '../../src/sim/config.js';
import { MIN_PART_GAMES, tailParts } from '../../src/sim/runner.js';

function config(over: Partial<SimConfig>): SimConfig {
  return {
    format: 1,
    mode: 'pair',
    seed: '9',
    games_per_pairing: 10,
    paired: false,
    alternate_seats: false,
    shard_size: 256,
    options: DEFAULT_OPTIONS,
    decks: [],
    agents: ['random'],
    pairings: [{ a: { deck: 0, agent: 0 }, b: { deck: 1, agent: 0 } }],
    ...over,
  };
}

describe('game plans', () => {
  it('a plain pair run: --deck1 is always P1, every game has its own seed', () => {
    const c = config({});
    for (let g = 0; g < 10; g++) {
      const p = planGame(c, 9n, g, newPlan());
      expect([p.deck0, p.deck1, p.swap]).toEqual([0, 1, false]);
      expect(p.seed).toBe(deriveGameSeed(9n, g));
    }
  });
  it('--paired: games 2k and 2k+1 share the seed, seats swapped', () => {
    const c = config({ paired: true, alternate_seats: true });
    for (let k = 0; k < 5; k++) {
      const a = planGame(c, 9n, 2 * k, newPlan());
      const b = planGame(c, 9n, 2 * k + 1, newPlan());
      expect(a.seed).toBe(deriveGameSeed(9n, 2 * k));
      expect(b.seed).toBe(a.seed);
      expect([a.deck0, a.deck1, b.deck0, b.deck1]).toEqual([0, 1, 1, 0]);
    }
  });
  it('matrix pairings own consecutive blocks of games; seats alternate', () => {
    const c = config({
      mode: 'matrix',
      alternate_seats: true,
      games_per_pairing: 4,
      pairings: [
        { a: { deck: 0, agent: 0 }, b: { deck: 1, agent: 0 } },
        { a: { deck: 0, agent: 0 }, b: { deck: 2, agent: 0 } },
        { a: { deck: 1, agent: 0 }, b: { deck: 2, agent: 0 } },
      ],
    });
    expect(totalGames(c)).toBe(12);
    const seats = Array.from({ length: 12 }, (_, g) => planGame(c, 9n, g, newPlan())).map((p) => `${p.deck0}${p.deck1}`);
    expect(seats).toEqual(['01', '10', '01', '10', '02', '20', '02', '20', '12', '21', '12', '21']);
  });
});

describe('shards and slices', () => {
  it('shards are shard_size games, the last one shorter', () => {
    const c = config({ games_per_pairing: 1000 });
    expect(shardCount(c)).toBe(4);
    expect([0, 1, 2, 3].map((k) => shardGames(c, k))).toEqual([
      { first: 0, count: 256 },
      { first: 256, count: 256 },
      { first: 512, count: 256 },
      { first: 768, count: 232 },
    ]);
  });
  it('slices i/n partition the shards into contiguous ranges', () => {
    for (const shards of [1, 4, 7, 100]) {
      for (const n of [1, 2, 3, 8]) {
        let next = 0;
        for (let i = 0; i < n; i++) {
          const { lo, hi } = sliceShards(shards, i, n);
          expect(lo).toBe(next);
          expect(hi).toBeGreaterThanOrEqual(lo);
          next = hi;
        }
        expect(next).toBe(shards);
      }
    }
  });
});

describe('split tail shards (runner.ts tailParts)', () => {
  it('cuts a shard into 2 × workers parts that cover it in order, none under the minimum', () => {
    expect(tailParts(1024, 2)).toEqual([256, 256, 256, 256]);
    expect(tailParts(304, 2)).toEqual([76, 76, 76, 76]);
    expect(tailParts(1027, 2)).toEqual([257, 257, 257, 256]);
    expect(tailParts(100, 2)).toEqual([34, 33, 33]);
    expect(tailParts(MIN_PART_GAMES - 1, 4)).toEqual([MIN_PART_GAMES - 1]);
    for (const [n, w] of [[1024, 3], [777, 4], [33, 2], [1, 2]] as const) {
      const parts = tailParts(n, w);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(n);
      expect(parts.length).toBeLessThanOrEqual(2 * w);
      if (parts.length > 1) expect(Math.min(...parts)).toBeGreaterThanOrEqual(MIN_PART_GAMES);
    }
  });
});
