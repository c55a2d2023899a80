import { describe, expect, it } from 'vitest';
import { cardDb } from '../../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { GameState, HASHED_WORDS, MAX_INST, STATE_BYTES, cloneState, copyInto, stateHash } from '../../src/engine/core/state.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';

const db = cardDb();
const d0 = loadDeckFile('decks/mountain.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/darkness.json', db.defs).cardIndices;

describe('state: one buffer, cloned by one copy', () => {
  // A guard against accidental growth: the clone (one buffer copy) must stay well under 1 µs (bench).
  it('fits in a few kilobytes (under 12 KiB)', () => {
    expect(STATE_BYTES).toBeLessThan(12 * 1024);
  });

  it('a copy equals its source and evolves identically; the source is untouched by the copy', () => {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, d0, d1, 3n);
    const legal = new Int32Array(128);
    for (let k = 0; k < 60; k++) applyAction(s, legal[legalActions(s, legal) > 2 ? 1 : 0]!);
    const c = new GameState(db, DEFAULT_OPTIONS);
    copyInto(c, s);
    expect(stateHash(c)).toBe(stateHash(s));
    const before = stateHash(s);
    for (let k = 0; k < 40; k++) {
      const n = legalActions(c, legal);
      if (n === 0) break;
      applyAction(c, legal[0]!);
    }
    expect(stateHash(s)).toBe(before);
    const s2 = cloneState(s);
    const c2 = cloneState(s);
    for (let k = 0; k < 40; k++) {
      const n = legalActions(s2, legal);
      if (n === 0) break;
      applyAction(s2, legal[n >> 1]!);
      applyAction(c2, legal[n >> 1]!);
      expect(stateHash(c2)).toBe(stateHash(s2));
    }
  });

  it('the hash sees a change in any field', () => {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, d0, d1, 3n);
    const h = stateHash(s);
    for (const arr of [s.wounds, s.flags, s.counters]) {
      arr[5] = arr[5]! + 1;
      expect(stateHash(s)).not.toBe(h);
      arr[5] = arr[5]! - 1;
      expect(stateHash(s)).toBe(h);
    }
    s.rng[3] = s.rng[3]! ^ 1;
    expect(stateHash(s)).not.toBe(h);
  });

  it('the hash sees a one-bit change in every word of the state, the last words included, and which word changed', () => {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, d0, d1, 3n);
    const w = s.words;
    // Only the derived words follow the hashed ones: the restriction words (durations.ts recomputeRestrict),
    // then the derived timed words (durations.ts recomputeTimedX).
    expect(s.restrict.byteOffset).toBe(HASHED_WORDS * 4);
    expect(s.timedX.byteOffset).toBe(HASHED_WORDS * 4 + Math.ceil((MAX_INST + 4) / 8) * 8);
    expect(w.length - HASHED_WORDS).toBe((Math.ceil((MAX_INST + 4) / 8) * 8 + MAX_INST + 4) / 4);
    const h = stateHash(s);
    const seen = new Set<string>([h]);
    const missed: number[] = [];
    for (let k = 0; k < HASHED_WORDS; k++) {
      const bit = 1 << (k % 32);
      w[k] = w[k]! ^ bit;
      const hk = stateHash(s);
      if (hk === h || seen.has(hk)) missed.push(k); // unchanged, or the same hash as another word's flip
      seen.add(hk);
      w[k] = w[k]! ^ bit;
    }
    expect(missed).toEqual([]);
    expect(stateHash(s)).toBe(h);
    // Swapping two different words is a different state too.
    const k0 = w.findIndex((v, k) => k > 0 && v !== w[k - 1]);
    const t = w[k0]!;
    w[k0] = w[k0 - 1]!;
    w[k0 - 1] = t;
    expect(stateHash(s)).not.toBe(h);
  });
});
