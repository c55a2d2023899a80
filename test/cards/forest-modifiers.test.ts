/**
 * Set 1, Леса: the cards whose text is played by the static modifiers (core/systems/modifiers.ts) and
 * jumps — one scenario per clause, with synthetic opponents.
 * Dice: a closed target rolls nothing (1–3 weak, 4–5 medium, 6 strong); open target 6 v 1 → strong,
 * 4 v 1 → medium, 4 v 3 → weak.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, makeDb, select, selectAux, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Л-Мишень', { life: 20 }),
  synth('Л-Соратник', { life: 20 }),
  synth('Л-Разрядник', { life: 20, move: 1, ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 } }),
  synth('Л-Заклинатель', { life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'spell' }] }),
  synth('Л-Птица', { type: 'flyer', move: null, life: 20, strike: [3, 3, 3] }),
  synth('Л-Стрелок', { life: 20, move: 1, ranged: { kind: 'shot', values: [3, 3, 3] } }),
  synth('Л-Степняк', { life: 20, element: 'steppe', strike: [3, 3, 3] }),
  synth('Л-Горец', { life: 20, element: 'mountain', strike: [3, 3, 3] }),
  synth('Л-Быстрый', { life: 20, move: 2, strike: [3, 3, 3] }),
  synth('Л-Медленный', { life: 20, move: 1, strike: [3, 3, 3] }),
  synth('Л-Дешёвый', { life: 20, cost: 3, strike: [4, 4, 4], ranged: { kind: 'discharge', values: [4, 4, 4] } }),
  synth('Л-Дорогой', { life: 20, cost: 4, strike: [4, 4, 4] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false, wounds = 0) => ({ card, seat, at: cell, closed, wounds });

describe('Атекар (s1_69): +1 к метанию, если напротив Атекара стоит ваше существо без ран', () => {
  it('+1 with an unwounded own creature on the cell in front of it', () => {
    const t = battle(db, { cards: [at('Атекар', 0, 'C1'), at('Л-Соратник', 0, 'C2'), at('Л-Мишень', 1, 'C4')] });
    t.rolls(6).act(select('C1'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(2)).toBe(3); // 2 + 1
  });

  it('no bonus when that creature is wounded, or stands beside it, or is the enemy\'s', () => {
    for (const cards of [
      [at('Атекар', 0, 'C2'), at('Л-Соратник', 0, 'C3', false, 1), at('Л-Мишень', 1, 'C5')],
      [at('Атекар', 0, 'C2'), at('Л-Соратник', 0, 'D3'), at('Л-Мишень', 1, 'C5')],
      [at('Атекар', 0, 'C2'), at('Л-Соратник', 1, 'C3', true), at('Л-Мишень', 1, 'C5')],
    ]) {
      const t = battle(db, { cards });
      t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
      expect(t.wounds(2)).toBe(2);
    }
  });
});

describe('Дракс (s1_70): +1 к {strike} по картам, обладающим разрядом, магическим ударом или заклинанием', () => {
  it('+1 against a card with a discharge or a spell, not against a plain card', () => {
    for (const [name, w] of [['Л-Разрядник', 3], ['Л-Заклинатель', 3], ['Л-Мишень', 2], ['Тергала', 3]] as const) {
      const t = battle(db, { cards: [at('Дракс', 0, 'aux'), at(name, 1, 'C4', true)] });
      t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1), name).toBe(w);
    }
  });
});

describe('Эриала (s1_78): +1 к выстрелу по картам в N-м ряду противника, если стоит в вашем N-м ряду', () => {
  it('first row → first row, second → second, third → third: +1; other rows: none', () => {
    const cases: [string, string, number][] = [
      ['C3', 'A4', 2], // own row 1 → enemy row 1
      ['C3', 'A5', 1],
      ['C2', 'A5', 2], // own row 2 → enemy row 2
      ['C2', 'A6', 1],
      ['C1', 'E6', 2], // own row 3 → enemy row 3
      ['C1', 'E4', 1],
    ];
    for (const [from, to, w] of cases) {
      const t = battle(db, { cards: [at('Эриала', 0, from), at('Л-Мишень', 1, to)] });
      t.rolls(6).act(select(from), verb(Verb.Ranged), target(to));
      expect(t.wounds(1), `${from}→${to}`).toBe(w);
    }
  });

  it('seat 2: its own rows count from its side', () => {
    const t = battle(db, { active: 1, cards: [at('Эриала', 1, 'C5'), at('Л-Мишень', 0, 'B2')] });
    t.rolls(6).act(select('C5'), verb(Verb.Ranged), target('B2'));
    expect(t.wounds(1)).toBe(2);
  });
});

describe('Вожак сатиров (s1_81): -1 от атак летающих', () => {
  it('a flyer\'s strike deals 1 less; a ground creature\'s the same', () => {
    const t = battle(db, { cards: [at('Л-Птица', 0, 'aux'), at('Вожак сатиров', 1, 'C4', true)] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Л-Медленный', 0, 'C3'), at('Вожак сатиров', 1, 'C4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('its own counter-strike at a flyer is not reduced, and the flyer\'s counter-strike is not an attack', () => {
    // Вожак (2-3-4) strikes the open flyer: 1 v 6 → medium counter-strike 3 from the flyer, not reduced.
    const t = battle(db, { cards: [at('Вожак сатиров', 0, 'C3'), at('Л-Птица', 1, 'aux')] });
    t.rolls(1, 6);
    t.act(select('C3'), verb(Verb.Strike));
    const legal = t.legal();
    t.act(legal[legal.length - 1]!);
    expect(t.wounds(0)).toBe(3);
  });
});

describe('Серк (s1_83): -1 от атак существ с {move}2 или больше', () => {
  it('printed movement 2: -1; movement 1: none (ruling: the printed value)', () => {
    const t = battle(db, { cards: [at('Л-Быстрый', 0, 'C3'), at('Серк', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Л-Медленный', 0, 'C3'), at('Серк', 1, 'C4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('a flyer has no printed movement: no reduction', () => {
    const t = battle(db, { cards: [at('Л-Птица', 0, 'aux'), at('Серк', 1, 'C4', true)] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
  });
});

describe('Грызь (s1_89): Прыжок, дальность 4', () => {
  it('jumps to a free cell 4 away instead of moving', () => {
    const t = battle(db, { cards: [at('Грызь', 0, 'A1'), at('Л-Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 1));
    expect(t.legal()).toContain(target('D2')); // 3 + 1
    expect(t.legal()).toContain(target('A5'));
    expect(t.legal()).not.toContain(target('E2')); // 5 away
    t.act(target('D2'));
    expect(t.cellOf(0)).toBe('D2');
  });
});

describe('Дикий целитель (s1_91): +1 к {strike} и {ova}, пока рядом стоят хотя бы три ваших существа без ран', () => {
  it('three unwounded own neighbours: +1 to its strike', () => {
    const cards = [at('Дикий целитель', 0, 'C3'), at('Л-Мишень', 1, 'C4', true), at('Л-Соратник', 0, 'B3'), at('Л-Соратник', 0, 'D3'), at('Л-Соратник', 0, 'C2')];
    const t = battle(db, { cards });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(5); // strong 4 + 1
  });

  it('one of them wounded, or only two: no bonus', () => {
    for (const cards of [
      [at('Дикий целитель', 0, 'C3'), at('Л-Мишень', 1, 'C4', true), at('Л-Соратник', 0, 'B3'), at('Л-Соратник', 0, 'D3'), at('Л-Соратник', 0, 'C2', false, 1)],
      [at('Дикий целитель', 0, 'C3'), at('Л-Мишень', 1, 'C4', true), at('Л-Соратник', 0, 'B3'), at('Л-Соратник', 0, 'D3')],
    ]) {
      const t = battle(db, { cards });
      t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1)).toBe(4);
    }
  });

  it('{ova}1: 4 v 2 against an open card is +3 (medium, no counter-strike) instead of the +2 exchange', () => {
    const cards = [at('Дикий целитель', 0, 'C3'), at('Л-Мишень', 1, 'C4'), at('Л-Соратник', 0, 'B3'), at('Л-Соратник', 0, 'D3'), at('Л-Соратник', 0, 'C2')];
    const t = battle(db, { cards });
    t.rolls(4, 2).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3); // medium 2 + 1
    expect(t.wounds(0)).toBe(0);
    const u = battle(db, { cards: cards.slice(0, 3) });
    u.rolls(4, 2).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.decision()).toBe(Decision.Exchange);
  });
});

describe('Эльфийский воин (s1_97): -1 от атак степных существ', () => {
  it('a steppe creature\'s strike deals 1 less, a mountain one\'s does not', () => {
    const t = battle(db, { cards: [at('Л-Степняк', 0, 'C3'), at('Эльфийский воин', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Л-Горец', 0, 'C3'), at('Эльфийский воин', 1, 'C4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });
});

describe('Хобгоблин (s1_100): -2 от немагических атак существ стоимостью 3 или менее', () => {
  it('a strike of a cost-3 creature: -2; of a cost-4 creature: none', () => {
    const t = battle(db, { cards: [at('Л-Дешёвый', 0, 'C3'), at('Хобгоблин', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Л-Дорогой', 0, 'C3'), at('Хобгоблин', 1, 'C4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(4);
  });

  it('a discharge (a magical attack) of a cheap creature is not reduced', () => {
    const t = battle(db, { cards: [at('Л-Дешёвый', 0, 'C2'), at('Хобгоблин', 1, 'C5')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(4);
  });
});

describe('Серый альв (s1_99): {counter}: Выстрел «огненной стрелой» на 5', () => {
  it('pays a counter, shoots for 5 on any roll', () => {
    const t = battle(db, { cards: [{ card: 'Серый альв', seat: 0, at: 'C1', counters: 1 }, at('Л-Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C1'), verb(Verb.Ability + 0), target('E6'));
    while (t.legal().length === 1 && t.wounds(1) === 0) t.act(t.legal()[0]!);
    expect(t.wounds(1)).toBe(5);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('without a counter it cannot; it may accumulate one instead (123.3)', () => {
    const t = battle(db, { cards: [at('Серый альв', 0, 'C1'), at('Л-Мишень', 1, 'E6')] });
    t.act(select('C1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
    t.act(verb(Verb.Ability + 1));
    expect(t.s.counters[t.card(0)]).toBe(1);
  });
});
