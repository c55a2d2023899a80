/**
 * Нейтральные, the dice of a simple strike (mechanics/dice/strike-dice.ts): Воин храма's two dice, Ловец
 * удачи's «удача», Взрывная Мэри's «черная метка», and their rulings.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Window } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { usableAbilities } from '../../src/engine/core/instants.js';
import { type Battle, battle, defend, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const DB = makeDb([synth('Д-Стена', { move: 0, life: 20, strike: [1, 1, 1] }), synth('Д-Опытный', { life: 20, strike: [2, 2, 2], icons: { ova: 1 } })]);
const ab = (k: number): number => verb(Verb.Ability + k);
type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}
/** Ловец удачи's «удача» entries (after its {uchr}, ability 0). */
const LUCK = { plusA: 1, minusA: 2, rerollA: 3, plusD: 4, minusD: 5, rerollD: 6 } as const;

describe('Воин храма (s1_189): бросьте кубик два раза и выберите один из результатов', () => {
  it('Воин храма (s1_189): attacking, it rolls two dice and its controller picks one', () => {
    const t = battle(DB, { cards: [at('Воин храма', 0, 'C3'), at('Д-Стена', 1, 'C4')] });
    // 2 vs 3 (−1: weak 2) or 6 vs 3 (+3: medium 4).
    t.rolls(2, 3, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    t.act(AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(4);
  });

  it('Воин храма (s1_189): struck while open, it rolls two dice too (a closed one rolls none)', () => {
    const t = battle(DB, { cards: [at('Д-Стена', 0, 'C3'), at('Воин храма', 1, 'C4')] });
    // Attacker 5; Воин храма 1 or 6: 5 vs 1 strong (+4 exchange) — 5 vs 6: −1, weak 1.
    t.rolls(5, 1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    t.act(AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(1);
    const u = battle(DB, { cards: [at('Д-Стена', 0, 'C3'), at('Воин храма', 1, 'C4', true)] });
    u.rolls(5).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(u);
    expect(u.decision()).toBe(Decision.Main);
  });

  it('Воин храма (s1_189) ruling: the die is chosen first; Ловец удачи then rerolls that one die only', () => {
    const t = battle(DB, { cards: [at('Воин храма', 0, 'C3'), at('Д-Стена', 1, 'C4'), at('Ловец удачи', 1, 'A6')] });
    t.s.log = [];
    // Воин храма 1 and 6, Стена 3; it keeps 6; the reroll gives 2: 2 vs 3, −1: a weak strike (2).
    t.rolls(1, 3, 6, 2).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    t.act(AMOUNT + 2);
    // The window after the dice: the active player holds nothing; Ловец удачи's controller rerolls.
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(select('A6'), ab(LUCK.rerollA));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.log.some((l) => l.includes('переброс кубика атаки: 6 → 2'))).toBe(true);
    expect(t.s.log.filter((l) => /второй кубик \d/.test(l)).length).toBe(1); // no second pair of dice
    expect(t.wounds(1)).toBe(2);
  });
});

describe('Ловец удачи (s1_181): «удача» — +1 или -1 к броску кубика, или перебросить кубик', () => {
  it('Ловец удачи (s1_181): +1 / -1 to either die of a simple strike, in the window after both dice', () => {
    // Стена (seat 1) strikes Опытный-free target; 3 vs 3: weak. -1 to the struck card's die: 3 vs 2, +1: weak still; +1 to the attacker: 4 vs 3.
    const t = battle(DB, { active: 1, cards: [at('Ловец удачи', 0, 'A1'), at('Д-Стена', 0, 'C3'), at('Д-Опытный', 1, 'C4')] });
    t.s.log = [];
    t.rolls(3, 4).act(select('C4'), verb(Verb.Strike), target('C3')); // 4 (ОвА) vs 4: weak
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0); // both dice are rolled: the window after them (ruling s1_181)
    t.act(select('A1'));
    expect(t.legal()).toEqual([LUCK.plusA, LUCK.minusA, LUCK.rerollA, LUCK.plusD, LUCK.minusD, LUCK.rerollD].map(ab));
    t.act(ab(LUCK.plusD)); // 4 vs 5: −1, still a weak strike — but +1 twice is not possible (tapped)
    settle(t);
    expect(t.s.log.some((l) => l.includes('кубики: 4 против 5'))).toBe(true);
    expect(t.closed(0)).toBe(true);
  });

  it('Ловец удачи (s1_181) ruling: a reroll is not declared after a ±X; a ±X waits for the rerolls', () => {
    const t = battle(DB, { active: 1, cards: [at('Ловец удачи', 0, 'A1'), at('Д-Стена', 0, 'C3'), at('Ловец удачи', 1, 'E6'), at('Д-Опытный', 1, 'C4')] });
    t.rolls(3, 4).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decider()).toBe(1);
    t.act(select('E6'), ab(LUCK.plusA));
    t.act(select('A1'));
    expect(t.legal()).toEqual([LUCK.plusA, LUCK.minusA, LUCK.plusD, LUCK.minusD].map(ab)); // no reroll any more
    const u = battle(DB, { active: 1, cards: [at('Ловец удачи', 0, 'A1'), at('Д-Стена', 0, 'C3'), at('Ловец удачи', 1, 'E6'), at('Д-Опытный', 1, 'C4')] });
    u.rolls(3, 4).act(select('C4'), verb(Verb.Strike), target('C3'));
    u.act(select('E6'), ab(LUCK.rerollD));
    u.act(select('A1'));
    expect(u.legal()).toEqual([LUCK.rerollA, LUCK.rerollD].map(ab)); // only rerolls while one waits
  });

  it('Ловец удачи (s1_181) ruling: attacked while open, it may change its own die or the attacker\'s', () => {
    const t = battle(DB, { active: 1, cards: [at('Ловец удачи', 0, 'C3'), at('Д-Стена', 1, 'C4')] });
    t.s.log = [];
    t.rolls(3, 3).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decider()).toBe(0);
    t.act(select('C3'), ab(LUCK.minusA)); // 2 vs 3: −1, a weak strike at it still
    settle(t);
    expect(t.s.log.some((l) => l.includes('кубики: 2 против 3'))).toBe(true);
    expect(t.closed(0)).toBe(true);
  });

  it('Ловец удачи (s1_181) ruling: as a defender its {tap} is taken — no «удача» in that strike', () => {
    const t = battle(DB, { active: 1, cards: [at('Д-Стена', 0, 'C3'), at('Ловец удачи', 0, 'D3'), at('Д-Стена', 1, 'C4')] });
    t.rolls(3, 3).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Defender);
    t.act(defend('D3'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main); // never asked: nothing it could declare
  });
});

describe('Взрывная Мэри (s1_174): «черная метка» — когда бросок кубика существа равен 1 — ранить его на 2', () => {
  it('Взрывная Мэри (s1_174): a 1 on a simple strike\'s die — that creature is wounded by 2', () => {
    const t = battle(DB, { cards: [at('Взрывная Мэри', 0, 'A1'), at('Д-Стена', 0, 'C3'), at('Д-Стена', 1, 'C4')] });
    t.rolls(4, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    // The round on the declaration (where «пиратская удаль» could answer) is passed; the window after the dice.
    while (t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice) t.act(PASS);
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([ab(2)]); // the mark on the struck card's die (4 on the attacker's)
    t.act(ab(2));
    settle(t);
    expect(t.wounds(2)).toBe(2 + 1); // the mark, then the strike (4 vs 1: +3, medium 1)
  });

  it('Взрывная Мэри (s1_174) ruling: the roll counts with its modifiers — ОвА 1 on a 1 is a 2', () => {
    const t = battle(DB, { cards: [at('Взрывная Мэри', 0, 'A1'), at('Д-Опытный', 0, 'C3'), at('Д-Стена', 1, 'C4', true)] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    // Only «пиратская удаль» can be used at any point (the mark's bits 1 and 2 never).
    let asked = 0;
    for (let guard = 0; guard < 10 && t.decision() === Decision.Priority; guard++) {
      if (t.decider() === 0) {
        asked++;
        expect(usableAbilities(t.s, t.card(0), true) & 0b110).toBe(0);
      }
      t.act(PASS);
    }
    expect(asked).toBeGreaterThan(0);
    expect(t.decision()).toBe(Decision.Main);
  });
});
