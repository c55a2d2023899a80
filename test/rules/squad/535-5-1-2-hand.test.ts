/**
 * 535.5.1.2: cards shown for a summon are taken out of the deck and put into the hand (207: the
 * technical hand zone, engine Zone.Hand). From there they go to the battle zone when the summon
 * succeeds, and back to the deck when it could not be carried out.
 */
import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb, type Battle } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS, SELECT, TARGET_STACK } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { BLOCK, CANCEL, CHOOSE_NONE, KILL, choose, deckOf, handOf, stackLen, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Быстрый глашатай', { abilities: [summonAbility({ find: 'top', instant: true })] }),
  synth('Отменщик', { abilities: [CANCEL] }),
  synth('Блокировщик', { abilities: [BLOCK] }),
  synth('Убийца', { abilities: [KILL] }),
  synth('Волк'),
  synth('Пешка'),
]);

/** Seat 0's Призыватель on C3 (and a Пешка on A1) with a Волк and a Пешка in the deck; seat 1 has `responder` on C4. */
function position(responder: string): Battle {
  return battle(db, {
    cards: [
      { card: 'Призыватель', seat: 0, at: 'C3' },
      { card: 'Пешка', seat: 0, at: 'deck' },
      { card: 'Волк', seat: 0, at: 'deck' },
      { card: responder, seat: 1, at: 'C4' },
      { card: 'Пешка', seat: 1, at: 'deck' },
      { card: 'Пешка', seat: 0, at: 'A1' },
    ],
  });
}

/** Declare the Волк summon onto `cell`; the opponent (who holds an instant) now has priority. */
function declareWolf(t: Battle, cell = 'B3'): number {
  t.act(select('C3'), verb(Verb.Ability));
  t.act(choose(t, 'Волк'), target(cell));
  expect(t.decision()).toBe(Decision.Priority);
  expect(t.decider()).toBe(1);
  return t.card(2);
}

describe('535.5.1.2 the hand zone', () => {
  it('535.5.1.2: the shown card leaves the deck for its owner’s hand zone at the declaration and waits there while the summon is on the stack', () => {
    const t = position('Отменщик');
    const wolf = declareWolf(t);
    expect(t.s.zone[wolf]).toBe(Zone.Hand);
    expect(handOf(t, 0)).toEqual([wolf]);
    expect(deckOf(t, 0)).toEqual([t.card(1)]);
  });

  it('535.5.1.2: on success it moves from the hand to the battle zone (the hand is empty again)', () => {
    const t = position('Отменщик');
    const wolf = declareWolf(t);
    t.act(PASS);
    expect(t.cellOf(2)).toBe('B3');
    expect(handOf(t, 0)).toEqual([]);
    expect(t.s.zone[wolf]).toBe(Zone.Field);
  });

  it('535.5.1.2: the summon cannot be carried out (its cell was taken in response) — the card goes back to the deck; the legal declaration stays paid', () => {
    const t = position('Быстрый глашатай');
    const wolf = declareWolf(t, 'B4');
    // Seat 1 answers with its instant top-card summon onto the same cell.
    t.act(SELECT + parseCell('C4'), verb(Verb.Ability), target('B4'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[t.card(4)]).toBe(Zone.Field);
    expect(t.cellOf(4)).toBe('B4');
    expect(t.s.zone[wolf]).toBe(Zone.Deck);
    expect(handOf(t, 0)).toEqual([]);
    expect(deckOf(t, 0).sort()).toEqual([t.card(1), wolf].sort());
    expect(t.closed(0)).toBe(true);
    expect(stackLen(t)).toBe(0);
  });

  it('535.5.1.2: a cancelled summon (518) returns the shown card from the hand to the deck', () => {
    const t = position('Отменщик');
    const wolf = declareWolf(t);
    t.act(SELECT + parseCell('C4'), verb(Verb.Ability), TARGET_STACK + 0);
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[wolf]).toBe(Zone.Deck);
    expect(handOf(t, 0)).toEqual([]);
    expect(t.closed(0)).toBe(true); // 518: a cancelled feature is still paid
  });

  it('535.5.1.2: a blocked summon returns the shown card to the deck', () => {
    const t = position('Блокировщик');
    const wolf = declareWolf(t);
    t.act(SELECT + parseCell('C4'), verb(Verb.Ability), TARGET_STACK + 0);
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[wolf]).toBe(Zone.Deck);
    expect(handOf(t, 0)).toEqual([]);
    expect(t.cellOf(2)).toBe('deck');
    expect(t.closed(0)).toBe(true); // a blocked feature is still paid
  });

  it('535.5.1.2: a summon that is illegal at its legality check (the summoner was killed in response) returns the shown card to the deck', () => {
    const t = position('Убийца');
    const wolf = declareWolf(t);
    t.act(SELECT + parseCell('C4'), verb(Verb.Ability), target('C3'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    expect(t.s.zone[wolf]).toBe(Zone.Deck);
    expect(handOf(t, 0)).toEqual([]);
    expect(stackLen(t)).toBe(0);
  });

  it('535.5.1.2 (negative): finding nothing shows no card — the hand zone stays empty', () => {
    const t = position('Отменщик');
    t.act(select('C3'), verb(Verb.Ability), CHOOSE_NONE);
    expect(handOf(t, 0)).toEqual([]);
    expect(deckOf(t, 0).length).toBe(2);
  });
});
