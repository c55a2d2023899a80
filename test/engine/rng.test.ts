import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { Rng, Stream, deriveGameSeed, next32, nextFloat, nextInt, rollD6, seedHex, seedStream, seedStreams, streamKey } from '../../src/engine/core/rng.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { G } from '../../src/engine/core/state.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';

describe('rng: xor128 in the state buffer', () => {
  it('reproduces seedrandom.xor128 output value for value', () => {
    for (const key of ['a', 'berserk', '0000000000000001/dice']) {
      const ref = seedrandom.xor128(key);
      const words = new Uint32Array(16);
      seedStream(words, 2, key);
      for (let k = 0; k < 1000; k++) expect(nextFloat(words, 2)).toBe(ref());
    }
  });

  it('seeds in place exactly as seedrandom.xor128 does: any string key (empty, long, non-ASCII), and every stream of a game seed', () => {
    const keys = ['', 'x', 'decks/00ff00ff00ff00ff', 'determinize:12345', 'Берсерк ×3 — «ЗОО»', 'k'.repeat(300), '\u{1F0CF}'];
    for (const key of keys) {
      const st = seedrandom.xor128(key, { state: true }).state();
      const words = new Uint32Array(16).fill(0xdeadbeef);
      seedStream(words, 1, key);
      expect(Array.from(words.subarray(4, 8)), key).toEqual([st.x >>> 0, st.y >>> 0, st.z >>> 0, st.w >>> 0]);
    }
    for (let g = 0; g < 500; g++) {
      const seed = deriveGameSeed(77, g);
      const words = new Uint32Array(16);
      seedStreams(words, seed);
      for (let k = 0; k < 4; k++) {
        const st = seedrandom.xor128(streamKey(seed, k), { state: true }).state();
        expect(Array.from(words.subarray(4 * k, 4 * k + 4))).toEqual([st.x >>> 0, st.y >>> 0, st.z >>> 0, st.w >>> 0]);
      }
    }
  });

  it('int32 stepping matches seedrandom int32() >>> 0', () => {
    const ref = seedrandom.xor128('x');
    const words = new Uint32Array(4);
    seedStream(words, 0, 'x');
    for (let k = 0; k < 1000; k++) expect(next32(words, 0)).toBe(ref.int32() >>> 0);
  });

  it('nextInt(n) is seedrandom\'s Math.floor(prng() * n), small n and up to 2^32 alike', () => {
    for (const n of [1, 2, 3, 6, 7, 10, 1000, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0x100000000]) {
      const ref = seedrandom.xor128(`n${n}`);
      const words = new Uint32Array(4);
      seedStream(words, 0, `n${n}`);
      for (let k = 0; k < 20_000; k++) {
        const want = Math.floor(ref() * n);
        const got = nextInt(words, 0, n);
        if (got !== want) expect(`n=${n} draw ${k}: ${got}`).toBe(`n=${n} draw ${k}: ${want}`);
      }
    }
  });

  it('streams are independent: drawing from one leaves the others untouched', () => {
    const a = new Uint32Array(16);
    const b = new Uint32Array(16);
    seedStreams(a, 42n);
    seedStreams(b, 42n);
    for (let k = 0; k < 100; k++) next32(a, Stream.Agent0);
    for (let k = 0; k < 50; k++) expect(rollD6(a, Stream.Dice)).toBe(rollD6(b, Stream.Dice));
    for (let k = 0; k < 50; k++) expect(next32(a, Stream.Deal)).toBe(next32(b, Stream.Deal));
  });

  it('dice are uniform over 1..6', () => {
    const w = new Uint32Array(16);
    seedStreams(w, 7n);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let k = 0; k < 60000; k++) counts[rollD6(w, Stream.Dice)]!++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 6; f++) expect(Math.abs(counts[f]! - 10000)).toBeLessThan(400);
  });
});

describe('rng: per-game seeds', () => {
  it('are a SplitMix-style mix of (run seed, game index), not base + i', () => {
    const s0 = deriveGameSeed(1, 0);
    const s1 = deriveGameSeed(1, 1);
    expect(s1 - s0).not.toBe(1n);
    expect(deriveGameSeed(1, 0)).toBe(s0);
    expect(deriveGameSeed(2, 0)).not.toBe(s0);
    // Neighbouring indices differ in about half of the 64 bits.
    let bits = 0;
    for (let i = 0; i < 200; i++) {
      let x = deriveGameSeed(99, i) ^ deriveGameSeed(99, i + 1);
      while (x) {
        bits += Number(x & 1n);
        x >>= 1n;
      }
    }
    expect(bits / 200).toBeGreaterThan(26);
    expect(bits / 200).toBeLessThan(38);
  });

  it('pins the first values (a change here changes every recorded result)', () => {
    expect(seedHex(deriveGameSeed(1, 0))).toBe('dce423fc82c0d5b8');
    expect(seedHex(deriveGameSeed(12345, 7))).toBe('d06d745966142d08');
    const s = deriveGameSeed(1, 0);
    expect([Stream.Deal, Stream.Dice, Stream.Agent0, Stream.Agent1].map((k) => streamKey(s, k))).toEqual(['3794e6e84d2bac70', '6abca7420f7bb76b', 'e9b2a6e5af84607c', '942f78ad8af44c85']);
  });
});

describe('rng: an agent stream never changes the game', () => {
  it('drawing extra agent randomness leaves shuffles and dice unchanged', () => {
    const db = cardDb();
    const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
    const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;
    const a = newState(db, DEFAULT_OPTIONS);
    const b = newState(db, DEFAULT_OPTIONS);
    resetGame(a, d0, d1, 5n);
    resetGame(b, d0, d1, 5n);
    const rngA = new Rng(a.rng, Stream.Agent0);
    for (let k = 0; k < 1000; k++) rngA.int(10); // a "search" burning agent randomness
    const la = new Int32Array(128);
    const lb = new Int32Array(128);
    // Both games take the same (first legal) action every time: the deal and dice streams must agree.
    for (let step = 0; step < 400 && a.g[G.Decision] !== 0; step++) {
      const na = legalActions(a, la);
      const nb = legalActions(b, lb);
      expect(na).toBe(nb);
      applyAction(a, la[na - 1]!);
      applyAction(b, lb[nb - 1]!);
      expect(a.rng.slice(0, 8)).toEqual(b.rng.slice(0, 8));
      expect(Array.from(a.card)).toEqual(Array.from(b.card));
    }
  });
});
