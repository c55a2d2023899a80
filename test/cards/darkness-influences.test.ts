/**
 * Set 1, Тьма (darkness): influences with several targets (mechanics/strike/splash.ts) and composite heals.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, targetAux, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Дорогой-тест', { cost: 5 }),
  synth('Сильный-тест', { strike: [3, 3, 3] }),
  synth('Тёмный-тест', { element: 'darkness' }),
  synth('Птица-тест', { type: 'flyer', move: null }),
]);
const ab = (k: number) => verb(Verb.Ability + k);

describe('Тьма: Герольд мрака', () => {
  it('Герольд мрака (s1_144): «диссонанс» — ранить на 1 выбранное существо и каждое стоящее рядом с ним существо противника с таким же значением слабого {strike}', () => {
    const t = battle(db, {
      cards: [
        { card: 'Герольд мрака', seat: 0, at: 'C2' },
        { card: 'Дорогой-тест', seat: 1, at: 'C4' }, // the chosen one, weak 1
        { card: 'Дорогой-тест', seat: 1, at: 'B4' }, // weak 1: wounded
        { card: 'Сильный-тест', seat: 1, at: 'D4' }, // weak 3: not
        { card: 'Дорогой-тест', seat: 0, at: 'C3' }, // own, weak 1: not (only enemy creatures)
        { card: 'Дорогой-тест', seat: 1, at: 'C6' }, // not next to C4
      ],
    });
    t.act(select('C2'), ab(0), target('C4'));
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4), t.wounds(5)]).toEqual([1, 1, 0, 0, 0]);
    expect(t.closed(0)).toBe(true);
  });

  it('Герольд мрака (s1_144): (ruling) the printed weak strike counts, not a modified one; (ruling) a flyer may be chosen', () => {
    const t = battle(db, { cards: [{ card: 'Герольд мрака', seat: 0, at: 'C2' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, { card: 'Дорогой-тест', seat: 1, at: 'B4' }] });
    t.s.tStrike[t.card(2)] = 2; // a timed +2 to B4's strike
    t.act(select('C2'), ab(0), target('C4'));
    expect(t.wounds(2)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Герольд мрака', seat: 0, at: 'C2' }, { card: 'Птица-тест', seat: 1, at: 'aux' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }] });
    u.act(select('C2'), ab(0), targetAux(1, 0));
    expect(u.wounds(1)).toBe(1);
  });
});

describe('Тьма: Сшиватель плоти', () => {
  it('Сшиватель плоти (s1_148): {tap}: Излечить темное существо на 1, при этом получить {counter}', () => {
    const t = battle(db, {
      cards: [
        { card: 'Сшиватель плоти', seat: 0, at: 'C3' },
        { card: 'Тёмный-тест', seat: 0, at: 'A1', wounds: 2 },
        { card: 'Дорогой-тест', seat: 0, at: 'B1', wounds: 2 },
        { card: 'Тёмный-тест', seat: 1, at: 'E6', wounds: 1 },
      ],
    });
    t.act(select('C3'), ab(1)); // the heal is its second ability (the first: mechanics/features/stitch.ts, darkness-stitch.test.ts)
    expect(t.legal()).toContain(target('A1'));
    expect(t.legal()).toContain(target('E6')); // any dark creature
    expect(t.legal()).not.toContain(target('B1')); // not a dark one
    t.act(target('A1'));
    expect(t.wounds(1)).toBe(1);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Тьма: Герольд мрака — скрытые карты (ruling s1_144)', () => {
  const cards = (hiddenStrong: boolean) => [
    { card: 'Герольд мрака', seat: 0 as const, at: 'C2' },
    { card: 'Дорогой-тест', seat: 1 as const, at: 'C4' }, // the chosen one, weak 1
    { card: 'Дорогой-тест', seat: 1 as const, at: 'B4' }, // open, weak 1
    { card: hiddenStrong ? 'Сильный-тест' : 'Дорогой-тест', seat: 1 as const, at: 'C5', hidden: true },
    { card: 'Дорогой-тест', seat: 1 as const, at: 'D5', hidden: true },
  ];
  it('Герольд мрака (s1_144): ruling — the controller picks the hidden neighbours to include; they are revealed together and wounded if they qualify; the others stay hidden', () => {
    const t = battle(db, { cards: cards(false) });
    t.act(select('C2'), ab(0), target('C4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C5'), target('D5'), PASS]);
    t.act(target('C5'), PASS);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([1, 1, 1, 0]);
    expect(t.hidden(3)).toBe(false);
    expect(t.hidden(4)).toBe(true);
    expect(t.closed(0)).toBe(true);
  });

  it('Герольд мрака (s1_144): ruling — a picked hidden card that does not qualify: nobody is wounded, Герольд мрака still closes', () => {
    const t = battle(db, { cards: cards(true) });
    t.act(select('C2'), ab(0), target('C4'), target('C5'), PASS);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([0, 0, 0, 0]);
    expect(t.hidden(3)).toBe(false);
    expect(t.closed(0)).toBe(true);
  });
});
