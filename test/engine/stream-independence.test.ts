/**
 * The game's random streams are independent (rng.ts): no stream is a shifted copy of another, and
 * their draws are uncorrelated at every lag up to 1,000. xor128's state after four steps is its
 * last four outputs, so a stream seeded with another's raw outputs *is* that stream shifted: once
 * the agent streams were the dice stream 4 and 8 draws ahead, and every agent's random choices
 * were the game's coming dice.
 */
import { describe, expect, it } from 'vitest';
import { STREAM_COUNT, Stream, deriveGameSeed, next32, seedStream, seedStreams, streamKey } from '../../src/engine/core/rng.js';
import seedrandom from 'seedrandom';
import { findShiftedCopies, maxCrossCorrelation } from '../helpers/streams.js';

const MAX_LAG = 1000;

function drawStreams(seed: bigint, len: number): Uint32Array[] {
  const w = new Uint32Array(STREAM_COUNT * 4);
  seedStreams(w, seed);
  const out: Uint32Array[] = [];
  for (let st = 0; st < STREAM_COUNT; st++) {
    const a = new Uint32Array(len);
    for (let k = 0; k < len; k++) a[k] = next32(w, st);
    out.push(a);
  }
  return out;
}

describe('rng streams: independent per game', () => {
  it('no stream is a shifted copy of another (window equality, lags 0..1000, 300 game seeds)', () => {
    for (let g = 0; g < 300; g++) {
      const seed = g < 100 ? BigInt(g) : deriveGameSeed(12345, g);
      const found = findShiftedCopies(drawStreams(seed, 4000), MAX_LAG);
      if (found.length > 0) expect(`seed ${seed}: ${found[0]}`).toBe(`seed ${seed}: no shifted copy`);
    }
  });

  it('every pair of streams is uncorrelated at lags -1000..1000 (8,192 draws, 6 game seeds)', () => {
    const n = 8192;
    // |r| of independent streams is ~N(0, 1/n): 5/√n keeps false alarms far below one in the 6 · 6 · 2,001 lags checked.
    const bound = 5 / Math.sqrt(n);
    for (let g = 0; g < 6; g++) {
      const seed = deriveGameSeed(777, g);
      const s = drawStreams(seed, n + MAX_LAG);
      for (let a = 0; a < STREAM_COUNT; a++) {
        for (let b = a + 1; b < STREAM_COUNT; b++) {
          const r = maxCrossCorrelation(s[a]!, s[b]!, n, MAX_LAG);
          if (r.abs >= bound) expect(`seed ${seed} streams ${a}/${b}: r=${r.abs.toFixed(3)} at lag ${r.lag}`).toBe(`below ${bound.toFixed(3)}`);
        }
      }
    }
  });

  it('game seed 12345: agent0 is no window of the dice stream (the agent0[i] === dice[i + 4] regression)', () => {
    const s = drawStreams(12345n, 64);
    let same4 = 0;
    let same8 = 0;
    for (let i = 0; i < 40; i++) {
      if (s[Stream.Agent0]![i] === s[Stream.Dice]![i + 4]) same4++;
      if (s[Stream.Agent1]![i] === s[Stream.Dice]![i + 8]) same8++;
    }
    expect(same4).toBe(0);
    expect(same8).toBe(0);
  });

  it('each stream is seedrandom.xor128 of its own key (streamKey), reproducible outside the engine', () => {
    const w = new Uint32Array(STREAM_COUNT * 4);
    const seed = deriveGameSeed(1, 3);
    seedStreams(w, seed);
    const keys = new Set<string>();
    for (let st = 0; st < STREAM_COUNT; st++) {
      const key = streamKey(seed, st);
      keys.add(key);
      const ref = seedrandom.xor128(key);
      for (let k = 0; k < 100; k++) expect(next32(w, st)).toBe(ref.int32() >>> 0);
      const one = new Uint32Array(4);
      seedStream(one, 0, key);
      expect(one[0]).not.toBe(0);
    }
    expect(keys.size).toBe(STREAM_COUNT);
  });
});
