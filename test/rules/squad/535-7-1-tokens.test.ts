/**
 * 535.7: to incarnate a card is to take it from the graveyard and put it into the battle zone.
 * Defaults: from the own graveyard; in the own third row (relative to the controller); CLOSED;
 * revealed; onto a free cell; under the own control.
 *
 * 535.7.1: at the start of its owner's turn, a graveyard card with an unused "инкарнация X" gets an
 * incarnation token; it incarnates when it has X tokens. Tokens exist only in the graveyard: a card
 * leaving the graveyard loses them all (without the stack).
 *
 * Engine: `incarnationTokens` at the start of turn; the driver asks the owner for the third-row cell
 * (Decision.Target, TargetMode.Incarnate).
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb, zoneList, type Battle } from '../../helpers/scenario.js';
import { Decision, Flag, TargetMode, Verb, Zone } from '../../../src/engine/core/enums.js';
import { G } from '../../../src/engine/core/state.js';
import { PASS } from '../../../src/engine/core/action.js';
import { hasControlMarker } from '../../../src/engine/core/squad.js';
import { KILL, choose, resurrectAbility, stackLen } from './535-helpers.js';

const db = makeDb([
  synth('Феникс', { incarnation: 2, move: 2 }),
  synth('Быстрый феникс', { incarnation: 1 }),
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Пешка'),
  synth('Убийца', { abilities: [KILL] }),
]);

const row = (r: number): string[] => ['A', 'B', 'C', 'D', 'E'].map((c) => `${c}${r}`);
const sortCells = (xs: string[]): number[] => xs.map(target).sort((a, b) => a - b);
const tokens = (t: Battle, k: number): number => t.s.incTokens[t.card(k)]!;

/** Seat 1 is active (turn 2); `endTurn()` starts seat 0's turn. Seat 0's `phoenix` is in the graveyard. */
function position(phoenix = 'Феникс', extra: { card: string; seat: 0 | 1; at: string }[] = []): Battle {
  return battle(db, {
    cards: [
      { card: phoenix, seat: 0, at: 'grave' },
      { card: 'Пешка', seat: 0, at: 'C3' },
      { card: 'Пешка', seat: 1, at: 'C5' },
      ...extra,
    ],
    active: 1,
    first: 0,
    turn: 2,
  });
}

describe('535.7.1 incarnation tokens', () => {
  it('535.7.1: a graveyard card with incarnation gets one token at the start of its OWNER’s turn', () => {
    const t = position();
    expect(tokens(t, 0)).toBe(0);
    t.act(endTurn());
    expect(tokens(t, 0)).toBe(1);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
  });

  it('535.7.1 (negative): no token at the start of the opponent’s turn', () => {
    const t = position();
    t.act(endTurn()); // seat 0: 1 token
    t.act(endTurn()); // seat 1's turn
    expect(tokens(t, 0)).toBe(1);
  });

  it('535.7.1 (negative): no tokens outside the graveyard (deck, battlefield, exile)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Феникс', seat: 0, at: 'deck' },
        { card: 'Феникс', seat: 0, at: 'C2' },
        { card: 'Феникс', seat: 0, at: 'exile' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(endTurn());
    for (const k of [0, 1, 2]) expect(tokens(t, k)).toBe(0);
  });

  it('535.7.1: it incarnates when its tokens reach X (X = 2: at the start of the owner’s second turn)', () => {
    const t = position();
    t.act(endTurn()); // token 1
    expect(t.decision()).toBe(Decision.Main);
    t.act(endTurn(), endTurn()); // seat 1's turn, then seat 0's: token 2
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.Incarnate);
    expect(t.decider()).toBe(0);
  });

  it('535.7 defaults: the owner names a free cell of his own third row', () => {
    const t = position('Быстрый феникс', [{ card: 'Пешка', seat: 0, at: 'B1' }]);
    t.act(endTurn());
    expect(t.legal()).toEqual(sortCells(['A1', 'C1', 'D1', 'E1']));
  });

  it('535.7 defaults (seat 1): the third row is row 6', () => {
    const t = battle(db, {
      cards: [
        { card: 'Быстрый феникс', seat: 1, at: 'grave' },
        { card: 'Пешка', seat: 1, at: 'C5' },
        { card: 'Пешка', seat: 0, at: 'C2' },
      ],
    });
    t.act(endTurn());
    expect(t.decider()).toBe(1);
    expect(t.legal()).toEqual(sortCells(row(6)));
  });

  it('535.7 defaults: the incarnated card enters closed, revealed, under its owner’s control, marked as incarnated; its tokens are gone', () => {
    const t = position('Быстрый феникс');
    t.act(endTurn(), target('D1'));
    const i = t.card(0);
    expect(t.cellOf(0)).toBe('D1');
    expect(t.closed(0)).toBe(true);
    expect(t.hidden(0)).toBe(false);
    expect(t.s.ctrl[i]).toBe(0);
    expect(hasControlMarker(t.s, i)).toBe(false);
    expect(zoneList(t.s, 0, Zone.Field)).toContain(i);
    expect(t.s.flags[i]! & Flag.Incarnated).toBe(Flag.Incarnated);
    expect(t.s.incTokens[i]).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('535.7.1: incarnation does not use the stack (nothing is declared; no priority round)', () => {
    const t = position('Быстрый феникс');
    t.act(endTurn());
    expect(stackLen(t)).toBe(0);
    t.act(target('D1'));
    expect(stackLen(t)).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('535.7.1: leaving the graveyard (resurrected) loses every token at once', () => {
    const t = position('Феникс', [{ card: 'Некромант', seat: 0, at: 'B2' }]);
    t.act(endTurn()); // token 1 (of 2)
    expect(tokens(t, 0)).toBe(1);
    t.act(select('B2'), verb(Verb.Ability));
    t.act(choose(t, 'Феникс'), target('A2'));
    expect(t.cellOf(0)).toBe('A2');
    expect(tokens(t, 0)).toBe(0);
  });

  it('535.7.1: back in the graveyard the count starts again from zero (old tokens do not come back)', () => {
    const t = position('Феникс', [
      { card: 'Некромант', seat: 0, at: 'B2' },
      { card: 'Убийца', seat: 1, at: 'A6' },
    ]);
    t.act(endTurn()); // token 1
    t.act(select('B2'), verb(Verb.Ability));
    t.act(choose(t, 'Феникс'), target('A2'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    const i = t.card(0);
    t.act(endTurn()); // seat 1 kills the resurrected Феникс
    t.act(select('A6'), verb(Verb.Ability), target('A2'));
    expect(t.s.zone[i]).toBe(Zone.Grave);
    expect(tokens(t, 0)).toBe(0);
    t.act(endTurn()); // seat 0: one token, not two
    expect(tokens(t, 0)).toBe(1);
    expect(t.s.zone[i]).toBe(Zone.Grave);
  });
});
