/**
 * 535.5: to summon a card is to take it from the deck and put it into the battle zone. Defaults:
 * from the own deck; next to the summoning card; open; revealed (face up); onto a free cell; at most
 * one card per cell; under the own control.
 *
 * ("Own" is the player who summons, i.e. the controller of the summoning card.) The vocabulary has
 * single-card summons only, so "at most one card per cell" has nothing to test yet.
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb, zoneList } from '../../helpers/scenario.js';
import { Verb, Zone } from '../../../src/engine/core/enums.js';
import { NEIGH8_MASK, parseCell } from '../../../src/engine/core/board.js';
import { hasControlMarker } from '../../../src/engine/core/squad.js';
import { TAKE_CONTROL, candidates, choose, deckOf, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Тихий призыватель', { abilities: [summonAbility({ closed: true })] }),
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Пешка', { move: 3 }),
  synth('Чужак'),
]);

function basic() {
  const t = battle(db, {
    cards: [
      { card: 'Призыватель', seat: 0, at: 'C2' },
      { card: 'Пешка', seat: 0, at: 'deck' },
      { card: 'Чужак', seat: 1, at: 'deck' },
      { card: 'Пешка', seat: 1, at: 'C5' },
    ],
  });
  return t;
}

describe('535.5 summon defaults', () => {
  it('535.5 from the own deck: only the summoner’s controller’s deck is browsed; the opponent’s deck is untouched', () => {
    const t = basic();
    const oppDeck = deckOf(t, 1);
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Пешка']);
    t.act(choose(t, 'Пешка'), target('B2'));
    expect(t.s.zone[t.card(1)]).toBe(Zone.Field);
    expect(deckOf(t, 1)).toEqual(oppDeck);
    expect(deckOf(t, 0)).toEqual([]);
  });

  it('535.5 from the own deck: a summoner taken under control summons from its NEW controller’s deck', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C3' },
        { card: 'Чужак', seat: 0, at: 'deck' },
        { card: 'Призыватель', seat: 1, at: 'C4' },
        { card: 'Пешка', seat: 1, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability), target('C4'));
    t.act(endTurn(), endTurn()); // back to seat 0; the taken summoner opened at the start of its controller's turn
    t.act(select('C4'), verb(Verb.Ability));
    expect(t.decider()).toBe(0);
    expect(candidates(t)).toEqual(['Чужак']);
    t.act(choose(t, 'Чужак'), target('B4'));
    const i = t.card(1);
    expect([t.s.owner[i], t.s.ctrl[i]]).toEqual([0, 0]);
    expect(deckOf(t, 1)).toEqual([t.card(3)]);
  });

  it('535.5 next to the summoning card: the summoned card ends on a cell adjacent to the summoner', () => {
    const t = basic();
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    for (const a of t.legal()) expect((NEIGH8_MASK[parseCell('C2')]! >> (a - target('A1'))) & 1).toBe(1);
    t.act(target('D3'));
    expect(t.cellOf(1)).toBe('D3');
  });

  it('535.5 open: the summoned card enters open, with its full movement', () => {
    const t = basic();
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'), target('B2'));
    expect(t.closed(1)).toBe(false);
    expect(t.moveLeft(1)).toBe(3);
  });

  it('535.5 open (negative): a feature that says "закрытым" overrides the default — the card enters closed', () => {
    const t = battle(db, {
      cards: [
        { card: 'Тихий призыватель', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'), target('B2'));
    expect(t.closed(1)).toBe(true);
  });

  it('535.5 revealed: the summoned card is face up', () => {
    const t = basic();
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'), target('B2'));
    expect(t.hidden(1)).toBe(false);
  });

  it('535.5 free cell: occupied cells next to the summoner are never offered', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Чужак', seat: 0, at: 'B2' },
        { card: 'Чужак', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    expect(t.legal()).not.toContain(target('B2'));
    expect(t.legal()).not.toContain(target('C3'));
    expect(t.legal()).not.toContain(target('C2'));
    expect(t.legal()).toEqual(['B1', 'C1', 'D1', 'D2', 'B3', 'D3'].map(target).sort((a, b) => a - b));
  });

  it('535.5 under the own control: the summoner’s controller controls the card (no control marker), in his battle-zone list', () => {
    const t = basic();
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'), target('B2'));
    const i = t.card(1);
    expect(t.s.ctrl[i]).toBe(0);
    expect(hasControlMarker(t.s, i)).toBe(false);
    expect(zoneList(t.s, 0, Zone.Field)).toContain(i);
    expect(zoneList(t.s, 0, Zone.Hand)).toEqual([]);
  });
});
