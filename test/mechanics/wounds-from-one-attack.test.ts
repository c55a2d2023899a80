/**
 * "Когда получает 3 или более раны от одной атаки получить еще 3 раны" (Глиняный голем s2_58;
 * mechanics/wounds/wounds-from-one-attack.ts), with set 1, the set-2 cards and three synthetic
 * attackers compiled together (the set-2 cards are not in the bundled pool). Глиняный голем: life 15,
 * strike 2-3-4, no armour. The condition is asked at a trigger point ('selfWounded') whose core case
 * carries no condition of its own: core/triggers.ts offer asks mechTriggerCondition of any trigger with
 * a mechanic data word.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const GOLEM = 'Глиняный голем';
const HAMMER = synth('Молот', { strike: [3, 3, 3] }); // 3 wounds whatever the roll
const TAPPER = synth('Ворожея', {
  hasText: true,
  support: 'implemented',
  // An influence, not an attack: 3 wounds at a creature next to it.
  abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'influence' }],
});
const db = makeDb([...SET2_CARDS, HAMMER, TAPPER]);

function golemAndAttacker(attacker: string) {
  return battle(db, {
    cards: [
      { card: attacker, seat: 0, at: 'C3' },
      { card: GOLEM, seat: 1, at: 'C4' },
    ],
  });
}

describe('"получает 3 или более раны от одной атаки" (mechanics/wounds/wounds-from-one-attack.ts; Глиняный голем s2_58)', () => {
  it('a simple strike of 3 wounds: "получить еще 3 раны", 6 in all', () => {
    const t = golemAndAttacker('Молот');
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(GOLEM)).toBe(6);
  });

  it('a simple strike of 2 wounds (Кочевник s1_1, medium): no more', () => {
    const t = golemAndAttacker('Кочевник');
    t.rolls(5, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(GOLEM)).toBeLessThan(3);
    expect(t.wounds(GOLEM)).toBeGreaterThan(0);
  });

  it('the 3 wounds it gives itself come from its ability, not an attack: they do not fire it again', () => {
    const t = golemAndAttacker('Молот');
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(GOLEM)).toBe(6); // not 9, 12, …
  });

  it('"от одной атаки": 3 wounds of an influence (not an attack) fire nothing', () => {
    const t = golemAndAttacker('Ворожея');
    t.act(select('C3'), verb(Verb.Ability), target('C4'));
    settle(t);
    expect(t.wounds(GOLEM)).toBe(3);
  });

  it('"от одной атаки": a counter-strike is not an attack (3 counter-strike wounds at the attacking golem fire nothing)', () => {
    const t = battle(db, {
      cards: [
        { card: GOLEM, seat: 0, at: 'C3' },
        { card: 'Молот', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(GOLEM)).toBe(3);
  });

  it('compile: the condition on another trigger point, or N outside 1 … 15, is refused naming the card and the field', () => {
    const bad = (over: object) =>
      synth('Голем-проба', {
        hasText: true,
        support: 'implemented',
        abilities: [{ kind: 'triggered', on: 'selfWounded', woundsFromOneAttack: 3, target: 'self', effect: { op: 'wound', amount: 3 }, abilityType: 'influence', ...over }] as never,
      });
    expect(() => compileCardDb([...ALL_CARDS, bad({ on: 'selfMoves' })])).toThrow(/Голем-проба.*woundsFromOneAttack.*'selfWounded'/);
    expect(() => compileCardDb([...ALL_CARDS, bad({ woundsFromOneAttack: 0 })])).toThrow(/woundsFromOneAttack.*1 … 15/);
    expect(() => compileCardDb([...ALL_CARDS, bad({ woundsFromOneAttack: 2.5 })])).toThrow(/woundsFromOneAttack/);
  });

  it('the turn goes on: the golem at 6 of 15 is still on the field', () => {
    const t = golemAndAttacker('Молот');
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.cellOf(GOLEM)).toBe('C4');
    t.act(endTurn());
  });
});
