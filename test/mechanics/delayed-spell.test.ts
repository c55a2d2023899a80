/**
 * mechanics/markers/delayed-spell.ts (a row named at the declaration, the delayed trigger at the start of its
 * controller's next turn) and core/systems/amounts.ts 'dieScale' (one die for every target), with a
 * synthetic card.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ОЗ-Руны', {
    move: 0,
    hasText: true,
    support: 'implemented',
    abilities: [
      { kind: 'activated', tap: true, target: 'none', upTo: 'anyRow', effect: { op: 'delayedRowSpell' }, abilityType: 'spell' },
      { kind: 'triggered', on: 'delayedRowSpell', target: 'enemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'spell', xTargetsFromEvent: true, amountFrom: 'dieScale', dieValues: [3, 4, 5] },
    ],
  }),
  synth('ОЗ-Тело', { life: 20, move: 0 }),
]);

describe('delayedRowSpell / dieScale', () => {
  it('a row of the opponent\'s half counts the controller\'s unwounded creatures standing there; the die picks X-Y-Z for every target', () => {
    // Seat 0's creature on C4 (the opponent's row 1 = answer 4).
    const t = battle(db, { cards: [at('ОЗ-Руны', 0, 'A1'), at('ОЗ-Тело', 0, 'C4'), at('ОЗ-Тело', 1, 'D5'), at('ОЗ-Тело', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), AMOUNT + 4);
    settle(t);
    t.act(endTurn(), endTurn());
    expect(t.decision()).toBe(Decision.Target);
    t.rolls(6).act(target('E6'));
    settle(t);
    expect([t.wounds(2), t.wounds(3)]).toEqual([0, 5]);
  });

  it('an own row of the controller\'s half (answer 1 = his front row)', () => {
    const t = battle(db, { cards: [at('ОЗ-Руны', 0, 'A1'), at('ОЗ-Тело', 0, 'B3'), at('ОЗ-Тело', 0, 'D3'), at('ОЗ-Тело', 1, 'D5'), at('ОЗ-Тело', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), AMOUNT + 1);
    settle(t);
    t.act(endTurn(), endTurn());
    t.act(target('D5'));
    t.rolls(4).act(target('E6'));
    settle(t);
    expect([t.wounds(3), t.wounds(4)]).toEqual([4, 4]);
  });
});
