/**
 * mechanics/movement/flight.ts: a ground creature gaining flight during the battle (effect 'gainFlight'), and
 * "(1 раз за бой)" on a trigger (prophecy.ts markOnce, db.abPerBattle). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { isFlyer } from '../../src/engine/core/instance.js';
import { gainedFlight } from '../../src/engine/mechanics/movement/flight.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, target, targetAux, verb, type Battle } from '../helpers/scenario.js';

const fly = { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainFlight' }, abilityType: 'influence' } as const;
const kill = { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 20 }, abilityType: 'discharge' } as const;
const db = makeDb([
  synth('ПЛ-Орёл', { life: 10, strike: [2, 2, 2], abilities: [fly] }),
  synth('ПЛ-Пешка', { life: 10, strike: [1, 1, 1] }),
  synth('ПЛ-Убийца', { life: 10, abilities: [kill] }),
  synth('ПЛ-Мышь', { life: 10, type: 'flyer', move: 0 }),
  synth('ПЛ-Дозорный', {
    life: 10,
    abilities: [{ kind: 'triggered', on: 'otherCreatureDies', subject: { flyer: true }, perBattle: true, target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('ПЛ-Феникс', { life: 10, incarnation: 1, abilities: [{ kind: 'triggered', on: 'selfIncarnates', target: 'self', effect: { op: 'gainFlight' }, abilityType: 'influence' }] }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const settle = (t: Battle) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};
const ok = (t: Battle) => expect(checkInvariants(t.s)).toBeNull();

describe('gaining flight (mechanics/movement/flight.ts)', () => {
  it('the creature leaves its cell for the auxiliary zone and is a flyer from then on', () => {
    const t = battle(db, { cards: [at('ПЛ-Орёл', 0, 'C2'), at('ПЛ-Пешка', 1, 'A6'), at('ПЛ-Пешка', 1, 'E6')] });
    expect(isFlyer(t.s, t.card(0))).toBe(false);
    t.act(select('C2'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.cellOf(0)).toBe('aux');
    expect(t.s.board[7]).toBe(-1); // C2 is free
    expect((t.s.g[G.Occ]! >> 7) & 1).toBe(0);
    expect(isFlyer(t.s, t.card(0))).toBe(true);
    expect(gainedFlight(t.s, t.card(0))).toBe(true);
    ok(t);
  });

  it('as a flyer it strikes any enemy card, not only adjacent ones (digest §5.7)', () => {
    const t = battle(db, { cards: [at('ПЛ-Орёл', 0, 'C2'), at('ПЛ-Пешка', 1, 'A6'), at('ПЛ-Пешка', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Ability + 0));
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(endTurn()); // its next turn: it opened
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('E6'));
    settle(t);
    expect(t.wounds(2)).toBe(2);
    ok(t);
  });

  it('a ground creature next to its old cell can no longer strike it (digest §5.7: only with a feature)', () => {
    // (A1: seat 0 keeps a ground creature, so the only-flyers-left fallback does not apply.)
    const t = battle(db, { cards: [at('ПЛ-Орёл', 0, 'C3'), at('ПЛ-Пешка', 0, 'A1'), at('ПЛ-Пешка', 1, 'C4'), at('ПЛ-Пешка', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 0));
    settle(t);
    t.act(endTurn());
    settle(t);
    // Seat 1's Пешка at C4 (it may still move) has no enemy card it may strike: the flyer is out of its reach.
    t.act(select('C4'));
    expect(t.legal()).not.toContain(verb(Verb.Strike));
  });

  it('a second use does nothing: it already flies', () => {
    const t = battle(db, { cards: [at('ПЛ-Орёл', 0, 'C2'), at('ПЛ-Пешка', 1, 'A6')] });
    t.act(select('C2'), verb(Verb.Ability + 0));
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(selectAux(0), verb(Verb.Ability + 0));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    ok(t);
  });

  it('it dies as a flyer: "при гибели летающего существа" hears it; after death it is a ground card again', () => {
    const t = battle(db, { cards: [at('ПЛ-Орёл', 0, 'C2'), at('ПЛ-Дозорный', 0, 'A1'), at('ПЛ-Убийца', 1, 'E6'), at('ПЛ-Пешка', 1, 'A6')] });
    t.act(select('C2'), verb(Verb.Ability + 0));
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('E6'), verb(Verb.Ability + 0), targetAux(0, 0));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(gainedFlight(t.s, t.card(0))).toBe(false);
    expect(isFlyer(t.s, t.card(0))).toBe(false);
    expect(t.s.extraLives[t.card(1)]).toBe(1);
    ok(t);
  });

  it('a ground death is not a flyer death', () => {
    const t = battle(db, { cards: [at('ПЛ-Орёл', 0, 'C2'), at('ПЛ-Дозорный', 0, 'A1'), at('ПЛ-Убийца', 1, 'E6'), at('ПЛ-Пешка', 1, 'A6')], active: 1 });
    t.act(select('E6'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.s.extraLives[t.card(1)]).toBe(0);
  });

  it('"(1 раз за бой)" on a trigger: the second flyer death in a later turn does not fire it', () => {
    const t = battle(db, {
      cards: [at('ПЛ-Дозорный', 0, 'A1'), at('ПЛ-Пешка', 0, 'B1'), at('ПЛ-Убийца', 1, 'E6'), at('ПЛ-Убийца', 1, 'D6'), at('ПЛ-Мышь', 1, 'aux'), at('ПЛ-Мышь', 1, 'aux')],
      active: 1,
    });
    t.act(select('E6'), verb(Verb.Ability + 0), targetAux(1, 0));
    settle(t);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('D6'), verb(Verb.Ability + 0), targetAux(1, 0));
    settle(t);
    expect(t.zoneOf(5)).toBe(Zone.Grave);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
  });

  it('"при инкарнации — получить полет": it incarnates onto a third-row cell first, then flies', () => {
    const t = battle(db, { cards: [{ card: 'ПЛ-Феникс', seat: 0, at: 'grave' }, at('ПЛ-Пешка', 0, 'C3'), at('ПЛ-Пешка', 1, 'C5')], active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    // The owner names the third-row cell (535.7), then the trigger moves it to the auxiliary zone.
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('A1'));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(isFlyer(t.s, t.card(0))).toBe(true);
    ok(t);
  });
});
