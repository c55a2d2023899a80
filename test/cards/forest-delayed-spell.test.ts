/**
 * Set 1, Леса (forest): Тергала s1_96 — the delayed spell on a chosen row (mechanics/markers/delayed-spell.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ТГ-Свой', { life: 10, move: 0 }), synth('ТГ-Чужой', { life: 10, move: 0 })]);

/** Тергала on B1 (seat 0's back row), three own creatures in his row 2 (A2, B2, C2), enemies on C4, D4, E5. */
const setup = (extra: { wounds?: number } = {}) =>
  battle(db, {
    cards: [
      at('Тергала', 0, 'B1'),
      at('ТГ-Свой', 0, 'A2'),
      at('ТГ-Свой', 0, 'B2', extra),
      at('ТГ-Свой', 0, 'C2'),
      at('ТГ-Чужой', 1, 'C4'),
      at('ТГ-Чужой', 1, 'D4'),
      at('ТГ-Чужой', 1, 'E5'),
    ],
  });

describe('Тергала (s1_96)', () => {
  it('Тергала (s1_96): «цветущие руны» — a row named now; at the start of your next turn X enemy creatures (X = your unwounded creatures in it then) are wounded on 1-2-2', () => {
    const t = setup();
    t.act(select('B1'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2, AMOUNT + 3, AMOUNT + 4, AMOUNT + 5, AMOUNT + 6]); // the six rows
    t.act(AMOUNT + 2); // his own row 2: A2, B2, C2
    settle(t);
    expect(t.closed(0)).toBe(true);
    expect([t.wounds(4), t.wounds(5), t.wounds(6)]).toEqual([0, 0, 0]); // nothing yet
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main); // not at the opponent's turn
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('C4'), target('D4'), target('E5')]);
    t.act(target('C4'), target('D4'));
    t.rolls(4).act(target('E5'));
    settle(t);
    expect([t.wounds(4), t.wounds(5), t.wounds(6)]).toEqual([2, 2, 2]);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 0, 0]);
    // Once: nothing at the turn after.
    t.act(endTurn(), endTurn());
    expect(t.decision()).toBe(Decision.Main);
  });

  it('Тергала (s1_96): a wounded creature in the row does not count; X counted at the start of the next turn', () => {
    const t = setup();
    t.act(select('B1'), verb(Verb.Ability), AMOUNT + 2);
    settle(t);
    t.act(endTurn());
    t.s.wounds[t.card(2)] = 1; // B2 wounded in the opponent's turn
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'));
    t.rolls(1).act(target('E5'));
    settle(t);
    expect([t.wounds(4), t.wounds(5), t.wounds(6)]).toEqual([1, 0, 1]); // X = 2
  });

  it('Тергала (s1_96): ruling — one die at the start of the next turn for all targets; Тергала need not be on the battlefield then', () => {
    const t = setup();
    t.act(select('B1'), verb(Verb.Ability), AMOUNT + 2);
    settle(t);
    t.act(endTurn());
    leaveBattleToGrave(t.s, t.card(0));
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'), target('D4'));
    t.rolls(1, 6, 6).act(target('E5')); // one die: the first
    settle(t);
    expect([t.wounds(4), t.wounds(5), t.wounds(6)]).toEqual([1, 1, 1]);
  });

  it('Тергала (s1_96): a row without your unwounded creatures, or fewer enemy creatures than X: nothing (not declared)', () => {
    const t = setup();
    t.act(select('B1'), verb(Verb.Ability), AMOUNT + 6); // the opponent's back row: none of his
    settle(t);
    t.act(endTurn(), endTurn());
    expect(t.decision()).toBe(Decision.Main);
    const u = battle(db, {
      cards: [at('Тергала', 0, 'B1'), at('ТГ-Свой', 0, 'A2'), at('ТГ-Свой', 0, 'B2'), at('ТГ-Свой', 0, 'C2'), at('ТГ-Чужой', 1, 'C4'), at('ТГ-Чужой', 1, 'D4')],
    });
    u.act(select('B1'), verb(Verb.Ability), AMOUNT + 2);
    settle(u);
    u.act(endTurn(), endTurn());
    expect(u.decision()).toBe(Decision.Main); // X = 3, two enemy creatures
    expect([u.wounds(4), u.wounds(5)]).toEqual([0, 0]);
  });

  it('Тергала (s1_96): {tap}: Разряд на 1-2-2', () => {
    const t = setup();
    t.act(select('B1'), verb(Verb.Ranged));
    t.rolls(6).act(target('E5'));
    settle(t);
    expect(t.wounds(6)).toBe(2);
  });
});
