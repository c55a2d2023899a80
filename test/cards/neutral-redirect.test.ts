/**
 * Волот (s1_200): "Противник может перенаправить {strike} Волота на любое свое существо, стоящее рядом с
 * Волотом" (mechanics/strike/opponent-redirect.ts). «Неповоротливость» is not played (not defined in the digest).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('В-Стена', { life: 20, strike: [1, 1, 1] }), synth('В-Гигант', { life: 30, strike: [1, 1, 1] })]);
const at = (card: string, seat: 0 | 1, c: string, closed = false) => ({ card, seat, at: c, closed });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}

describe('Волот (s1_200): противник может перенаправить {strike} Волота на любое свое существо рядом с Волотом', () => {
  it('Волот (s1_200): the opponent redirects its strike to his creature next to Волот', () => {
    const t = battle(db, { cards: [at('Волот', 0, 'C3'), at('В-Стена', 1, 'C4', true), at('В-Гигант', 1, 'B4', true)] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    expect(t.legal()).toEqual([target('B4'), PASS]);
    t.rolls(6).act(target('B4')); // a closed card: strong 7
    settle(t);
    expect(t.wounds(2)).toBe(7);
    expect(t.wounds(1)).toBe(0);
  });

  it('Волот (s1_200): or lets it strike its target', () => {
    const t = battle(db, { cards: [at('Волот', 0, 'C3'), at('В-Стена', 1, 'C4', true), at('В-Гигант', 1, 'B4', true)] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    t.rolls(1).act(PASS); // 1: weak 5
    settle(t);
    expect(t.wounds(1)).toBe(5);
    expect(t.wounds(2)).toBe(0);
  });
});
