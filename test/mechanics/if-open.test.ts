/**
 * "если открыт" of an end-of-turn trigger (mechanics/triggers/if-open.ts; Стражник Туллена s2_12: "В конце
 * хода противника, если открыт может объявить особый удар обухом на 2"), with set 1 and the set-2 card
 * compiled together (the card is not in the bundled pool).
 */
import { describe, expect, it } from 'vitest';
import { Decision } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { battle, endTurn, makeDb, target } from '../helpers/scenario.js';

const db = makeDb(SET2_CARDS);
const GUARD = 'Стражник Туллена';
const ENEMY = 'Кочевник'; // s1_1: no text, no icons

/** The guard (seat 0) with an enemy creature next to it; seat 0 to act, on turn 1. */
function guardBattle(closed: boolean) {
  return battle(db, {
    cards: [
      { card: GUARD, seat: 0, at: 'C1', closed },
      { card: ENEMY, seat: 1, at: 'C2' },
      { card: ENEMY, seat: 1, at: 'E6' },
    ],
  });
}

describe('"если открыт" (mechanics/triggers/if-open.ts; Стражник Туллена s2_12)', () => {
  it('"В конце хода противника, если открыт": the open guard may declare its special strike when the opponent ends his turn', () => {
    const t = guardBattle(false);
    t.act(endTurn()); // its own turn end: nothing
    expect(t.s.g[G.Turn]).toBe(2);
    expect(t.decision()).toBe(Decision.Main);
    t.act(endTurn()); // seat 1 ends: the guard's trigger
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toContain(TRIGGER_SKIP + 0); // "может объявить": optional
    t.act(TRIGGER + 0);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C2'));
    expect(t.wounds(1)).toBe(2); // «особый удар обухом на 2»
    expect(t.closed(GUARD)).toBe(false); // no {tap}: the strike does not close it
    expect(t.s.g[G.Turn]).toBe(3);
  });

  it('"если открыт": a closed guard has no trigger at the end of the opponent\'s turn (checked when the turn ends)', () => {
    const t = guardBattle(true);
    t.act(endTurn(), endTurn()); // the guard stays closed through seat 1's turn
    expect(t.s.g[G.Turn]).toBe(3); // the turn passed at once: nothing was collected
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(0);
  });

  it('"может объявить": declining the trigger leaves the enemy unhurt', () => {
    const t = guardBattle(false);
    t.act(endTurn(), endTurn(), TRIGGER_SKIP + 0);
    expect(t.wounds(1)).toBe(0);
    expect(t.s.g[G.Turn]).toBe(3);
  });

  it('"В конце хода противника": not at the end of its own turn, open or not', () => {
    const t = guardBattle(false);
    t.act(endTurn(), endTurn(), TRIGGER_SKIP + 0); // turn 3: seat 0 again
    t.act(endTurn());
    expect(t.s.g[G.Turn]).toBe(4);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('the per-game capability word holds Mech.IfOpen once the guard is in the game, and only then', () => {
    const t = guardBattle(false);
    expect(t.s.mechCaps[0]).toBe(1); // Mech.IfOpen = 0: bit 0 (mechanics/ids.ts)
    const u = battle(db, { cards: [{ card: ENEMY, seat: 0, at: 'C1' }, { card: ENEMY, seat: 1, at: 'C2' }] });
    expect(u.s.mechCaps[0]).toBe(0);
  });
});
