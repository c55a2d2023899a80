/**
 * 535.1 owner and controller; 535.1.1 the control marker.
 *
 * 535.1: the owner is the player in whose deck the card began the game; no effect changes it. The
 * controller may change. 535.1.1: while owner ≠ controller the card carries the control marker; it
 * disappears as soon as the owner controls the card again. Putting it on and taking it off is a
 * rules effect and does not use the stack.
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS } from '../../../src/engine/core/action.js';
import { G } from '../../../src/engine/core/state.js';
import { hasControlMarker } from '../../../src/engine/core/squad.js';
import { CHOOSE, KILL, TAKE_CONTROL, graveOf, stackLen, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Пешка'),
  synth('Убийца', { abilities: [KILL] }),
  synth('Призыватель', { abilities: [summonAbility()] }),
]);

/** Seat 0's Кукловод on C2 takes seat 1's Пешка on C4; seat 1 has its own Кукловод on E6 and an Убийца on A6. */
function takenPawn() {
  const t = battle(db, {
    cards: [
      { card: 'Кукловод', seat: 0, at: 'C2' },
      { card: 'Пешка', seat: 1, at: 'C4' },
      { card: 'Кукловод', seat: 1, at: 'E6' },
      { card: 'Убийца', seat: 1, at: 'A6' },
      { card: 'Пешка', seat: 0, at: 'A1' },
    ],
  });
  t.act(select('C2'), verb(Verb.Ability), target('C4'));
  // Seat 1 holds an instant (Убийца), so a priority round stops at him: let the takeover resolve.
  while (t.decision() === Decision.Priority) t.act(PASS);
  return t;
}

describe('535.1 owner never changes', () => {
  it('535.1: taking control changes the controller, not the owner', () => {
    const t = takenPawn();
    const pawn = t.card(1);
    expect(t.s.owner[pawn]).toBe(1);
    expect(t.s.ctrl[pawn]).toBe(0);
    expect(t.cellOf(1)).toBe('C4');
  });

  it('535.1: a card that dies under the opponent’s control goes to its OWNER’s graveyard and is controlled by its owner again', () => {
    const t = takenPawn();
    const pawn = t.card(1);
    t.act(endTurn());
    // Seat 1's turn: the Убийца kills the (now enemy) pawn it owns.
    t.act(select('A6'), verb(Verb.Ability), target('C4'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[pawn]).toBe(Zone.Grave);
    expect(graveOf(t, 1)).toContain(pawn);
    expect(graveOf(t, 0)).not.toContain(pawn);
    expect(t.s.owner[pawn]).toBe(1);
    expect(t.s.ctrl[pawn]).toBe(1);
    expect(hasControlMarker(t.s, pawn)).toBe(false);
  });

  it('535.1: a summoned card is owned by the player from whose deck it came', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), CHOOSE + 0, target('B2'));
    const i = t.card(1);
    expect(t.cellOf(1)).toBe('B2');
    expect([t.s.owner[i], t.s.ctrl[i]]).toEqual([0, 0]);
    expect(hasControlMarker(t.s, i)).toBe(false);
  });
});

describe('535.1.1 the control marker', () => {
  it('535.1.1: no marker while owner and controller coincide', () => {
    const t = takenPawn();
    for (const k of [0, 2, 3, 4]) expect(hasControlMarker(t.s, t.card(k))).toBe(false);
  });

  it('535.1.1: the marker appears when the opponent takes control', () => {
    const t = takenPawn();
    expect(hasControlMarker(t.s, t.card(1))).toBe(true);
  });

  it('535.1.1: the marker disappears as soon as the owner controls the card again', () => {
    const t = takenPawn();
    const pawn = t.card(1);
    t.act(endTurn());
    // Seat 1's Кукловод takes its own pawn back.
    t.act(select('E6'), verb(Verb.Ability), target('C4'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect([t.s.owner[pawn], t.s.ctrl[pawn]]).toEqual([1, 1]);
    expect(hasControlMarker(t.s, pawn)).toBe(false);
  });

  it('535.1.1: putting the marker on is a rules effect — nothing goes on the stack and no priority round follows', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 1, at: 'C4' },
        { card: 'Убийца', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    // One round for the takeover itself (seat 1 holds an instant) …
    expect(t.decision()).toBe(Decision.Priority);
    expect(stackLen(t)).toBe(1);
    t.act(PASS);
    // … and none for the marker: the stack is empty and seat 0 is back in its Choice subphase.
    expect(hasControlMarker(t.s, t.card(1))).toBe(true);
    expect(stackLen(t)).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(0);
    expect(t.s.g[G.EvLen]).toBe(0);
  });

  it('535.1.1: taking the marker off is a rules effect too (no stack, no priority)', () => {
    const t = takenPawn();
    t.act(endTurn());
    t.act(select('E6'), verb(Verb.Ability), target('C4'));
    // Seat 1 keeps priority after its declaration (it still has the Убийца's instant), then seat 0 has none.
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(hasControlMarker(t.s, t.card(1))).toBe(false);
    expect(stackLen(t)).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
  });
});
