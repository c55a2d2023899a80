/**
 * 535.7.3: each creature may use incarnation once per battle. A card that has already incarnated is
 * EXILED when it dies (after its "при гибели" triggers).
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb, zoneList, type Battle } from '../../helpers/scenario.js';
import { Decision, Flag, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS } from '../../../src/engine/core/action.js';
import { KILL, TAKE_CONTROL, choose, resurrectAbility } from './535-helpers.js';

const db = makeDb([
  synth('Феникс', { incarnation: 1 }),
  synth('Пешка'),
  synth('Убийца', { abilities: [KILL] }),
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Плакальщик', {
    abilities: [{ kind: 'triggered', on: 'otherCreatureDies', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }],
  }),
]);

/** Seat 0's Феникс incarnates on A1 at the start of seat 0's turn 3; seat 1 has an Убийца on A6 (and `extra`). */
function incarnated(extra: { card: string; seat: 0 | 1; at: string }[] = []): Battle {
  const t = battle(db, {
    cards: [
      { card: 'Феникс', seat: 0, at: 'grave' },
      { card: 'Пешка', seat: 0, at: 'C3' },
      { card: 'Убийца', seat: 1, at: 'A6' },
      ...extra,
    ],
    active: 1,
    turn: 2,
  });
  t.act(endTurn(), target('A1'));
  expect(t.cellOf(0)).toBe('A1');
  return t;
}

const pass = (t: Battle) => {
  while (t.decision() === Decision.Priority) t.act(PASS);
};

describe('535.7.3 once per battle', () => {
  it('535.7.3: an incarnated card that dies is exiled (into its owner’s exile), not put into the graveyard', () => {
    const t = incarnated();
    t.act(endTurn());
    t.act(select('A6'), verb(Verb.Ability), target('A1'));
    pass(t);
    const i = t.card(0);
    expect(t.s.zone[i]).toBe(Zone.Exile);
    expect(zoneList(t.s, 0, Zone.Exile)).toContain(i);
    expect(zoneList(t.s, 0, Zone.Grave)).not.toContain(i);
  });

  it('535.7.3: it is exiled AFTER the "при гибели" triggers — they still see its death', () => {
    const t = incarnated([{ card: 'Плакальщик', seat: 0, at: 'E1' }]);
    t.act(endTurn());
    t.act(select('A6'), verb(Verb.Ability), target('A1'));
    pass(t);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Exile);
    expect(t.s.extraLives[t.card(3)]).toBe(1);
  });

  it('535.7.3: so it never incarnates a second time (no tokens in exile)', () => {
    const t = incarnated();
    t.act(endTurn());
    t.act(select('A6'), verb(Verb.Ability), target('A1'));
    pass(t);
    t.act(endTurn(), endTurn(), endTurn());
    expect(t.s.zone[t.card(0)]).toBe(Zone.Exile);
    expect(t.s.incTokens[t.card(0)]).toBe(0);
  });

  it('535.7.3 / 535.7.1 "unused": a card whose incarnation is used gets no tokens and never incarnates, even in the graveyard', () => {
    const t = battle(db, {
      cards: [
        { card: 'Феникс', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
      active: 1,
      turn: 2,
    });
    t.s.flags[t.card(0)] = Flag.Incarnated; // surgery: it incarnated earlier this battle
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    expect(t.s.incTokens[t.card(0)]).toBe(0);
  });

  it('535.7.3: an incarnated card that dies under the opponent’s control is exiled into its OWNER’s exile', () => {
    const t = incarnated([{ card: 'Кукловод', seat: 1, at: 'E6' }, { card: 'Убийца', seat: 0, at: 'E1' }]);
    t.act(endTurn());
    t.act(select('E6'), verb(Verb.Ability), target('A1'));
    pass(t);
    expect(t.s.ctrl[t.card(0)]).toBe(1);
    t.act(endTurn());
    t.act(select('E1'), verb(Verb.Ability), target('A1'));
    pass(t);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Exile);
    expect(zoneList(t.s, 0, Zone.Exile)).toContain(t.card(0));
  });

  it('535.7.3 (negative): a card with incarnation that was RESURRECTED (not incarnated) dies into the graveyard as usual and may still incarnate', () => {
    const t = battle(db, {
      cards: [
        { card: 'Феникс', seat: 0, at: 'grave' },
        { card: 'Некромант', seat: 0, at: 'C2' },
        { card: 'Убийца', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Феникс'), target('B2'));
    pass(t);
    t.act(endTurn());
    t.act(select('A6'), verb(Verb.Ability), target('B2'));
    pass(t);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    t.act(endTurn()); // seat 0's turn: token 1 = X
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('A1'));
    expect(t.cellOf(0)).toBe('A1');
  });
});
