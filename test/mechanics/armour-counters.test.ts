/**
 * "В конце хода противника получает X {counter}, где X количество оставшихся единиц {armor}" (Гаргант s2_64;
 * mechanics/triggers/armour-counters.ts, the effect op MechOp.CountersPerArmourLeft), with set 1 and the
 * set-2 card compiled together (the card is not in the bundled pool). Гаргант: {armor}2, strike 3-3-4.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { battle, endTurn, makeDb, select, settle, target, verb } from '../helpers/scenario.js';

const db = makeDb(SET2_CARDS);
const GARGANT = 'Гаргант';
const ENEMY = 'Кочевник'; // s1_1: strike 1-2-3, no text, no icons

/** Гаргант (seat 0) at C3 with an enemy creature in front of it at C4; seat 0 to act, on turn 1; its turn ended. */
function opponentsTurn() {
  const t = battle(db, {
    cards: [
      { card: GARGANT, seat: 0, at: 'C3' },
      { card: ENEMY, seat: 1, at: 'C4' },
    ],
  });
  t.act(endTurn()); // Гаргант's own turn ends: no trigger
  expect(t.s.g[G.Turn]).toBe(2);
  expect(t.decision()).toBe(Decision.Main);
  return t;
}

/** Seat 1 ends its turn: Гаргант's trigger (not optional, target 'self': nothing to choose) plays at once; seat 0's turn 3 begins. */
function endOpponentsTurn(t: ReturnType<typeof opponentsTurn>) {
  t.act(endTurn());
  expect(t.s.g[G.Turn]).toBe(3);
  expect(t.decision()).toBe(Decision.Main);
}

describe('"получает X {counter}, где X количество оставшихся единиц {armor}" (mechanics/triggers/armour-counters.ts; Гаргант s2_64)', () => {
  it('"В конце хода противника": no attack at it in that turn, both units of {armor}2 are left: 2 {counter}', () => {
    const t = opponentsTurn();
    endOpponentsTurn(t);
    expect(t.s.counters[t.card(GARGANT)]).toBe(2);
  });

  it('"оставшихся единиц {armor}": one wound prevented in the opponent\'s turn (weak 1 of the enemy) leaves 1: 1 {counter}', () => {
    const t = opponentsTurn();
    t.rolls(4, 3).act(select('C4'), verb(Verb.Strike), target('C3')); // digest §5.9: the weak 1 is prevented
    settle(t);
    expect(t.wounds(GARGANT)).toBe(0);
    expect(t.s.armorUsed[t.card(GARGANT)]).toBe(1);
    endOpponentsTurn(t);
    expect(t.s.counters[t.card(GARGANT)]).toBe(1);
  });

  it('"оставшихся единиц {armor}": armour spent in the opponent\'s turn (strong 3: 2 prevented, 1 wound) leaves none: no {counter}', () => {
    const t = opponentsTurn();
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(GARGANT)).toBe(1);
    expect(t.s.armorUsed[t.card(GARGANT)]).toBe(2);
    endOpponentsTurn(t);
    expect(t.s.counters[t.card(GARGANT)]).toBe(0);
  });

  it('"В конце хода противника": not at the end of its own turn', () => {
    const t = opponentsTurn();
    expect(t.s.counters[t.card(GARGANT)]).toBe(0);
  });

  it('the counters add to those it has: 1 {counter} before, 2 units left: 3', () => {
    const t = battle(db, {
      cards: [
        { card: GARGANT, seat: 0, at: 'C3', counters: 1 },
        { card: ENEMY, seat: 1, at: 'C4' },
      ],
    });
    t.act(endTurn());
    endOpponentsTurn(t);
    expect(t.s.counters[t.card(GARGANT)]).toBe(3);
  });
});
