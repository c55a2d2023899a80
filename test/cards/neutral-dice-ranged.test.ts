/**
 * Нейтральные, the dice outside simple strikes (core/systems/die-window.ts): Взрывная Мэри's «черная
 * метка» and Ловец удачи's «удача» on a ranged attack's die, on Воин храма's block die and on
 * Криомант's «ледяной дождь» die; Лунная баньши's «крик Баньши» on {uchr} and the magic strike.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Window } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { PASS } from '../../src/engine/core/action.js';
import { type Battle, at, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const DB = makeDb([
  synth('ДР-Лучник', { life: 6, ranged: { kind: 'shot', values: [1, 2, 3] } }),
  synth('ДР-Маг', { life: 6, ranged: { kind: 'magic', values: [2, 3, 4] } }),
  synth('ДР-Стена', { move: 0, life: 20 }),
]);
const ab = (k: number): number => verb(Verb.Ability + k);
/** Ловец удачи's «удача» entries (after its {uchr}, ability 0). */
const LUCK = { plusA: 1, minusA: 2, rerollA: 3, plusD: 4, minusD: 5, rerollD: 6 } as const;
/** Взрывная Мэри: «черная метка» on the attacker's / the struck card's die. */
const MARK_A = 1;
const MARK_D = 2;
/** Лунная баньши: «крик Баньши» on the attacker's strike. */
const CRY_A = 2;

function toWindow(t: Battle): void {
  for (let g = 0; g < 20 && t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice; g++) t.act(PASS);
}
function passAll(t: Battle): void {
  for (let g = 0; g < 30 && t.decision() === Decision.Priority; g++) t.act(PASS);
}

describe('Взрывная Мэри (s1_174): «черная метка» on the dice outside simple strikes', () => {
  it('Взрывная Мэри (s1_174): a shot\'s die is 1 — the shooter is wounded by 2, the shot still made', () => {
    const t = battle(DB, { cards: [at('ДР-Лучник', 0, 'C2'), at('ДР-Стена', 1, 'C5'), at('Взрывная Мэри', 1, 'A6')] });
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    expect(t.decider()).toBe(1);
    t.act(select('A6'));
    expect(t.legal()).toEqual([ab(MARK_A)]); // the attacker's die; the attacked card rolls none
    t.act(ab(MARK_A));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(0)).toBe(2);
    expect(t.wounds(1)).toBe(1);
  });

  it('Взрывная Мэри (s1_174): Воин храма\'s block die is 1 — Воин храма is wounded by 2 (the attack not blocked)', () => {
    const t = battle(DB, { cards: [at('ДР-Лучник', 0, 'C2'), at('Воин храма', 1, 'C5'), at('Взрывная Мэри', 0, 'A1')] });
    t.rolls(1, 4).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([ab(MARK_D)]); // the mark on the block die (the attacked card's); no «пиратская удаль» in this window
    t.act(ab(MARK_D));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(2 + 2); // the mark, then the shot (4: medium 2)
  });

  it('Взрывная Мэри (s1_174): Криомант\'s «ледяной дождь» die is 1 — Криомант is wounded by 2', () => {
    const t = battle(DB, { cards: [at('Криомант', 0, 'C2', { counters: 1 }), at('ДР-Стена', 1, 'C5'), at('Взрывная Мэри', 1, 'A6')] });
    t.s.log = [];
    t.rolls(1).act(select('C2'), ab(0));
    toWindow(t);
    t.act(select('A6'), ab(MARK_A));
    passAll(t);
    expect(t.wounds(0)).toBe(2);
    expect(t.s.log.some((l) => l.includes('не более чем 3 существами'))).toBe(true);
  });
});

describe('Ловец удачи (s1_181): «удача» on the dice outside simple strikes', () => {
  it('Ловец удачи (s1_181): +1 to a shot\'s die (5 → 6: medium 2 → strong 3)', () => {
    const t = battle(DB, { cards: [at('ДР-Лучник', 0, 'C2'), at('ДР-Стена', 1, 'C5'), at('Ловец удачи', 0, 'A1')] });
    t.rolls(5).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    t.act(select('A1'));
    expect(t.legal()).toEqual([LUCK.plusA, LUCK.minusA, LUCK.rerollA].map(ab));
    t.act(ab(LUCK.plusA));
    passAll(t);
    expect(t.wounds(1)).toBe(3);
  });

  it('Ловец удачи (s1_181): the opponent rerolls Воин храма\'s blocking 6; the reroll 2 lets the shot through', () => {
    const t = battle(DB, { cards: [at('ДР-Лучник', 0, 'C2'), at('Воин храма', 1, 'C5'), at('Ловец удачи', 0, 'A1')] });
    t.s.log = [];
    t.rolls(6, 2, 4).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    t.act(select('A1'));
    expect(t.legal()).toEqual([LUCK.plusD, LUCK.minusD, LUCK.rerollD].map(ab));
    t.act(ab(LUCK.rerollD));
    passAll(t);
    expect(t.s.log.some((l) => l.includes('переброс кубика защиты: 6 → 2'))).toBe(true);
    expect(t.wounds(1)).toBe(2);
  });

  it('Ловец удачи (s1_181): -1 to Криомант\'s «ледяной дождь» die (4 → 3: 3 creatures, not 2)', () => {
    const t = battle(DB, { cards: [at('Криомант', 0, 'C2', { counters: 1 }), at('ДР-Стена', 1, 'C5'), at('Ловец удачи', 1, 'A6')] });
    t.s.log = [];
    t.rolls(4).act(select('C2'), ab(0));
    toWindow(t);
    t.act(select('A6'), ab(LUCK.minusA));
    passAll(t);
    expect(t.s.log.some((l) => l.includes('кубик 3 — в следующий ход') && l.includes('не более чем 3 существами'))).toBe(true);
  });

  it('Ловец удачи (s1_181): its own {uchr} — its {tap} is named, no «удача» on that die', () => {
    const t = battle(DB, { cards: [at('Ловец удачи', 0, 'C2'), at('ДР-Стена', 1, 'C4')] });
    t.rolls(6).act(select('C2'), ab(0), target('C4'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main); // nobody was asked: nothing to declare
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Лунная баньши (s1_157): «крик Баньши» on {uchr} and the magic strike', () => {
  it('Лунная баньши (s1_157): a {uchr} deals 1 less; Баньши gets a counter', () => {
    const t = battle(DB, { cards: [at('Ловец удачи', 0, 'C2'), at('ДР-Стена', 1, 'C4'), at('Лунная баньши', 1, 'A6')] });
    t.rolls(6).act(select('C2'), ab(0), target('C4'));
    toWindow(t);
    t.act(select('A6'));
    expect(t.legal()).toEqual([ab(CRY_A)]); // no counter-strike to lower
    t.act(ab(CRY_A));
    passAll(t);
    expect(t.wounds(1)).toBe(0); // 1 − 1
    expect(t.s.counters[t.card(2)]).toBe(1);
  });

  it('Лунная баньши (s1_157): a magic strike deals 1 less; a shot is no strike', () => {
    const t = battle(DB, { cards: [at('ДР-Маг', 0, 'C3'), at('ДР-Стена', 1, 'C4'), at('Лунная баньши', 1, 'A6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Ranged), target('C4'));
    toWindow(t);
    t.act(select('A6'), ab(CRY_A));
    passAll(t);
    expect(t.wounds(1)).toBe(3);
    const u = battle(DB, { cards: [at('ДР-Лучник', 0, 'C2'), at('ДР-Стена', 1, 'C5'), at('Лунная баньши', 1, 'A6')] });
    u.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    passAll(u);
    expect(u.wounds(1)).toBe(3);
  });
});
