/**
 * Markers and small effects (core/systems/markers.ts) with synthetic cards: the "не открывается"
 * marker, "перераспределить N (или менее) ран на себя", target filters (poisoned, element, other),
 * `also` effects and the "всех стоящих рядом существ противника" group.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const db = makeDb([
  synth('М-морозящий', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'skipOpen' }, abilityType: 'influence' }] }),
  synth('М-донор', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', filter: { other: true, element: 'forest' }, upTo: 3, effect: { op: 'takeWounds', amount: 0 }, abilityType: 'influence' }] }),
  synth('М-ядовитый', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', filter: { poisoned: true }, effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
  synth('М-взрыв', { abilities: [{ kind: 'activated', tap: true, target: 'allAdjacentEnemyCreatures', effect: { op: 'wound', amount: 1 }, also: { op: 'close' }, abilityType: 'influence' }] }),
  synth('М-лесной', { element: 'forest' }),
  synth('М-пень'),
]);

describe('markers', () => {
  it('"не открывается в начале своего следующего хода": the marked card stays closed once, then opens', () => {
    const t = battle(db, { cards: [{ card: 'М-морозящий', seat: 0, at: 'C1' }, { card: 'М-пень', seat: 1, at: 'C5', closed: true }] });
    t.act(select('C1'), ab(0), target('C5'), endTurn());
    expect(t.closed(1)).toBe(true);
    expect(t.s.flags[t.card(1)]! & Flag.SkipOpen).toBe(0);
    t.act(endTurn(), endTurn());
    expect(t.closed(1)).toBe(false);
  });

  it('"перераспределить N (или менее) ран … на себя": the amount is chosen at the declaration; filters element and other', () => {
    const t = battle(db, {
      cards: [
        { card: 'М-донор', seat: 0, at: 'A1', wounds: 1 },
        { card: 'М-лесной', seat: 1, at: 'E6', wounds: 2 },
        { card: 'М-пень', seat: 1, at: 'D6', wounds: 2 },
      ],
    });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('E6')]);
    t.act(target('E6'));
    expect(t.decision()).toBe(Decision.Choice);
    t.act(AMOUNT + 3); // only 2 are there
    expect([t.wounds(0), t.wounds(1)]).toEqual([3, 0]);
  });

  it('the poisoned filter restricts chosen targets', () => {
    const t = battle(db, { cards: [{ card: 'М-ядовитый', seat: 0, at: 'A1' }, { card: 'М-пень', seat: 1, at: 'E6', poison: 1 }, { card: 'М-пень', seat: 1, at: 'D6' }] });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('E6')]);
  });

  it('"всех стоящих рядом существ противника" with an `also` effect: each adjacent enemy gets both', () => {
    const t = battle(db, {
      cards: [
        { card: 'М-взрыв', seat: 0, at: 'C3' },
        { card: 'М-пень', seat: 0, at: 'B3' },
        { card: 'М-пень', seat: 1, at: 'B4' },
        { card: 'М-пень', seat: 1, at: 'D4' },
        { card: 'М-пень', seat: 1, at: 'C6' },
      ],
    });
    t.act(select('C3'), ab(0));
    expect([1, 2, 3, 4].map((k) => t.wounds(k))).toEqual([0, 1, 1, 0]);
    expect([1, 2, 3, 4].map((k) => t.closed(k))).toEqual([false, true, true, false]);
  });
});
