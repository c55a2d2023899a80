/**
 * Set 1, Тьма (darkness): activated abilities with counted amounts (abilities/counted-x.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('Дорогой-тест', { cost: 5 })]);
const ab = (k: number) => verb(Verb.Ability + k);

describe('Тьма: Керсамская знать', () => {
  it('Керсамская знать (s1_146): «буря крови» — получить дополнительную {health}, затем ранить выбранное существо на X (ваши карты с {health} больше начального)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Керсамская знать', seat: 0, at: 'C3' },
        { card: 'Дорогой-тест', seat: 0, at: 'A1', extraLives: 1 }, // counts
        { card: 'Дорогой-тест', seat: 0, at: 'B1', extraLives: 1, wounds: 1 }, // lives = printed: does not count
        { card: 'Дорогой-тест', seat: 1, at: 'E6', extraLives: 2 }, // an enemy card does not count
      ],
    });
    t.act(select('C3'), ab(0));
    expect(t.s.extraLives[t.card(0)]).toBe(1); // the extra life comes first
    expect(t.decision()).toBe(Decision.Target); // then the wound's target is declared
    t.act(target('E6'));
    expect(t.wounds(3)).toBe(2); // Керсамская знать itself and A1
    expect(t.closed(0)).toBe(true);
  });

  it('Керсамская знать (s1_146): X is at most 3; a wounded Знать does not count itself', () => {
    const many = ['A1', 'B1', 'D1', 'E1'].map((at) => ({ card: 'Дорогой-тест', seat: 0 as const, at, extraLives: 1 }));
    const t = battle(db, { cards: [{ card: 'Керсамская знать', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }, ...many] });
    t.act(select('C3'), ab(0), target('E6'));
    expect(t.wounds(1)).toBe(3);
    const u = battle(db, { cards: [{ card: 'Керсамская знать', seat: 0, at: 'C3', wounds: 1 }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }] });
    u.act(select('C3'), ab(0), target('E6'));
    expect(u.wounds(1)).toBe(0);
    expect(u.s.extraLives[u.card(0)]).toBe(1);
  });
});
