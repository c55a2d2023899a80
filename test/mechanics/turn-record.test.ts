/**
 * core/systems/turn-record.ts: what a card did this turn (cells and directions moved, wounds taken, the
 * first of two attacks), the half of the field a move crossed, and per-turn limits of triggers
 * (durations.ts TimedKind.Use). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { Dir, movedSteps, movedStraight2, movedTwoDirections, stepsInDirection, woundsThisTurn } from '../../src/engine/core/systems/turn-record.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Бегун', { move: 4, abilities: [{ kind: 'modifier', mod: { op: 'grant', kw: 'direct' }, when: 'movedStraight2' }] }),
  synth('Пограничник', {
    move: 2,
    abilities: [
      { kind: 'triggered', on: 'selfMoves', crosses: 'toEnemyHalf', target: 'self', effect: { op: 'grant', grant: { strike: 2 }, duration: 'endOfTurn' }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfMoves', crosses: 'toOwnHalf', target: 'self', effect: { op: 'grant', grant: { ova: 3 }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  }),
  synth('Шагомер', { move: 3, abilities: [{ kind: 'triggered', on: 'selfMoves', perTurn: 1, target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Пошаговый', { move: 3, abilities: [{ kind: 'triggered', on: 'selfMoves', eachStep: true, target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Походный', { move: 3, abilities: [{ kind: 'triggered', on: 'selfMoves', target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Добивала', { move: 3, abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'adjacentCreature', effect: { op: 'finish', amount: 1, plusMovedThisTurn: true }, abilityType: 'influence' }] }),
  synth('Дважды', { abilities: [{ kind: 'keyword', keyword: 'strikesTwice' }] }),
  synth('Ранящий', { life: 20, abilities: [{ kind: 'activated', instant: true, target: 'anyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
  synth('Возвратчик', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 0 }, amountFrom: 'targetWoundsThisTurn', abilityType: 'influence' }] }),
  synth('Открыватель', { abilities: [{ kind: 'activated', tap: true, target: 'ownCreature', effect: { op: 'open' }, abilityType: 'influence' }] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });

function settle(t: ReturnType<typeof battle>): void {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe('turn record: cells and directions moved this turn', () => {
  it('counts the steps of a move of several cells and their directions, around an obstacle too', () => {
    const t = battle(db, { cards: [at('Бегун', 0, 'C1'), at('Мишень', 0, 'C2'), at('Мишень', 1, 'E6')] });
    const i = t.card(0);
    // C1 → C3 with C2 occupied: a detour of 4 steps (aside, 2 forward, back).
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(movedSteps(t.s, i)).toBe(4);
    expect(stepsInDirection(t.s, i, Dir.Down) + stepsInDirection(t.s, i, Dir.Up)).toBe(2);
    expect(stepsInDirection(t.s, i, Dir.Left) + stepsInDirection(t.s, i, Dir.Right)).toBe(2);
    expect(movedStraight2(t.s, i)).toBe(true);
    expect(movedTwoDirections(t.s, i)).toBe(true);
  });

  it('a straight move of 2: one direction; cleared at the next turn start', () => {
    const t = battle(db, { cards: [at('Бегун', 0, 'A1'), at('Мишень', 1, 'E6')] });
    const i = t.card(0);
    t.act(select('A1'), verb(Verb.Move), target('C1'));
    settle(t);
    expect(movedSteps(t.s, i)).toBe(2);
    expect(stepsInDirection(t.s, i, Dir.Right)).toBe(2);
    expect(movedTwoDirections(t.s, i)).toBe(false);
    t.act(endTurn());
    expect(t.s.turnRec[i]).toBe(0);
  });

  it('a game without such cards records nothing (gate: G.Caps has no Cap.TurnRecord)', () => {
    const t = battle(db, { cards: [at('Ранящий', 0, 'A1'), at('Мишень', 0, 'C1'), at('Мишень', 1, 'E6')] });
    expect(t.s.g[G.Caps]! & Cap.TurnRecord).toBe(0);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C1'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
    expect(woundsThisTurn(t.s, t.card(1))).toBe(0);
  });
});

describe('turn record: move triggers on the half crossed, per-turn trigger limits', () => {
  it('crosses: only a move from the own half onto the enemy half (and back) fires', () => {
    const t = battle(db, { cards: [at('Пограничник', 0, 'C2'), at('Мишень', 1, 'E6')] });
    const i = t.card(0);
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(t.s.tStrike[i]).toBe(0);
    t.act(select('C3'), verb(Verb.Move), target('C4'));
    settle(t);
    expect(t.s.tStrike[i]).toBe(2);
    expect(t.s.tOva[i]).toBe(0);
    t.s.moveLeft[i] = 1;
    t.act(select('C4'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(t.s.tOva[i]).toBe(3);
  });

  it('perTurn: a trigger declared at most N times a turn; the count starts afresh next turn', () => {
    const t = battle(db, { cards: [at('Шагомер', 0, 'A1'), at('Мишень', 1, 'E6')] });
    const i = t.card(0);
    t.act(select('A1'), verb(Verb.Move), target('A2'));
    settle(t);
    t.act(select('A2'), verb(Verb.Move), target('A3'));
    settle(t);
    expect(t.s.tStrike[i]).toBe(1);
    t.act(endTurn(), endTurn());
    t.act(select('A3'), verb(Verb.Move), target('B3'));
    settle(t);
    expect(t.s.tStrike[i]).toBe(1);
  });
});

describe('turn record: per-step move triggers', () => {
  it('eachStep: a move of three cells fires three times; without it, once per move', () => {
    const t = battle(db, { cards: [at('Пошаговый', 0, 'A1'), at('Походный', 0, 'E1'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Move), target('A4'));
    settle(t);
    t.act(select('E1'), verb(Verb.Move), target('E4'));
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(3);
    expect(t.s.tStrike[t.card(1)]).toBe(1);
  });
});

describe('turn record: finishing on the cells moved, heal of the wounds taken this turn, two attacks', () => {
  it('finish plusMovedThisTurn: X = printed + cells moved', () => {
    const t = battle(db, { cards: [at('Добивала', 0, 'C1'), at('Мишень', 1, 'C4', true), { card: 'Мишень', seat: 1, at: 'D4', wounds: 17 }, at('Мишень', 1, 'E6')] });
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Target; g++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
    expect(t.legal()).toContain(target('D4')); // 3 lives left, X = 1 + 2
  });

  it('amountFrom targetWoundsThisTurn: the heal is the wounds the target took this turn', () => {
    const t = battle(db, { cards: [at('Возвратчик', 0, 'A1'), at('Ранящий', 0, 'E1'), { card: 'Мишень', seat: 0, at: 'C2', wounds: 4 }, at('Мишень', 1, 'E6')] });
    t.act(select('E1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(woundsThisTurn(t.s, t.card(2))).toBe(2);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(t.wounds(2)).toBe(4);
  });

  it('strikesTwice: two attacks, open after the first; opened by a feature, two again', () => {
    const t = battle(db, { cards: [at('Дважды', 0, 'C3'), at('Открыватель', 0, 'A1'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    expect(t.wounds(2)).toBe(3);
  });
});
