/**
 * 535.7.2: if incarnating would break some rule, the card stays in the graveyard and incarnates (goes
 * into the battle zone), losing all its tokens, AS SOON AS the rules stop being broken.
 *
 * Rules it can break here: no free cell in the own third row; 535.9 (its owner's squad holds a card
 * it may not join).
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb, type Battle } from '../../helpers/scenario.js';
import { Decision, TargetMode, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS, SELECT } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { G } from '../../../src/engine/core/state.js';
import { KILL, stackLen } from './535-helpers.js';

const SHOT = { kind: 'activated' as const, tap: true as const, target: 'enemyCreature' as const, effect: { op: 'wound' as const, amount: 1 }, abilityType: 'shot' as const };

const db = makeDb([
  synth('Феникс', { incarnation: 1 }),
  synth('Гордый феникс', { incarnation: 1, cannotJoinWith: { names: ['Лис'] } }),
  synth('Огненная птица', { type: 'flyer', move: null, incarnation: 1 }),
  synth('Пешка'),
  synth('Лис'),
  synth('Убийца', { abilities: [KILL] }),
  synth('Лучник', { abilities: [SHOT] }),
]);

const row1 = ['A1', 'B1', 'C1', 'D1', 'E1'];
const tokens = (t: Battle): number => t.s.incTokens[t.card(0)]!;

/** Seat 0: `phoenix` in the graveyard, its third row (row 1) full of pawns, plus `extra`. Seat 1 is active (turn 2). */
function fullRow(phoenix = 'Феникс', extra: { card: string; seat: 0 | 1; at: string }[] = []): Battle {
  return battle(db, {
    cards: [
      { card: phoenix, seat: 0, at: 'grave' },
      ...row1.map((at) => ({ card: 'Пешка', seat: 0 as const, at })),
      { card: 'Пешка', seat: 1, at: 'C5' },
      ...extra,
    ],
    active: 1,
    first: 0,
    turn: 2,
  });
}

describe('535.7.2 waiting while a rule would be broken', () => {
  it('535.7.2: with no free third-row cell the card stays in the graveyard, keeping its tokens', () => {
    const t = fullRow();
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    expect(tokens(t)).toBe(1);
  });

  it('535.7.2: it incarnates as soon as a third-row cell frees (its owner moved a card out): only that cell is offered; the tokens are lost', () => {
    const t = fullRow();
    t.act(endTurn());
    t.act(select('B1'), verb(Verb.Move), target('B2'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.Incarnate);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('B1')]);
    t.act(target('B1'));
    expect(t.cellOf(0)).toBe('B1');
    expect(tokens(t)).toBe(0);
  });

  it('535.7.2: the moment may come in the opponent’s turn — the owner is asked for the cell then', () => {
    const t = fullRow('Феникс', [{ card: 'Убийца', seat: 1, at: 'A6' }]);
    t.act(endTurn()); // seat 0: token 1, waits
    t.act(endTurn()); // seat 1's turn
    t.act(select('A6'), verb(Verb.Ability), target('C1'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.Incarnate);
    expect(t.decider()).toBe(0);
    t.act(target('C1'));
    expect(t.cellOf(0)).toBe('C1');
    expect(t.s.g[G.Active]).toBe(1);
  });

  it('535.7.2: waiting over several turns does not use the incarnation up; it still happens when a cell frees', () => {
    const t = fullRow();
    t.act(endTurn(), endTurn(), endTurn()); // seat 0, seat 1, seat 0
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    expect(tokens(t)).toBeGreaterThanOrEqual(1);
    t.act(select('E1'), verb(Verb.Move), target('E2'));
    t.act(target('E1'));
    expect(t.cellOf(0)).toBe('E1');
    expect(tokens(t)).toBe(0);
  });

  it('535.7.2 (negative): a flyer never waits for a cell — the full third row does not matter, it goes to the auxiliary zone', () => {
    const t = fullRow('Огненная птица');
    t.act(endTurn());
    expect(t.cellOf(0)).toBe('aux');
    expect(tokens(t)).toBe(0);
  });

  it('535.7.2 + 535.9: while its owner’s squad holds a card it may not join, it waits; it incarnates once that card is gone', () => {
    const t = battle(db, {
      cards: [
        { card: 'Гордый феникс', seat: 0, at: 'grave' },
        { card: 'Лис', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'C2' },
        { card: 'Убийца', seat: 1, at: 'A6' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    expect(tokens(t)).toBe(1);
    t.act(endTurn());
    t.act(select('A6'), verb(Verb.Ability), target('C3')); // the Лис dies
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.Incarnate);
    t.act(target('A1'));
    expect(t.cellOf(0)).toBe('A1');
  });

  it('535.7.2 "сразу": a cell freed while another feature still waits on the stack — the card incarnates at once, before that feature executes', () => {
    // Seat 0 (active, token reached, row 1 full) shoots at seat 1's Пешка; seat 1 answers by killing
    // seat 0's B1 pawn. When the kill is done the rule is no longer broken: the incarnation should
    // come before the shot executes (the shot's target is still unwounded when the cell is asked).
    const t = fullRow('Феникс', [
      { card: 'Убийца', seat: 1, at: 'A6' },
      { card: 'Лучник', seat: 0, at: 'C3' },
    ]);
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main);
    t.act(select('C3'), verb(Verb.Ability), target('C5'));
    expect(t.decision()).toBe(Decision.Priority);
    t.act(SELECT + parseCell('A6'), verb(Verb.Ability), target('B1'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[t.card(2)]).toBe(Zone.Grave); // the B1 pawn died
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.Incarnate);
    expect(t.wounds(6), 'the shot must not have executed before the incarnation').toBe(0);
    expect(stackLen(t)).toBe(1);
  });
});
