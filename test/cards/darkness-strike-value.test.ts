/**
 * Лунная баньши (s1_157) «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить
 * {counter} (abilities/strike-value.ts), in a simple strike's window after the dice.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { PASS } from '../../src/engine/action.js';
import { G } from '../../src/engine/state.js';
import { Window } from '../../src/engine/enums.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ЛБ-Стена', { life: 20, strike: [2, 3, 4] }), synth('ЛБ-Бугай', { life: 20, strike: [3, 4, 5] })]);
const at = (card: string, seat: 0 | 1, c: string, closed = false) => ({ card, seat, at: c, closed });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}
/** Pass the rounds before the window after the dice. */
function toAfterDice(t: Battle): void {
  while (t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice) t.act(PASS);
}
const CRY_A = 2;
const CRY_D = 3;

describe('Лунная баньши (s1_157): «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить {counter}', () => {
  it('Лунная баньши (s1_157): the attacker\'s strike deals 1 less; Баньши gets a counter and closes', () => {
    const t = battle(db, { active: 1, cards: [at('Лунная баньши', 0, 'A1'), at('ЛБ-Стена', 0, 'C3', true), at('ЛБ-Бугай', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    toAfterDice(t);
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([verb(Verb.Ability + CRY_A)]); // a closed struck card: no counter-strike to lower
    t.act(verb(Verb.Ability + CRY_A));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(4); // strong 5 − 1
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Лунная баньши (s1_157): or the counter-strike; never below 0', () => {
    const t = battle(db, { active: 1, cards: [at('Лунная баньши', 0, 'A1'), at('ЛБ-Стена', 0, 'C3'), at('ЛБ-Бугай', 1, 'C4')] });
    t.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3')); // −5: a medium counter-strike (3)
    toAfterDice(t);
    t.act(select('A1'), verb(Verb.Ability + CRY_D));
    settle(t);
    expect(t.wounds(2)).toBe(2);
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { active: 1, cards: [at('Лунная баньши', 0, 'A1'), at('ЛБ-Стена', 0, 'C3'), at('ЛБ-Бугай', 1, 'C4')] });
    u.rolls(2, 3).act(select('C4'), verb(Verb.Strike), target('C3')); // −1: a weak strike (3)
    toAfterDice(u);
    u.act(select('A1'), verb(Verb.Ability + CRY_A));
    settle(u);
    expect(u.wounds(1)).toBe(2);
  });
});
