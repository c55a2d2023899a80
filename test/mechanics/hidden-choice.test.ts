/**
 * mechanics/features/hidden-choice.ts: the controller picks which hidden enemy cards an all-targets feature
 * reaches; they are revealed together; a picked one that does not qualify — nobody is affected.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Чистильщик', {
    life: 10,
    abilities: [{ kind: 'activated', tap: true, target: 'allEnemyCreatures', filter: { maxCost: 3 }, effect: { op: 'wound', amount: 1 }, abilityType: 'influence', hiddenChoice: true }],
  }),
  synth('Дешёвый', { life: 10, cost: 2 }),
  synth('Дорогой', { life: 10, cost: 6 }),
]);

describe('hidden-choice', () => {
  it('no hidden enemy card: no question; the visible matching cards are hit', () => {
    const t = battle(db, { cards: [{ card: 'Чистильщик', seat: 0, at: 'A1' }, { card: 'Дешёвый', seat: 1, at: 'C6' }, { card: 'Дорогой', seat: 1, at: 'D6' }] });
    t.act(select('A1'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Main);
    expect([t.wounds(1), t.wounds(2)]).toEqual([1, 0]);
  });

  it('PASS at once: the hidden cards are not reached and stay hidden', () => {
    const t = battle(db, { cards: [{ card: 'Чистильщик', seat: 0, at: 'A1' }, { card: 'Дешёвый', seat: 1, at: 'C6', hidden: true }] });
    t.act(select('A1'), verb(Verb.Ability), PASS);
    expect(t.wounds(1)).toBe(0);
    expect(t.hidden(1)).toBe(true);
  });

  it('picked: revealed and hit; a picked non-matching card stops the whole effect', () => {
    const t = battle(db, { cards: [{ card: 'Чистильщик', seat: 0, at: 'A1' }, { card: 'Дешёвый', seat: 1, at: 'C6', hidden: true }, { card: 'Дешёвый', seat: 1, at: 'B4' }] });
    t.act(select('A1'), verb(Verb.Ability), target('C6'));
    expect(t.hidden(1)).toBe(false);
    expect([t.wounds(1), t.wounds(2)]).toEqual([1, 1]);
    const u = battle(db, { cards: [{ card: 'Чистильщик', seat: 0, at: 'A1' }, { card: 'Дорогой', seat: 1, at: 'C6', hidden: true }, { card: 'Дешёвый', seat: 1, at: 'B4' }] });
    u.act(select('A1'), verb(Verb.Ability), target('C6'));
    expect([u.wounds(1), u.wounds(2)]).toEqual([0, 0]);
    expect(u.closed(0)).toBe(true);
  });
});
