/**
 * mechanics/triggers/multi-target-triggers.ts (a trigger with exactly N chosen targets) and
 * mechanics/triggers/move-order.ts ({first}/{second} as a trigger condition), on synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Trig } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { recordEvent } from '../../src/engine/core/effects.js';
import { advance } from '../../src/engine/core/driver.js';
import { battle, makeDb, synth, target } from '../helpers/scenario.js';

const db = makeDb([
  synth('Интриган', {
    life: 10,
    abilities: [
      { kind: 'triggered', on: 'startOfBattle', ifOrder: 'first', target: 'enemyCreature', targets: 2, effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
      { kind: 'triggered', on: 'startOfBattle', ifOrder: 'second', target: 'enemyCreature', targets: 2, effect: { op: 'wound', amount: 3 }, abilityType: 'influence' },
    ],
  }),
  synth('Мишень', { life: 20, move: 0 }),
]);
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};
const fire = (t: ReturnType<typeof battle>) => {
  recordEvent(t.s, Trig.StartOfBattle, -1, -1, 0);
  advance(t.s);
};

describe('multi-target triggers and {first}/{second}', () => {
  it('{first}: only the first clause fires; exactly two different targets, no PASS while one is left', () => {
    const t = battle(db, { cards: [{ card: 'Интриган', seat: 0, at: 'C1' }, { card: 'Мишень', seat: 1, at: 'A6' }, { card: 'Мишень', seat: 1, at: 'B6' }, { card: 'Мишень', seat: 1, at: 'C6' }], first: 0 });
    fire(t);
    t.act(target('B6'));
    expect(t.legal()).toEqual([target('A6'), target('C6')]);
    t.act(target('C6'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 1, 1]);
  });

  it('{second}: the other clause; with one candidate it is the only target', () => {
    const t = battle(db, { cards: [{ card: 'Интриган', seat: 0, at: 'C1' }, { card: 'Мишень', seat: 1, at: 'A6' }], first: 1, active: 1 });
    fire(t);
    t.act(target('A6'));
    settle(t);
    expect(t.wounds(1)).toBe(3);
  });
});
