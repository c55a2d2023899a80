/**
 * The turn (digest §4.1): start-of-turn rules effects (open, refill movement, armour reset), the
 * start-of-turn triggers (regeneration, poison), END_TURN, and the turn/action caps.
 */
import { describe, expect, it } from 'vitest';
import { Decision, EndReason, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { END_TURN } from '../../src/engine/core/action.js';
import { isTerminal, returns } from '../../src/engine/game.js';
import { battle, endTurn, select, target, verb } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

describe('§4.1 start of turn: rules effects', () => {
  it('RUL-014: the Active player\'s closed cards open; the other player\'s stay closed', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1', closed: true },
        { card: 'Птица', seat: 0, at: 'aux', closed: true },
        { card: 'Боец', seat: 1, at: 'E6', closed: true },
        { card: 'Птица', seat: 1, at: 'aux', closed: true },
      ],
    });
    t.act(endTurn());
    expect([t.closed(2), t.closed(3)]).toEqual([false, false]);
    expect([t.closed(0), t.closed(1)]).toEqual([true, true]);
    t.act(endTurn());
    expect([t.closed(0), t.closed(1)]).toEqual([false, false]);
  });

  it('506.4: movement allowances are refilled for the Active player\'s cards', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Боец', seat: 0, at: 'A1', moveLeft: 0 },
        { card: 'Улитка', seat: 1, at: 'E6', moveLeft: 0 },
      ],
    });
    t.act(endTurn());
    expect([t.moveLeft(0), t.moveLeft(1)]).toEqual([2, 0]);
    t.act(endTurn());
    expect(t.moveLeft(1)).toBe(1);
  });

  it('a card that acted last turn can act again after its controller\'s turn starts', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(3, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.legal()).toEqual([END_TURN]);
    t.act(endTurn(), endTurn());
    expect(t.legal()).toEqual([END_TURN, select('C3')]);
  });
});

describe('§4.1 start of turn: regeneration and poison (QA MEC-010, MEC-007)', () => {
  it('regeneration X heals X at the start of its own turn, never beyond unwounded', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Регенерант', seat: 0, at: 'A1', wounds: 3 },
        { card: 'Регенерант', seat: 0, at: 'B1', wounds: 1 },
        { card: 'Регенерант', seat: 1, at: 'E6', wounds: 3 },
      ],
    });
    t.act(endTurn());
    expect([t.wounds(0), t.wounds(1), t.wounds(2)]).toEqual([1, 0, 3]); // seat 1's card waits for its own turn
    expect(t.s.extraLives[t.card(1)]).toBe(0); // no overheal into extra lives
    t.act(endTurn());
    expect(t.wounds(2)).toBe(1);
  });

  it('a real card: Осклизг (regeneration 2)', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Осклизг', seat: 0, at: 'A1', wounds: 5 },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn());
    expect(t.wounds(0)).toBe(3);
  });

  it('poison X wounds X at the start of its own turn, every turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1', poison: 2 },
        { card: 'Крепыш', seat: 1, at: 'E6', poison: 1 },
      ],
    });
    t.act(endTurn());
    expect([t.wounds(0), t.wounds(1)]).toEqual([0, 1]);
    t.act(endTurn());
    expect([t.wounds(0), t.wounds(1)]).toEqual([2, 1]);
    t.act(endTurn(), endTurn());
    expect([t.wounds(0), t.wounds(1)]).toEqual([4, 2]);
  });

  it('poison can kill; a poisoned last creature dying at turn start ends the game', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'E6', poison: 3, wounds: 7 },
      ],
    });
    t.act(endTurn());
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(isTerminal(t.s)).toBe(true);
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([1, -1]);
  });

  it('poison kills a creature while others remain: the turn goes on', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Хрупкий', seat: 1, at: 'E6', poison: 1 },
        { card: 'Боец', seat: 1, at: 'D6' },
      ],
    });
    t.act(endTurn());
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect([t.decision(), t.decider()]).toEqual([Decision.Main, 1]);
  });

  it('flyers in the auxiliary zone are poisoned too', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Птица', seat: 0, at: 'aux', poison: 2 },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn());
    expect(t.wounds(0)).toBe(2);
  });

  it('order [I] (digest §4.1, §10.19): regeneration first, then poison', () => {
    // Unwounded, regeneration 2, poison 1: regeneration finds nothing to heal, then poison wounds 1.
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Регенерант', seat: 0, at: 'A1', poison: 1 },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn());
    expect(t.wounds(0)).toBe(1);
  });

  it('incorporeal creatures are neither regenerated nor poisoned (MEC-002/007/010)', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Призрак', seat: 0, at: 'A1', wounds: 2, poison: 3 },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn());
    expect(t.wounds(0)).toBe(2);
  });
});

describe('§4.1 end of turn and caps', () => {
  it('END_TURN is always legal in the Choice subphase and passes the turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    expect(t.legal()[0]).toBe(END_TURN);
    expect([t.s.g[G.Active], t.s.g[G.Turn]]).toEqual([0, 1]);
    t.act(endTurn());
    expect([t.s.g[G.Active], t.s.g[G.Turn], t.decision(), t.decider()]).toEqual([1, 2, Decision.Main, 1]);
    expect(t.legal()[0]).toBe(END_TURN);
    t.act(endTurn());
    expect([t.s.g[G.Active], t.s.g[G.Turn]]).toEqual([0, 3]);
  });

  it('maxTurns: ending the last allowed turn ends the game as a limit (returns 0)', () => {
    const t = battle(db, {
      turn: 9,
      opts: { maxTurns: 10 },
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn());
    expect(t.s.g[G.Turn]).toBe(10);
    expect(isTerminal(t.s)).toBe(false);
    t.act(endTurn());
    expect(isTerminal(t.s)).toBe(true);
    expect(t.s.g[G.EndReason]).toBe(EndReason.Limit);
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([0, 0]);
    expect(t.legal()).toEqual([]);
  });

  it('maxActions: the action guard ends the game as a limit', () => {
    const t = battle(db, {
      opts: { maxActions: 3 },
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn(), endTurn());
    expect(isTerminal(t.s)).toBe(false);
    t.act(endTurn());
    expect(isTerminal(t.s)).toBe(true);
    expect(t.s.g[G.EndReason]).toBe(EndReason.Limit);
  });
});
