/**
 * Set 1, Тьма (darkness): rule keywords that change geometry and targets (core/systems/keywords.ts):
 * Возница (edge cells of a row are neighbours), Мерцающий змей (enemy shots and throws only at it).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, makeDb, noDefender, select, synth, target, targetAux, verb } from '../helpers/scenario.js';

const db = makeDb([synth('Дорогой-тест', { cost: 5 })]);
const ab = (k: number) => verb(Verb.Ability + k);

describe('Тьма: Возница', () => {
  it('Возница (s1_143): перемещается между крайними клетками ряда как на рядом стоящую клетку', () => {
    const t = battle(db, { cards: [{ card: 'Возница', seat: 0, at: 'A2' }, { card: 'Дорогой-тест', seat: 1, at: 'C6' }] });
    t.act(select('A2'), verb(Verb.Move));
    expect(t.legal()).toContain(target('E2')); // one step
    expect(t.legal()).toContain(target('D2')); // two steps: over the edge, then left
    expect(t.legal()).not.toContain(target('D1')); // three steps
    t.act(target('E2'));
    expect(t.cellOf(0)).toBe('E2');
    expect(t.moveLeft(0)).toBe(1);
  });

  it('Возница (s1_143): объявляет {strike} с крайней клетки ряда по существу на противоположной клетке ряда', () => {
    const t = battle(db, { cards: [{ card: 'Возница', seat: 0, at: 'A3' }, { card: 'Дорогой-тест', seat: 1, at: 'E3' }, { card: 'Дорогой-тест', seat: 1, at: 'E4' }] });
    t.act(select('A3'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('E3')]); // not E4: only the opposite cell of the same row
    t.rolls(6, 1).act(target('E3'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(1)).toBe(3);
  });

  it('Возница (s1_143): (negative) other cards do not wrap; not from a middle cell', () => {
    const t = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'A3' }, { card: 'Дорогой-тест', seat: 1, at: 'E3' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }] });
    t.act(select('A3'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('E3'));
    expect(t.legal()).not.toContain(target('D3'));
    const u = battle(db, { cards: [{ card: 'Возница', seat: 0, at: 'B3' }, { card: 'Дорогой-тест', seat: 1, at: 'E3' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }] });
    u.act(select('B3'));
    expect(u.legal()).not.toContain(verb(Verb.Strike));
  });
});

describe('Тьма: Мерцающий змей', () => {
  it('Мерцающий змей (s1_167): карты противника могут объявлять выстрел и метание только по нему', () => {
    const t = battle(db, { cards: [{ card: 'Огненный имп', seat: 0, at: 'A1' }, { card: 'Мерцающий змей', seat: 1, at: 'aux' }, { card: 'Дорогой-тест', seat: 1, at: 'A4' }] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([targetAux(1, 0)]);
    t.rolls(1).act(targetAux(1, 0));
    expect(t.wounds(1)).toBe(1);
    // A throw as an ability too (Хозяин склепа), at any range.
    const u = battle(db, { cards: [{ card: 'Хозяин склепа', seat: 0, at: 'A1' }, { card: 'Мерцающий змей', seat: 1, at: 'aux' }, { card: 'Дорогой-тест', seat: 1, at: 'A5' }] });
    u.act(select('A1'), ab(2));
    expect(u.legal()).toEqual([targetAux(1, 0)]);
  });

  it('Мерцающий змей (s1_167): (negative) discharges and its own side are not restricted', () => {
    const t = battle(db, { cards: [{ card: 'Суккуб-истязатель', seat: 0, at: 'A1' }, { card: 'Мерцающий змей', seat: 1, at: 'aux' }, { card: 'Дорогой-тест', seat: 1, at: 'A4' }] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('A4'), targetAux(1, 0)]);
    const u = battle(db, { cards: [{ card: 'Огненный имп', seat: 1, at: 'A4' }, { card: 'Мерцающий змей', seat: 1, at: 'aux' }, { card: 'Дорогой-тест', seat: 0, at: 'A1' }], active: 1 });
    u.act(select('A4'), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('A1')]);
  });
});
