/**
 * mechanics/strike/gaze.ts — «взгляд Василиска»: a struck card may not move from its cell until the source
 * moves or leaves the battle zone (the check lives in move-limit.ts moveLimited, Cap.MoveLimit).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { canMove } from '../../src/engine/core/movement.js';
import { type Battle, battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Болван', { life: 20 }),
  synth('Глазун', {
    life: 20,
    abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'gaze' }, abilityType: 'influence' }],
  }),
]);

const settle = (t: Battle): Battle => {
  for (let g = 0; g < 8 && (t.decision() === Decision.Priority || t.decision() === Decision.Trigger); g++) t.act(t.legal()[0]!);
  return t;
};

describe('gaze: the struck card is held on its cell', () => {
  it('held while the source stays; free once the source moves', () => {
    const t = battle(db, { cards: [{ card: 'Глазун', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4', closed: true }, { card: 'Болван', seat: 0, at: 'A1' }] });
    t.rolls(6);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(3);
    settle(t.act(endTurn()));
    expect(canMove(t.s, t.card(1))).toBe(false); // its turn, open, but held
    settle(t.act(endTurn()));
    expect(t.closed(0)).toBe(false);
    settle(t.act(select('C3'), verb(Verb.Move), target('C2'))); // the source moves
    settle(t.act(endTurn()));
    expect(canMove(t.s, t.card(1))).toBe(true);
  });

  it('free once the source leaves the battle zone', () => {
    const t = battle(db, { cards: [{ card: 'Глазун', seat: 0, at: 'C3', wounds: 19 }, { card: 'Болван', seat: 1, at: 'C4', closed: true }, { card: 'Болван', seat: 1, at: 'B2' }] });
    t.rolls(6);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    settle(t.act(endTurn()));
    expect(canMove(t.s, t.card(1))).toBe(false);
    t.rolls(6);
    settle(t.act(select('B2'), verb(Verb.Strike), target('C3'))); // the source is closed: it dies
    expect(t.cellOf(0)).not.toBe('C3');
    expect(canMove(t.s, t.card(1))).toBe(true);
  });

  it('a card not struck by it moves freely; the held card may still act otherwise', () => {
    const t = battle(db, { cards: [{ card: 'Глазун', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4', closed: true }, { card: 'Болван', seat: 1, at: 'E5' }, { card: 'Болван', seat: 0, at: 'B4' }] });
    t.rolls(6);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    settle(t.act(endTurn()));
    expect(canMove(t.s, t.card(2))).toBe(true);
    t.act(select('C4'));
    expect(t.legal()).toContain(verb(Verb.Strike)); // it may still strike
    expect(t.legal()).not.toContain(verb(Verb.Move));
  });
});

describe('gaze: a held card that leaves the battle zone', () => {
  it('its entry goes with it (a card coming back is a new object)', () => {
    const t = battle(db, { cards: [{ card: 'Глазун', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4', closed: true, wounds: 17 }, { card: 'Болван', seat: 1, at: 'E6' }] });
    t.rolls(1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4'))); // weak 1: held
    expect(t.s.timedLen[0]).toBe(1);
    settle(t.act(endTurn(), endTurn()));
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4'))); // it dies now
    expect(t.cellOf(1)).not.toBe('C4');
    expect(t.s.timedLen[0]).toBe(0);
  });
});
