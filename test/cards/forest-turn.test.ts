/**
 * Set 1, Леса (forest): cards played by the end-of-turn triggers, the per-battle use limit, diagonal
 * movement and the triggered ranged attacks. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, noDefender, select, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('ЛХ-Болван', { life: 20 }),
  synth('ЛХ-Вельможа', { cost: 7 }),
  synth('ЛХ-Степняк', { element: 'steppe', life: 20 }),
  synth('ЛХ-Лучник', { ranged: { kind: 'shot', values: [2, 2, 2] } }),
  synth('ЛХ-Силач', { strike: [3, 4, 5] }),
]);
const at = (card: string, seat: 0 | 1, cell: string, extra: { closed?: boolean; counters?: number; wounds?: number } = {}) => ({ card, seat, at: cell, ...extra });
/** Pass decisions with a single legal action until the Choice subphase (or a real choice). */
function settle(t: Battle): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

describe('Лесной разбойник (s1_75)', () => {
  it('Лесной разбойник (s1_75): может двигаться по диагонали (a diagonal step costs 1)', () => {
    const t = battle(db, { cards: [at('Лесной разбойник', 0, 'C2'), at('ЛХ-Болван', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Move));
    expect(t.legal()).toEqual(expect.arrayContaining([target('B1'), target('D1'), target('B3'), target('D3'), target('C3'), target('B2')]));
    expect(t.legal()).not.toContain(target('C4')); // movement 1
    t.act(target('D3'));
    expect(t.cellOf(0)).toBe('D3');
    expect(t.moveLeft(0)).toBe(0);
  });

  it('Лесной разбойник (s1_75): may move when only a diagonal cell is free', () => {
    const t = battle(db, {
      cards: [at('Лесной разбойник', 0, 'C2'), at('ЛХ-Болван', 0, 'B2'), at('ЛХ-Болван', 0, 'D2'), at('ЛХ-Болван', 0, 'C1'), at('ЛХ-Болван', 0, 'C3'), at('ЛХ-Болван', 1, 'E6')],
    });
    expect(t.legal()).toContain(select('C2'));
    t.act(select('C2'));
    expect(t.legal()).toContain(verb(Verb.Move)); // and the implicit "накопить" of its {counter} cost (123.3)
    t.act(verb(Verb.Move));
    expect(t.legal()).toEqual([target('B1'), target('D1'), target('B3'), target('D3')]);
  });

  it('Лесной разбойник (s1_75): «украсть оружие» — the adjacent enemy -1, itself +1 to {strike}, for the battle, once per battle', () => {
    const t = battle(db, { cards: [at('Лесной разбойник', 0, 'C3', { counters: 2 }), at('ЛХ-Болван', 1, 'D4'), at('ЛХ-Болван', 1, 'C5')] });
    const r = t.card(0);
    const e = t.card(1);
    t.act(select('C3'), verb(Verb.Ability + 1));
    expect(t.legal()).toEqual([target('D4')]); // diagonal neighbour; C5 is not next to it
    t.act(target('D4'));
    settle(t);
    expect(t.s.tStrike[e]).toBe(-1);
    expect(t.s.tStrike[r]).toBe(1);
    expect(t.s.counters[r]).toBe(1);
    expect(t.closed(0)).toBe(true);
    t.act(endTurn(), endTurn());
    expect(t.s.tStrike[e]).toBe(-1); // no duration printed: until the end of the battle
    expect(t.s.tStrike[r]).toBe(1);
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 1)); // "1 раз за бой" (its ability 1; the keyword is ability 0)
  });
});

describe('Оури (s1_76)', () => {
  it('Оури (s1_76): при перемещении на клетку рядом с вашим существом стоимостью 7+ — может выстрел на 1, дальность 3', () => {
    const t = battle(db, {
      cards: [at('Оури', 0, 'A1'), at('ЛХ-Вельможа', 0, 'C2'), at('ЛХ-Болван', 1, 'B4'), at('ЛХ-Болван', 1, 'E6')],
    });
    t.act(select('A1'), verb(Verb.Move), target('B1')); // next to the cost-7 creature at C2
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal()).toContain(TRIGGER_SKIP + 0);
    t.act(TRIGGER + 0);
    expect(t.legal()).toEqual([target('B4')]); // range 3: E6 is too far
    t.rolls(6).act(target('B4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.closed(0)).toBe(false); // a trigger, not a tap action
  });

  it('Оури (s1_76): no shot after a move next to cheaper creatures only', () => {
    const t = battle(db, { cards: [at('Оури', 0, 'A1'), at('ЛХ-Болван', 0, 'C2'), at('ЛХ-Болван', 1, 'B5')] });
    t.act(select('A1'), verb(Verb.Move), target('B1'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(0);
  });
});

describe('Камнедрев (s1_84)', () => {
  it('Камнедрев (s1_84): в конце вашего хода может получить {counter}, если не перемещался; +X к {strike}', () => {
    const t = battle(db, { cards: [at('Камнедрев', 0, 'C3'), at('ЛХ-Болван', 1, 'C4', { closed: true }), at('ЛХ-Болван', 1, 'E6')] });
    const k = t.card(0);
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Trigger); // optional ("может")
    t.act(TRIGGER + 0);
    expect(t.s.counters[k]).toBe(1);
    expect(t.s.g[G.Active]).toBe(1);
    t.act(endTurn(), endTurn(), TRIGGER + 0);
    expect(t.s.counters[k]).toBe(2);
  });

  it('Камнедрев (s1_84): +X к {strike}, где X — количество {counter}', () => {
    const t = battle(db, { cards: [at('Камнедрев', 0, 'C3', { counters: 2 }), at('ЛХ-Болван', 1, 'C4', { closed: true })] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(4); // weak 2 + 2
  });

  it('Камнедрев (s1_84): no counter after a move; при движении теряет все {counter} (ruling s1_84)', () => {
    const t = battle(db, { cards: [at('Камнедрев', 0, 'C2', { counters: 3 }), at('ЛХ-Болван', 1, 'E6')] });
    const k = t.card(0);
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(t.s.counters[k]).toBe(0);
    t.act(endTurn());
    expect(t.s.counters[k]).toBe(0); // moved this turn: no trigger
    expect(t.s.g[G.Active]).toBe(1);
  });
});

describe('Мира (s1_86), Фагор (s1_87)', () => {
  it('Мира (s1_86): выстрел на 1-2-3, при этом закройте атакованное существо, если оно получало раны от двух или более других выстрелов или метаний в этот ход', () => {
    const t = battle(db, {
      cards: [at('Мира', 0, 'C1'), at('ЛХ-Лучник', 0, 'A1'), at('ЛХ-Лучник', 0, 'E1'), at('ЛХ-Болван', 1, 'C5'), at('ЛХ-Болван', 1, 'E6')],
    });
    const shoot = (from: string, to: string) => {
      t.rolls(1).act(select(from), verb(Verb.Ranged), target(to));
      settle(t);
    };
    shoot('A1', 'C5');
    t.rolls(1).act(select('C1'), verb(Verb.Ability + 1), target('C5'));
    settle(t);
    expect(t.wounds(3)).toBe(2 + 1);
    expect(t.closed(3)).toBe(false); // one other shot only
    t.act(endTurn(), endTurn());
    shoot('A1', 'C5');
    shoot('E1', 'C5');
    t.rolls(6).act(select('C1'), verb(Verb.Ability + 1), target('C5'));
    settle(t);
    expect(t.wounds(3)).toBe(3 + 2 + 2 + 3);
    expect(t.closed(3)).toBe(true);
  });

  it('Фагор (s1_87): магический удар на X — сумма напечатанных слабых {strike} ваших существ справа и слева (ruling s1_87)', () => {
    const t = battle(db, {
      cards: [at('Фагор', 0, 'C3', { counters: 1 }), at('ЛХ-Болван', 0, 'B3'), at('ЛХ-Силач', 0, 'D3'), at('ЛХ-Болван', 1, 'C4'), at('ЛХ-Болван', 1, 'E6')],
    });
    t.s.tStrike[t.card(2)] = 5; // a timed bonus does not count: printed values
    t.rolls(6).act(select('C3'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.wounds(3)).toBe(1 + 3);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });
});

describe('Эльфийский воин (s1_97)', () => {
  it('Эльфийский воин (s1_97): при ударе — выстрел на 2 (not at an adjacent card)', () => {
    const t = battle(db, { cards: [at('Эльфийский воин', 0, 'C3'), at('ЛХ-Болван', 1, 'C4', { closed: true }), at('ЛХ-Болван', 1, 'A6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    // The shot's only target is A6 (C4 stands next to it): chosen at once.
    expect(t.wounds(1)).toBe(4);
    expect(t.wounds(2)).toBe(2);
  });

  it('Эльфийский воин (s1_97): при промахе в нападении — выстрел на 2', () => {
    const t = battle(db, { cards: [at('Эльфийский воин', 0, 'C3'), at('ЛХ-Болван', 1, 'C4'), at('ЛХ-Болван', 1, 'A6')] });
    t.rolls(1, 4).act(select('C3'), verb(Verb.Strike), target('C4')); // 1 + ОвА 1 against 4, d = -2: a miss
    settle(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(2)).toBe(2);
  });

  it('Эльфийский воин (s1_97): ruling — it shoots after its counter-strike too', () => {
    const t = battle(db, { cards: [at('Эльфийский воин', 0, 'C3'), at('ЛХ-Болван', 1, 'C4'), at('ЛХ-Болван', 1, 'A6')], active: 1 });
    t.rolls(1, 4).act(select('C4'), verb(Verb.Strike), target('C3')); // d = -3: only the weak counter-strike
    settle(t);
    expect(t.wounds(1)).toBe(2); // its weak counter-strike
    expect(t.wounds(2)).toBe(2); // and the shot
  });

  it('Эльфийский воин (s1_97): ruling — no shot at an adjacent card (Резчик идолов next to it)', () => {
    const t = battle(db, { cards: [at('Эльфийский воин', 0, 'C3'), at('Резчик идолов', 1, 'C4', { closed: true }), at('ЛХ-Болван', 1, 'A6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    // Резчик stands next to an enemy creature: shots may target only it, and it is adjacent — no shot.
    expect(t.wounds(2)).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('Эльфийский воин (s1_97): -1 от атак степных существ still applies', () => {
    const t = battle(db, { cards: [at('Эльфийский воин', 0, 'C3', { closed: true }), at('ЛХ-Степняк', 1, 'C4')], active: 1 });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(0)).toBe(2); // strong 3 - 1
  });
});
