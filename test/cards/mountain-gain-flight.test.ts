/**
 * Горы: gaining flight (mechanics/movement/flight.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { featureless } from '../../src/engine/mechanics/features/lose-features.js';
import { isFlyer } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('Г6-ЗОЛ', { life: 20, strike: [1, 1, 1], icons: { zoal: true } }),
  synth('Г6-Пешка', { life: 20, strike: [1, 1, 1] }),
  synth('Г6-Элита', { elite: true }),
  synth('Г6-Рядовой', { elite: false }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const settle = (t: Battle) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};
const nextOwnTurn = (t: Battle) => {
  t.act(endTurn());
  settle(t);
  t.act(endTurn());
  settle(t);
};

describe('Владыка небес (s1_68): {tap}: Получить полет; Игнорирует {zoal}', () => {
  it('Владыка небес (s1_68): {tap}: Получить полет — it leaves its cell for the auxiliary zone, closed', () => {
    const t = battle(db, { cards: [at('Владыка небес', 0, 'C3'), at('Г6-Пешка', 0, 'A1'), at('Г6-Пешка', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 4));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(t.closed(0)).toBe(true);
    expect(isFlyer(t.s, t.card(0))).toBe(true);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Владыка небес (s1_68): flying, it ignores {zoal} — its strike wounds a card with protection from flyers; on the ground it strikes only adjacent cards', () => {
    const t = battle(db, { cards: [at('Владыка небес', 0, 'C3'), at('Г6-Пешка', 0, 'A1'), at('Г6-ЗОЛ', 1, 'E6')] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Strike)); // E6 is not adjacent
    t.act(verb(Verb.Ability + 4));
    settle(t);
    nextOwnTurn(t);
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('E6'));
    settle(t);
    expect(t.wounds(2)).toBe(4); // strong 4 (2-3-4), {zoal} ignored
  });
});

describe('Искатель тайн (s1_54): В начале вашего хода пророчество 1; если показанная карта {elite}, может получить полет и +1 к {strike} до конца боя, при этом теряет все особенности', () => {
  /** Seat 1 ends its turn; seat 0's turn starts with Искатель тайн at C2 and `top` on top of seat 0's deck. */
  const start = (top: string) => {
    const t = battle(db, { cards: [at('Искатель тайн', 0, 'C2'), at('Г6-Пешка', 0, 'A1'), { card: top, seat: 0, at: 'deck' }, at('Г6-Пешка', 1, 'E6'), at('Г6-Пешка', 1, 'C4')], active: 1 });
    t.s.log = [];
    t.act(endTurn());
    return t;
  };
  it('Искатель тайн (s1_54): an elite card shown — it chooses to fly: auxiliary zone, +1 к {strike} for the battle, no discharge, no more prophecies', () => {
    const t = start('Г6-Элита');
    expect(t.decision()).toBe(Decision.Choice); // "может": chosen after the card is shown
    expect(t.decider()).toBe(0);
    t.act(AMOUNT + 1);
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
    expect(featureless(t.s, t.card(0))).toBe(true);
    expect(checkInvariants(t.s)).toBeNull();
    // It opened this turn: a simple strike (any enemy card, as a flyer) but no discharge.
    t.act(selectAux(0));
    expect(t.legal()).toContain(verb(Verb.Strike));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
    t.rolls(6, 1).act(verb(Verb.Strike), target('E6'));
    settle(t);
    expect(t.wounds(3)).toBe(2 + 1); // strong 2 (1-1-2) + 1
    // Its next turn starts without a prophecy: the trigger is gone with its features.
    t.act(endTurn());
    settle(t);
    const before = t.s.log!.length;
    t.act(endTurn());
    settle(t);
    expect(t.s.log!.slice(before).join('\n')).not.toMatch(/пророчество/);
  });
  it('Искатель тайн (s1_54): (may) it may decline — it stays on its cell with its discharge', () => {
    const t = start('Г6-Элита');
    t.act(AMOUNT + 2);
    settle(t);
    expect(t.cellOf(0)).toBe('C2');
    expect(featureless(t.s, t.card(0))).toBe(false);
    t.act(select('C2'));
    expect(t.legal()).toContain(verb(Verb.Ranged));
  });
  it('Искатель тайн (s1_54): an ordinary card shown — no choice, nothing happens', () => {
    const t = start('Г6-Рядовой');
    settle(t);
    expect(t.s.log!.join('\n')).toMatch(/пророчество/);
    expect(t.cellOf(0)).toBe('C2');
    expect(t.s.tStrike[t.card(0)]).toBe(0);
  });
});
