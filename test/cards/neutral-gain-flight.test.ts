/**
 * Нейтральные: gaining flight (mechanics/movement/flight.ts), "(1 раз за бой)" on a trigger.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { isFlyer } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, target, targetAux, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('Н6-Пешка', { life: 20, strike: [1, 1, 1] }),
  synth('Н6-Птица', { type: 'flyer', move: null, life: 1 }),
  synth('Н6-Птица-б', { type: 'flyer', move: null, life: 1 }),
  synth('Н6-Хрупкий', { life: 1 }),
  synth('Н6-Убийца', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 5 }, abilityType: 'discharge' }] }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const settle = (t: Battle) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};
/** Seat 1's Убийца (E6) kills the flyer in seat `seat`'s auxiliary slot 0; seat 0's Дозор (A1) is asked. */
const killFlyer = (t: Battle, seat: 0 | 1) => {
  t.act(select('E6'), verb(Verb.Ability + 0), targetAux(seat, 0));
  for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
};

describe('Дозор Форрендора (s1_183): При гибели летающего существа — может получить полет и +1 к {strike} до конца боя (1 раз за бой)', () => {
  it('Дозор Форрендора (s1_183): an enemy flyer dies — it may gain flight and +1 к {strike} for the battle', () => {
    const t = battle(db, { cards: [at('Дозор Форрендора', 0, 'A1'), at('Н6-Пешка', 0, 'C2'), at('Н6-Убийца', 1, 'E6'), at('Н6-Птица', 1, 'aux')], active: 1 });
    killFlyer(t, 1);
    expect(t.zoneOf(3)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal().some((a) => a >= TRIGGER_SKIP)).toBe(true); // "может"
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(isFlyer(t.s, t.card(0))).toBe(true);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
    expect(checkInvariants(t.s)).toBeNull();
    // Its next turn: as a flyer it strikes E6 (1-1-2 printed, strong 2 + 1).
    t.act(endTurn());
    settle(t);
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('E6'));
    settle(t);
    expect(t.wounds(2)).toBe(3);
  });

  it('Дозор Форрендора (s1_183): (may) declined, it stays on its cell; a ground creature\'s death does not fire it', () => {
    const t = battle(db, { cards: [at('Дозор Форрендора', 0, 'A1'), at('Н6-Пешка', 0, 'C2'), at('Н6-Убийца', 1, 'E6'), at('Н6-Птица', 1, 'aux'), at('Н6-Хрупкий', 1, 'A6')], active: 1 });
    killFlyer(t, 1);
    t.act(t.legal().find((a) => a >= TRIGGER_SKIP)!);
    settle(t);
    expect(t.cellOf(0)).toBe('A1');
    expect(t.s.tStrike[t.card(0)]).toBe(0);
    const u = battle(db, { cards: [at('Дозор Форрендора', 0, 'A1'), at('Н6-Пешка', 0, 'C2'), at('Н6-Убийца', 1, 'E6'), at('Н6-Хрупкий', 1, 'A6')], active: 1 });
    u.act(select('E6'), verb(Verb.Ability + 0), target('A6'));
    settle(u);
    expect(u.zoneOf(3)).toBe(Zone.Grave);
    expect(u.cellOf(0)).toBe('A1');
  });

  it('Дозор Форрендора (s1_183): (1 раз за бой) — a second flyer death, in a later turn, does not fire it again', () => {
    const t = battle(db, {
      cards: [at('Дозор Форрендора', 0, 'A1'), at('Н6-Пешка', 0, 'C2'), at('Н6-Убийца', 1, 'E6'), at('Н6-Убийца', 1, 'D6'), at('Н6-Птица', 1, 'aux'), at('Н6-Птица-б', 1, 'aux')],
      active: 1,
    });
    killFlyer(t, 1);
    t.act(t.legal().find((a) => a >= TRIGGER_SKIP)!); // declined: does a declined one count? no — it was not declared
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('D6'), verb(Verb.Ability + 0), targetAux(1, 0));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.zoneOf(5)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Trigger); // not declared the first time: still available
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
  });

  it('Дозор Форрендора (s1_183): used once, it is not asked at the next flyer death (its own side\'s flyer too)', () => {
    const t = battle(db, {
      cards: [at('Дозор Форрендора', 0, 'A1'), at('Н6-Пешка', 0, 'C2'), at('Н6-Птица', 0, 'aux'), at('Н6-Убийца', 1, 'E6'), at('Н6-Убийца', 1, 'D6'), at('Н6-Птица', 1, 'aux')],
      active: 1,
    });
    killFlyer(t, 1);
    settle(t); // accepted
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    // seat 0's aux: [Птица, Дозор]; the Птица is slot 0.
    t.act(select('D6'), verb(Verb.Ability + 0), targetAux(0, 0));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
  });
});
