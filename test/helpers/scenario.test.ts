/**
 * Self-tests of the test DSL: forced dice are exact, peeking does not advance the stream, and the
 * battle() lookups name the right instances.
 */
import { describe, expect, it } from 'vitest';
import { Stream, rollD6 } from '../../src/engine/core/rng.js';
import { Zone } from '../../src/engine/core/enums.js';
import { battle, diceWordsFor, makeDb, peekRolls, seedFor, withRolls } from './scenario.js';

const db = makeDb();

describe('withRolls', () => {
  it('forces every sequence of 1–3 dice exactly, and longer ones too', () => {
    const w = new Uint32Array(16);
    const seqs: number[][] = [];
    for (let a = 1; a <= 6; a++) {
      seqs.push([a]);
      for (let b = 1; b <= 6; b++) {
        seqs.push([a, b]);
        for (let c = 1; c <= 6; c++) seqs.push([a, b, c]);
      }
    }
    seqs.push([6, 6, 6, 6, 6], [1, 2, 3, 4, 5, 6]);
    for (const seq of seqs) {
      w.set(diceWordsFor(seq), Stream.Dice * 4);
      expect(seq.map(() => rollD6(w, Stream.Dice)), seq.join(',')).toEqual(seq);
    }
  });

  it('touches only the Dice stream; peekRolls does not advance it', () => {
    const t = battle(db, { cards: [{ card: 'Орк', seat: 0, at: 'C3' }, { card: 'Орк', seat: 1, at: 'C4' }] });
    const before = Array.from(t.s.rng);
    withRolls(t.s, [2, 5]);
    const after = Array.from(t.s.rng);
    for (let k = 0; k < 16; k++) if (k < 4 || k >= 8) expect(after[k]).toBe(before[k]);
    expect(peekRolls(t.s, 2)).toEqual([2, 5]);
    expect(peekRolls(t.s, 2)).toEqual([2, 5]);
  });
});

describe('seedFor', () => {
  it('finds a game seed whose dice start with the given rolls; a scenario with that seed rolls them', () => {
    for (const seq of [[6], [1, 1], [6, 1, 3]]) {
      const seed = seedFor(seq);
      const t = battle(db, { seed, cards: [{ card: 'Орк', seat: 0, at: 'C3' }, { card: 'Орк', seat: 1, at: 'C4' }] });
      expect(peekRolls(t.s, seq.length)).toEqual(seq);
    }
  });
});

describe('battle()', () => {
  it('looks cards up by list position and by name', () => {
    const t = battle(db, {
      cards: [
        { card: 'Орк', seat: 0, at: 'C3' },
        { card: 'Кочевник', seat: 1, at: 'C4', wounds: 2 },
        { card: 's1_14', seat: 1, at: 'aux' },
      ],
    });
    expect(t.ids).toEqual([0, 50, 51]);
    expect(t.card('Кочевник')).toBe(50);
    expect(t.card('Пустынный кондор')).toBe(51);
    expect(t.wounds(1)).toBe(2);
    expect([t.cellOf(0), t.cellOf(2)]).toEqual(['C3', 'aux']);
    expect(t.zoneOf(2)).toBe(Zone.Aux);
    expect(() => t.act(12345)).toThrow(/illegal action/);
  });
});
