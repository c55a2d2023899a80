/**
 * Set 1, Тьма (darkness): activated abilities with counted amounts (mechanics/wounds/counted-x.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
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

describe('Тьма: Ведьма слуа', () => {
  const settle = (t: ReturnType<typeof battle>) => {
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  };
  const toAmount = (t: ReturnType<typeof battle>) => {
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
  };
  const witchAb = (t: ReturnType<typeof battle>) => {
    t.act(select('C2'));
    const v = t.legal().filter((a) => a >= verb(Verb.Ability));
    expect(v.length).toBe(1);
    return v[0]!;
  };

  it('Ведьма слуа (s1_140): {tap}: снимите X дополнительных жизней, при этом — разряд на X (X from 1 to its extra lives)', () => {
    const t = battle(db, { cards: [{ card: 'Ведьма слуа', seat: 0, at: 'C2', extraLives: 3 }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }] });
    t.act(witchAb(t), target('C5'));
    toAmount(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2, AMOUNT + 3]);
    t.rolls(1).act(AMOUNT + 2);
    settle(t);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
    expect(t.wounds(1)).toBe(2); // разряд на X, whatever the die
    expect(t.closed(0)).toBe(true);
  });

  it('Ведьма слуа (s1_140): without extra lives the ability is not offered', () => {
    const t = battle(db, { cards: [{ card: 'Ведьма слуа', seat: 0, at: 'C2' }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }] });
    t.act(select('C2'));
    expect(t.legal().some((a) => a >= verb(Verb.Ability))).toBe(false);
  });

  it('Ведьма слуа (s1_140): ruling — 9 wounds and 4 extra lives: it may remove the 4 lives, but dies before the discharge', () => {
    const t = battle(db, { cards: [{ card: 'Ведьма слуа', seat: 0, at: 'C2', extraLives: 4, wounds: 9 }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }, { card: 'Дорогой-тест', seat: 0, at: 'A1' }] });
    t.act(witchAb(t), target('C5'));
    toAmount(t);
    expect(t.legal()).toContain(AMOUNT + 4);
    t.act(AMOUNT + 4);
    settle(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
  });
});
