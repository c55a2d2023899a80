/**
 * 535.8: to take a card under control is to become its controller; at the same time the opponent
 * stops controlling it. 535.8.1: if the card cannot be taken into the opponent's squad for some
 * reason, its controller keeps it.
 *
 * Engine: effect `takeControl` (squad.ts `takeControl`): the card moves between the players'
 * battle-zone lists (and occupancy masks) and stays on its cell.
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, targetAux, verb, zoneList, type Battle } from '../../helpers/scenario.js';
import { Decision, EndReason, Verb, Zone } from '../../../src/engine/core/enums.js';
import { SELECT } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { G } from '../../../src/engine/core/state.js';
import { hasControlMarker } from '../../../src/engine/core/squad.js';
import { TAKE_CONTROL } from './535-helpers.js';

const db = makeDb([
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Марионетчик', { abilities: [TAKE_CONTROL] }),
  synth('Пешка'),
  synth('Птица', { type: 'flyer', move: null }),
  synth('Гордец', { cannotJoinWith: { names: ['Кукловод'] } }),
  synth('Король', { unique: true }),
]);

function position(victim: string, victimAt: string, extra: { card: string; seat: 0 | 1; at: string }[] = []): Battle {
  return battle(db, {
    cards: [
      { card: 'Кукловод', seat: 0, at: 'C2' },
      { card: victim, seat: 1, at: victimAt },
      { card: 'Пешка', seat: 1, at: 'A6' },
      ...extra,
    ],
  });
}

describe('535.8 taking control', () => {
  it('535.8: the taker becomes the controller and the opponent stops controlling it — the card moves between the battlefield lists, staying on its cell', () => {
    const t = position('Пешка', 'C4');
    const i = t.card(1);
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.s.ctrl[i]).toBe(0);
    expect(zoneList(t.s, 0, Zone.Field)).toContain(i);
    expect(zoneList(t.s, 1, Zone.Field)).not.toContain(i);
    expect(t.cellOf(1)).toBe('C4');
    const bit = 1 << parseCell('C4');
    expect(t.s.g[G.Occ]! & bit).toBe(bit);
    expect(t.s.g[G.Occ + 1]! & bit).toBe(0);
  });

  it('535.8: a flyer moves from the opponent’s auxiliary zone to the taker’s', () => {
    const t = position('Птица', 'aux');
    const i = t.card(1);
    t.act(select('C2'), verb(Verb.Ability), targetAux(1, 0));
    expect(t.s.ctrl[i]).toBe(0);
    expect(zoneList(t.s, 0, Zone.Aux)).toEqual([i]);
    expect(zoneList(t.s, 1, Zone.Aux)).toEqual([]);
  });

  it('535.8: the new controller acts with it; the old one no longer can', () => {
    const t = position('Пешка', 'C4');
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.legal()).toContain(SELECT + parseCell('C4'));
    t.act(endTurn());
    expect(t.decider()).toBe(1);
    expect(t.legal()).not.toContain(SELECT + parseCell('C4'));
  });

  it('535.8: the opponent stops controlling it at once — taking his last creature leaves him with none (he loses)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.decision()).toBe(Decision.Terminal);
    expect(t.s.g[G.EndReason]).toBe(EndReason.Win);
    expect(t.s.g[G.Winner]).toBe(0);
  });
});

describe('535.8.1 a card that cannot join the opponent’s squad stays', () => {
  it('535.8.1 + 535.9: a card that "cannot be taken into a squad with" the taker’s card stays with its controller (still no marker)', () => {
    const t = position('Гордец', 'C4');
    const i = t.card(1);
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.s.ctrl[i]).toBe(1);
    expect(zoneList(t.s, 1, Zone.Field)).toContain(i);
    expect(zoneList(t.s, 0, Zone.Field)).not.toContain(i);
    expect(hasControlMarker(t.s, i)).toBe(false);
    expect(t.closed(0)).toBe(true); // the feature was declared and executed: paid
  });

  it('535.8.1 + uniqueness: a unique card cannot join a squad that already holds one of that name — it stays', () => {
    const t = position('Король', 'C4', [{ card: 'Король', seat: 0, at: 'E1' }]);
    const i = t.card(1);
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.s.ctrl[i]).toBe(1);
  });

  it('535.8.1 (negative): the same card is taken by a squad that holds nothing it forbids', () => {
    const t = battle(db, {
      cards: [
        { card: 'Марионетчик', seat: 1, at: 'C5' },
        { card: 'Гордец', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'A1' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(select('C5'), verb(Verb.Ability), target('C3'));
    expect(t.s.ctrl[t.card(1)]).toBe(1);
  });
});
