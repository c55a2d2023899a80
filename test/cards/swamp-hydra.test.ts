/**
 * Гидра (s1_136): attacks in a row at every adjacent enemy creature (mechanics/strike/chain-attack.ts) and a
 * {strike} that cannot be lowered (mechanics/strike/unlowerable.ts). Bodies other than the named cards are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { PASS } from '../../src/engine/core/action.js';
import { Decision, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { TimedKind, addTimed } from '../../src/engine/core/systems/durations.js';
import { type Battle, at, battle, endTurn, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ГД-Болван', { life: 20 }), synth('ГД-Свой', { life: 20 })]);

function finish(t: Battle): void {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
}

/** Гидра strikes `cell` with the dice `rolls` (its die against the struck card's). */
function strike(t: Battle, cell: string, ...rolls: number[]): void {
  t.rolls(...rolls).act(select('C3'), verb(Verb.Strike), target(cell));
  finish(t);
}

const row = () =>
  battle(db, {
    cards: [at('Гидра', 0, 'C3'), at('ГД-Болван', 1, 'B4'), at('ГД-Болван', 1, 'C4'), at('ГД-Болван', 1, 'D4'), at('ГД-Свой', 0, 'A1'), at('ГД-Болван', 1, 'A6')],
  });

describe('Гидра (s1_136)', () => {
  it('Гидра (s1_136): может нападать {strike} на всех стоящих рядом существ противника, только подряд, после последнего нападения закрывается', () => {
    const t = row();
    strike(t, 'C4', 6, 1);
    expect(t.closed(0)).toBe(false);
    expect(t.moveLeft(0)).toBe(0);
    t.act(select('C3'));
    expect(t.legal()).toEqual([verb(Verb.Strike)]); // no move
    t.act(verb(Verb.Strike));
    expect(t.legal()).toEqual([target('B4'), target('D4')].sort((a, b) => a - b)); // not C4 again
    t.rolls(6, 1).act(target('B4'));
    finish(t);
    expect(t.closed(0)).toBe(false);
    strike(t, 'D4', 6, 1);
    expect(t.closed(0)).toBe(true); // the last one
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([3, 3, 3]);
  });

  it('Гидра (s1_136) ruling: a die for each attack', () => {
    const t = row();
    strike(t, 'C4', 6, 1); // strong: 3
    strike(t, 'B4', 1, 6); // 1 against 6 (diff −5): no strike (unanswerable: no counter-strike either)
    strike(t, 'D4', 4, 1); // diff 3: medium, 3
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(0)]).toEqual([0, 3, 3, 0]);
    expect(t.closed(0)).toBe(true);
  });

  it('Гидра (s1_136): «только подряд» — another card acting ends the row, and the Гидра closes', () => {
    const t = row();
    strike(t, 'C4', 6, 1);
    t.act(select('A1'));
    expect(t.closed(0)).toBe(true);
  });

  it('Гидра (s1_136): ending the turn ends the row; next turn a new row may attack the same creatures', () => {
    const t = row();
    strike(t, 'C4', 6, 1);
    t.act(endTurn());
    expect(t.closed(0)).toBe(true);
    finish(t);
    t.act(endTurn());
    finish(t);
    expect(t.closed(0)).toBe(false);
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toContain(target('C4'));
  });

  it('Гидра (s1_136): a Гидра that dies during its row is not closed in the graveyard when the turn ends (regression: self-check game 335,705 of run seed 20261201)', () => {
    const t = row();
    strike(t, 'C4', 6, 1);
    expect(t.closed(0)).toBe(false); // waiting for the next attack of its row
    const hydra = t.card(0);
    leaveBattleToGrave(t.s, hydra); // dies (in that game: of a feature triggered by its attack)
    t.act(endTurn());
    expect(t.s.zone[hydra]).toBe(Zone.Grave);
    expect(t.s.flags[hydra]! & Flag.Closed).toBe(0);
    expect(t.s.g[G.SecondStrike]).toBe(0);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Гидра (s1_136): with a single enemy creature next to it, it closes after that attack', () => {
    const t = battle(db, { cards: [at('Гидра', 0, 'C3'), at('ГД-Болван', 1, 'C4'), at('ГД-Болван', 1, 'A6')] });
    strike(t, 'C4', 6, 1);
    expect(t.closed(0)).toBe(true);
  });

  it('Гидра (s1_136): сила {strike} не может быть снижена — «все {strike} по … сводятся к слабым» does not cap it', () => {
    const t = battle(db, { cards: [at('Гидра', 0, 'C3'), at('Степной волколак', 1, 'C4'), at('ГД-Болван', 1, 'A6')] });
    strike(t, 'C4', 6, 1);
    expect(t.wounds(1)).toBe(3); // strong, not reduced to the weak 2
    const u = battle(db, { cards: [at('ГД-Свой', 0, 'C3', { closed: false }), at('Степной волколак', 1, 'C4'), at('ГД-Болван', 1, 'A6')] });
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    finish(u);
    expect(u.wounds(1)).toBe(1); // an ordinary card's strong strike (3) is capped to its weak 1
  });

  it('Гидра (s1_136): сила {strike} не может быть снижена — a timed penalty to its {strike} is ignored, a bonus is not', () => {
    const t = battle(db, { cards: [at('Гидра', 0, 'C3'), at('ГД-Болван', 1, 'C4'), at('ГД-Болван', 1, 'A6')] });
    addTimed(t.s, t.card(0), TimedKind.Strike, -2, 1, 99);
    expect(t.s.tStrike[t.card(0)]).toBe(0);
    addTimed(t.s, t.card(0), TimedKind.Strike, 1, 1, 99);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
    strike(t, 'C4', 6, 1);
    expect(t.wounds(1)).toBe(4);
  });

  it('Гидра (s1_136): сила {strike} не может быть снижена — «{strike} по закрытому Мороку сводятся к 1» does not apply; its -N preventions do', () => {
    const t = battle(db, { cards: [at('Гидра', 0, 'C3'), at('Морок', 1, 'C4', { closed: true }), at('ГД-Болван', 1, 'A6')] });
    strike(t, 'C4', 6);
    expect(t.wounds(1)).toBe(3);
  });
});
