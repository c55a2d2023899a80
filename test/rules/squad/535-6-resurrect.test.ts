/**
 * 535.6: to resurrect a card is to take it from the graveyard and put it into the battle zone.
 * Defaults: from the own graveyard; next to the resurrecting card; open; revealed; onto a free cell;
 * at most one card per cell; under the own control.
 *
 * Engine: the same declaration as a search summon (Decision.Choose over the graveyard, then the
 * cell). The chosen card stays in the graveyard until the feature executes (the hand zone is for
 * cards shown from the deck only, 535.5.1.2).
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb, zoneList, type Battle } from '../../helpers/scenario.js';
import { Decision, Flag, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS, SELECT, TARGET_STACK } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { hasControlMarker } from '../../../src/engine/core/squad.js';
import { CANCEL, CHOOSE_NONE, TAKE_CONTROL, candidates, choose, dealWords, graveOf, resurrectAbility, stackLen } from './535-helpers.js';

const db = makeDb([
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Некромант волков', { abilities: [resurrectAbility({ filter: { name: 'Волк' } })] }),
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Отменщик', { abilities: [CANCEL] }),
  synth('Волк', { move: 3 }),
  synth('Лис'),
  synth('Король', { unique: true }),
]);

function position(extra: { card: string; seat: 0 | 1; at: string }[] = [], responder = 'Лис'): Battle {
  return battle(db, {
    cards: [
      { card: 'Некромант', seat: 0, at: 'C2' },
      { card: 'Волк', seat: 0, at: 'grave' },
      { card: 'Лис', seat: 0, at: 'grave' },
      { card: 'Волк', seat: 0, at: 'grave' },
      { card: responder, seat: 1, at: 'C5' },
      ...extra,
    ],
  });
}

describe('535.6 resurrection defaults', () => {
  it('535.6 from the own graveyard: the candidates are the own graveyard’s cards, each distinct card once', () => {
    const t = position([{ card: 'Король', seat: 1, at: 'grave' }, { card: 'Лис', seat: 0, at: 'exile' }]);
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Choose);
    expect(candidates(t)).toEqual(['Волк', 'Лис']);
  });

  it('535.6 (negative): the opponent’s graveyard and the own exile are never sources', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант', seat: 0, at: 'C2' },
        { card: 'Волк', seat: 0, at: 'exile' },
        { card: 'Волк', seat: 1, at: 'grave' },
        { card: 'Лис', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.legal()).toEqual([CHOOSE_NONE]);
  });

  it('535.6: the resurrector’s restrictions apply (a named card)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант волков', seat: 0, at: 'C2' },
        { card: 'Лис', seat: 0, at: 'grave' },
        { card: 'Волк', seat: 0, at: 'grave' },
        { card: 'Лис', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Волк']);
  });

  it('535.6 next to the resurrector, onto a free cell: the cells offered are the free neighbours of the resurrector', () => {
    const t = position([{ card: 'Лис', seat: 0, at: 'B2' }]);
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Лис'));
    expect(t.legal()).toEqual(['B1', 'C1', 'D1', 'D2', 'B3', 'C3', 'D3'].map(target).sort((a, b) => a - b));
  });

  it('535.6 open, revealed, under the own control: the resurrected card enters open (full movement), face up, controlled by the resurrector’s controller', () => {
    const t = position();
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'), target('B3'));
    const wolf = t.s.board[parseCell('B3')]!;
    expect(t.s.db.defs[t.s.card[wolf]!]!.name).toBe('Волк');
    expect(t.s.zone[wolf]).toBe(Zone.Field);
    expect(t.s.flags[wolf]! & (Flag.Closed | Flag.Hidden)).toBe(0);
    expect(t.s.moveLeft[wolf]).toBe(3);
    expect(t.s.ctrl[wolf]).toBe(0);
    expect(hasControlMarker(t.s, wolf)).toBe(false);
    expect(zoneList(t.s, 0, Zone.Field)).toContain(wolf);
    expect(graveOf(t, 0).length).toBe(2);
  });

  it('535.6: the chosen card stays in the graveyard until the resurrection executes (no hand zone for resurrection)', () => {
    const t = position([], 'Отменщик');
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Лис'), target('B3'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.s.zone[t.card(2)]).toBe(Zone.Grave);
    expect(zoneList(t.s, 0, Zone.Hand)).toEqual([]);
    t.act(PASS);
    expect(t.cellOf(2)).toBe('B3');
  });

  it('535.6: a cancelled resurrection leaves the card in the graveyard (and pays, 518)', () => {
    const t = position([], 'Отменщик');
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Лис'), target('B3'));
    t.act(SELECT + parseCell('C5'), verb(Verb.Ability), TARGET_STACK + 0);
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[t.card(2)]).toBe(Zone.Grave);
    expect(stackLen(t)).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('535.6 (negative): resurrection does not touch the deck — no shuffle', () => {
    const t = position([{ card: 'Лис', seat: 0, at: 'deck' }, { card: 'Волк', seat: 0, at: 'deck' }]);
    const words = dealWords(t.s);
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Лис'), target('B3'));
    expect(dealWords(t.s)).toEqual(words);
  });

  it('535.6: an empty graveyard finds nothing; the declaration is still paid', () => {
    const t = battle(db, { cards: [{ card: 'Некромант', seat: 0, at: 'C2' }, { card: 'Лис', seat: 1, at: 'C5' }] });
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.legal()).toEqual([CHOOSE_NONE]);
    t.act(CHOOSE_NONE);
    expect(t.closed(0)).toBe(true);
  });

  it('535.6 own graveyard: a resurrector taken under control resurrects from its NEW controller’s graveyard', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C3' },
        { card: 'Лис', seat: 0, at: 'grave' },
        { card: 'Некромант', seat: 1, at: 'C4' },
        { card: 'Волк', seat: 1, at: 'grave' },
        { card: 'Лис', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability), target('C4'));
    t.act(endTurn(), endTurn()); // back to seat 0: the taken Некромант opens at the start of its controller's turn
    t.act(select('C4'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Лис']);
    t.act(choose(t, 'Лис'), target('B4'));
    expect(t.s.ctrl[t.card(1)]).toBe(0);
    expect(t.s.zone[t.card(3)]).toBe(Zone.Grave);
  });

  it('535.6 + uniqueness: a unique card CAN be resurrected — its own presence in the graveyard is not "another card of that name"', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант', seat: 0, at: 'C2' },
        { card: 'Король', seat: 0, at: 'grave' },
        { card: 'Лис', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Король']);
  });
});
