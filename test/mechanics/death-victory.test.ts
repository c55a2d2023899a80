/**
 * Death (digest §5.8) and the end of the game (§8).
 */
import { describe, expect, it } from 'vitest';
import { Decision, EndReason, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { G, listAt, listLen } from '../../src/engine/core/state.js';
import { parseCell } from '../../src/engine/core/board.js';
import { isTerminal, returns, currentPlayer } from '../../src/engine/game.js';
import { battle, exchangeFull, select, selectAux, target, targetAux, verb, zoneList } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

/** Боец (life 10) at C3 strikes the given card at C4 with a closed-target roll (6 = strong 3). */
function hit(victim: { card: string; wounds?: number; extraLives?: number }, extra = true) {
  const t = battle(db, {
    cards: [
      { card: 'Боец', seat: 0, at: 'C3' },
      { card: victim.card, seat: 1, at: 'C4', closed: true, wounds: victim.wounds ?? 0, extraLives: victim.extraLives ?? 0 },
      ...(extra ? [{ card: 'Стена', seat: 1 as const, at: 'E6' }] : []),
    ],
  });
  t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
  return t;
}

describe('§5.8 death', () => {
  it('a creature dies as soon as its wounds reach its lives (wounds = lives)', () => {
    const t = hit({ card: 'Боец', wounds: 7 });
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.s.board[parseCell('C4')]).toBe(-1);
    expect(t.s.g[G.Occ + 1]! & (1 << parseCell('C4'))).toBe(0);
  });

  it('wounds beyond lives: dies', () => {
    const t = hit({ card: 'Боец', wounds: 9 });
    expect(t.zoneOf(1)).toBe(Zone.Grave);
  });

  it('one wound short: survives', () => {
    const t = hit({ card: 'Боец', wounds: 6 });
    expect(t.zoneOf(1)).toBe(Zone.Field);
    expect(t.wounds(1)).toBe(9);
  });

  it('extra lives count: life 10 + 2 extra survives 11 wounds, dies at 12', () => {
    const a = hit({ card: 'Боец', wounds: 8, extraLives: 2 });
    expect([a.zoneOf(1), a.wounds(1)]).toEqual([Zone.Field, 11]);
    const b = hit({ card: 'Боец', wounds: 9, extraLives: 2 });
    expect(b.zoneOf(1)).toBe(Zone.Grave);
  });

  it('a dead card goes to its owner\'s graveyard with its battle state cleared', () => {
    const t = hit({ card: 'Боец', wounds: 7 });
    const i = t.card(1);
    expect(zoneList(t.s, 1, Zone.Grave)).toEqual([i]);
    expect(zoneList(t.s, 1, Zone.Field)).not.toContain(i);
    expect([t.s.wounds[i], t.s.flags[i], t.s.cell[i]]).toEqual([0, 0, -1]);
  });

  it('535.1: ownership never changes — a card controlled by the other player dies into its owner\'s graveyard', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C4', closed: true, wounds: 7 },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    // Surgery: seat 0 owns the card seat 1 controls (as after taking control, 535.8).
    t.s.owner[t.card(1)] = 0;
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(zoneList(t.s, 0, Zone.Grave)).toEqual([t.card(1)]);
    expect(zoneList(t.s, 1, Zone.Grave)).toEqual([]);
    expect(t.s.ctrl[t.card(1)]).toBe(0);
  });

  it('MEC-002: an incorporeal creature is exiled instead of dying', () => {
    const t = hit({ card: 'Призрак', wounds: 7 });
    expect(t.zoneOf(1)).toBe(Zone.Exile);
    expect(zoneList(t.s, 1, Zone.Exile)).toEqual([t.card(1)]);
    expect(zoneList(t.s, 1, Zone.Grave)).toEqual([]);
  });

  it('535.7.3: an already-incarnated creature is exiled when it dies', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C4', closed: true, wounds: 7 },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    t.s.flags[t.card(1)] = t.s.flags[t.card(1)]! | Flag.Incarnated;
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Exile);
  });

  it('a flyer dies into the graveyard from the auxiliary zone', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'Птица', seat: 1, at: 'aux', closed: true, wounds: 8 },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), targetAux(1, 0));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(listLen(t.s, 1, Zone.Aux)).toBe(0);
  });

  it('§5.2 step 10: wounds both ways first, then deaths — an attacker killed by the counter-strike still deals its wounds', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3', wounds: 9 },
        { card: 'Боец', seat: 1, at: 'C4', wounds: 7 },
        { card: 'Стена', seat: 0, at: 'A1' },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(6, 2).act(select('C3'), verb(Verb.Strike), target('C4'), exchangeFull()); // +4: strong 3 / weak 1
    expect([t.zoneOf(0), t.zoneOf(1)]).toEqual([Zone.Grave, Zone.Grave]);
    expect([t.decision(), currentPlayer(t.s)]).toEqual([Decision.Main, 0]);
  });
});

describe('§8 victory', () => {
  it('RUL-001: a player whose creatures are all destroyed loses; returns ±1', () => {
    const t = hit({ card: 'Боец', wounds: 7 }, false);
    expect(isTerminal(t.s)).toBe(true);
    expect([t.s.g[G.EndReason], t.s.g[G.Winner]]).toEqual([EndReason.Win, 0]);
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([1, -1]);
    expect(currentPlayer(t.s)).toBe(-1);
    expect(t.legal()).toEqual([]);
  });

  it('the game goes on while a creature remains; returns are 0 meanwhile', () => {
    const t = hit({ card: 'Боец', wounds: 7 });
    expect(isTerminal(t.s)).toBe(false);
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([0, 0]);
  });

  it('a flyer in the auxiliary zone is a creature: its side has not lost', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C4', closed: true, wounds: 7 },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(isTerminal(t.s)).toBe(false);
  });

  it('[M] both last creatures die at once: a draw (returns 0 for both)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3', wounds: 9 },
        { card: 'Боец', seat: 1, at: 'C4', wounds: 7 },
      ],
    });
    t.rolls(6, 2).act(select('C3'), verb(Verb.Strike), target('C4'), exchangeFull());
    expect(isTerminal(t.s)).toBe(true);
    expect(t.s.g[G.EndReason]).toBe(EndReason.Draw);
    expect(t.s.g[G.Winner]).toBe(-1);
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([0, 0]);
  });

  it('the attacker dying to a counter-strike as its side\'s last creature loses the game', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3', wounds: 9 },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(2, 5).act(select('C3'), verb(Verb.Strike), target('C4')); // −3: weak counter 2
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([-1, 1]);
  });

  it('victory counts creatures by controller (surgery: the last creature on seat 1\'s side owned by seat 0)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C4', closed: true, wounds: 7 },
      ],
    });
    t.s.owner[t.card(1)] = 0;
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([returns(t.s, 0), returns(t.s, 1)]).toEqual([1, -1]);
    expect(listAt(t.s, 0, Zone.Grave, 0)).toBe(t.card(1));
  });
});

