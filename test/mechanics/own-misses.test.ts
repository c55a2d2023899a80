/**
 * mechanics/dice/own-misses.ts ("при промахе вашего существа в ваш ход"), mechanics/triggers/counter-threshold.ts
 * ("когда получает N-ю {counter}") and a triggered ranged attack (ranged-abilities.ts) with a per-counter bonus (a trigger that makes a ranged
 * attack), on synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Счётчик', {
    life: 10,
    abilities: [
      { kind: 'triggered', on: 'ownMisses', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfReachesCounters', reaches: 2, target: 'self', effect: { op: 'heal', amount: 0 }, also: { op: 'wound', amount: 1 }, abilityType: 'influence' },
    ],
  }),
  synth('Метатель', {
    life: 10,
    abilities: [{ kind: 'triggered', on: 'endOfOwnTurn', target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'throw', ranged: { attack: 'throw', values: [1, 2, 3] } }],
  }),
  synth('Боец', { life: 20, strike: [1, 2, 3] }),
  synth('Стена', { life: 20, move: 0 }),
]);
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('own misses, counter thresholds, triggered ranged attacks', () => {
  it('a miss of another own creature in its turn fires; the second counter fires the threshold once', () => {
    const t = battle(db, { cards: [{ card: 'Счётчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'C3' }, { card: 'Стена', seat: 1, at: 'C4' }, { card: 'Стена', seat: 1, at: 'D4' }] });
    t.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.wounds(0)).toBe(0);
    t.s.flags[t.card(1)] = 0; // open the striker again
    t.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(2);
    expect(t.wounds(0)).toBe(1);
  });

  it('a hit is not a miss', () => {
    const t = battle(db, { cards: [{ card: 'Счётчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'C3' }, { card: 'Стена', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('a triggered throw: target among the throw targets (not adjacent), its die on the X-Y-Z scale', () => {
    const t = battle(db, { cards: [{ card: 'Метатель', seat: 0, at: 'C3' }, { card: 'Стена', seat: 1, at: 'C4' }, { card: 'Стена', seat: 1, at: 'A6' }] });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('A6')]);
    t.rolls(6).act(target('A6'));
    settle(t);
    expect(t.wounds(2)).toBe(3);
  });
});
