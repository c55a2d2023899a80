/**
 * mechanics/triggers/while-counters.ts: a triggered feature the card has only while it has a {counter}
 * (`whileCounters`, IfOrder.WhileCounters in db.abIfOrder), and its attack kind counting for the
 * target filters `has` only then (db.hasTypesIfCounter, typesOf).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { IfOrder } from '../../src/engine/mechanics/triggers/move-order.js';
import { typesOf } from '../../src/engine/mechanics/triggers/while-counters.js';
import { battle, cardIndex, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПС-Копилка', {
    hasText: true,
    support: 'implemented',
    abilities: [
      { kind: 'counters', max: 1 },
      { kind: 'triggered', on: 'selfMoves', whileCounters: true, target: 'self', effect: { op: 'heal', amount: 5 }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfMoves', whileCounters: true, range: 2, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'discharge', ranged: { attack: 'discharge', values: [1, 1, 1] } },
    ],
  }),
  synth('ПС-Болван', { life: 20 }),
]);
const PIGGY = cardIndex(db, 'ПС-Копилка');

function settle(t: ReturnType<typeof battle>): void {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
}

describe('while-counters: "Пока на <карте> есть {counter} — получает «…»"', () => {
  it('compiles to the trigger condition code WhileCounters; the ranged kind goes to hasTypesIfCounter', () => {
    const a = db.abilStart[PIGGY]! + 1;
    expect(db.abIfOrder[a]).toBe(IfOrder.WhileCounters);
    expect(db.hasTypes[PIGGY]).toBe(0);
    expect(db.hasTypesIfCounter[PIGGY]).not.toBe(0);
  });

  it('the trigger fires only while the card has a counter; the kind counts only then', () => {
    for (const counters of [0, 1]) {
      const t = battle(db, {
        cards: [
          { card: 'ПС-Копилка', seat: 0, at: 'C2', counters, wounds: 3 },
          { card: 'ПС-Болван', seat: 1, at: 'E6' },
        ],
      });
      expect(typesOf(t.s, t.card(0)) !== 0).toBe(counters === 1);
      t.act(select('C2'), verb(Verb.Move), target('C3'));
      settle(t);
      expect(t.wounds(0)).toBe(counters === 1 ? 0 : 3);
    }
  });
});
