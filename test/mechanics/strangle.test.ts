/**
 * Маркеры «удушения» (mechanics/markers/strangle.ts) on synthetic cards: one marker — no moves (jumps
 * included), two — «не может атаковать», three — destroyed by the source; lost when no card with the
 * strangle ability stands next to the creature (its death or a move).
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { strangleCount } from '../../src/engine/mechanics/markers/strangle.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const DB = makeDb([
  synth('У-Душитель', {
    move: 1,
    life: 3,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', filter: { elite: false }, effect: { op: 'strangle' }, abilityType: 'influence' }],
  }),
  synth('У-Прыгун', { move: 2, life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'jump', range: 3 }] }),
  synth('У-Стена', { move: 0, life: 20 }),
  synth('У-Лучник', { move: 1, life: 20, strike: [3, 3, 3], ranged: { kind: 'shot', values: [1, 1, 1] } }),
]);

describe('strangle markers', () => {
  it('one marker: no move and no jump; the markers live in the timed table (copied, hashed)', () => {
    const t = battle(DB, { cards: [{ card: 'У-Душитель', seat: 0, at: 'C3' }, { card: 'У-Прыгун', seat: 1, at: 'C4' }, { card: 'У-Стена', seat: 1, at: 'A6' }] });
    t.act(select('C3'), ab(0), target('C4'));
    expect(strangleCount(t.s, t.card(1))).toBe(1);
    t.act(endTurn());
    t.act(select('C4'));
    expect(t.legal()).toEqual([verb(Verb.Strike)]);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('two markers: «не может атаковать» — no strike, no ranged attack', () => {
    const t = battle(DB, {
      cards: [
        { card: 'У-Душитель', seat: 0, at: 'C3' },
        { card: 'У-Душитель', seat: 0, at: 'D3' },
        { card: 'У-Лучник', seat: 1, at: 'C4' },
        { card: 'У-Стена', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C3'), ab(0), target('C4'), select('D3'), ab(0), target('C4'));
    expect(strangleCount(t.s, t.card(2))).toBe(2);
    t.act(endTurn());
    expect(t.legal()).not.toContain(select('C4'));
  });

  it('the strangler dies: the markers next to it go', () => {
    const t = battle(DB, {
      cards: [
        { card: 'У-Душитель', seat: 0, at: 'C3' },
        { card: 'У-Лучник', seat: 1, at: 'C4' },
        { card: 'У-Лучник', seat: 1, at: 'D4' },
        { card: 'У-Стена', seat: 0, at: 'A1' },
      ],
    });
    t.act(select('C3'), ab(0), target('C4'));
    t.act(endTurn());
    t.rolls(6, 1).act(select('D4'), verb(Verb.Strike), target('C3'));
    expect(t.cellOf(0)).toBe('grave');
    expect(strangleCount(t.s, t.card(1))).toBe(0);
    t.act(select('C4'));
    expect(t.legal()).toContain(verb(Verb.Move));
  });

  it('not on an elite creature', () => {
    const E = makeDb([DB.defs.find((d) => d.name === 'У-Душитель')!, synth('У-Элита', { elite: true, life: 20 }), synth('У-Стена', { move: 0, life: 20 })]);
    const t = battle(E, { cards: [{ card: 'У-Душитель', seat: 0, at: 'C3' }, { card: 'У-Элита', seat: 1, at: 'C4' }, { card: 'У-Стена', seat: 1, at: 'A6' }] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(ab(0));
  });
});
