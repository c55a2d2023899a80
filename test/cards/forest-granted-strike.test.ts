/**
 * Дверг (s1_90) «дух мухомора»: a granted one-use magic strike (mechanics/strike/granted-strike.ts). Bodies
 * other than Дверг are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Flag, Verb } from '../../src/engine/core/enums.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДВ-Силач', { strike: [3, 4, 5], life: 20 }),
  synth('ДВ-Болван', { life: 20 }),
]);

/** Дверг (card 0, at C3) grants the magic strike to the card on `cell`. */
function grant(t: Battle, cell: string): void {
  t.act(select('C3'), verb(Verb.Ability + 0), target(cell));
  settle(t);
}

function reopen(t: Battle, ref: number): void {
  const i = t.card(ref);
  t.s.flags[i] = t.s.flags[i]! & ~(Flag.Closed | Flag.Acted);
}

describe('Дверг (s1_90)', () => {
  it('Дверг (s1_90): «дух мухомора» — выбранное существо получает «{tap}: Магический удар той же величины, что и {strike}, +1»', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Силач', 0, 'D3'), at('ДВ-Болван', 1, 'D4'), at('ДВ-Болван', 1, 'A6')] });
    grant(t, 'D3');
    expect(t.closed(0)).toBe(true); // Дверг paid {tap}
    t.rolls(6).act(select('D3'), verb(Verb.Ability + 0));
    // A magic strike: an adjacent enemy card only.
    expect(t.legal()).toEqual([target('D4')]);
    t.act(target('D4'));
    settle(t);
    expect(t.wounds(2)).toBe(5 + 1); // strong {strike} 5, +1
    expect(t.closed(1)).toBe(true);
  });

  it('Дверг (s1_90): the magic strike rolls on the X-Y-Z scale of the holder\'s values +1 (a 1: the weak value)', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Силач', 0, 'D3'), at('ДВ-Болван', 1, 'D4'), at('ДВ-Болван', 1, 'A6')] });
    grant(t, 'D3');
    t.rolls(1).act(select('D3'), verb(Verb.Ability + 0), target('D4'));
    settle(t);
    expect(t.wounds(2)).toBe(3 + 1);
  });

  it('Дверг (s1_90): an enemy creature may be chosen; Дверг may arm itself', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Болван', 1, 'C4'), at('ДВ-Болван', 1, 'A6')] });
    t.act(select('C3'), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual(expect.arrayContaining([target('C3'), target('C4'), target('A6')]));
    t.act(target('C4'));
    settle(t);
    expect(t.s.card[t.card(1)]).toBe(t.db.armedOf[t.db.origOf[t.s.card[t.card(1)]!]!]);
  });

  it('Дверг (s1_90): до конца хода — an unused grant ends with the turn', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Силач', 0, 'D3'), at('ДВ-Болван', 1, 'D4'), at('ДВ-Болван', 1, 'A6')] });
    const printed = t.s.card[t.card(1)]!;
    grant(t, 'D3');
    expect(t.s.card[t.card(1)]).not.toBe(printed);
    t.act(endTurn());
    expect(t.s.card[t.card(1)]).toBe(printed);
    t.act(endTurn());
    t.act(select('D3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
  });

  it('Дверг (s1_90) ruling: the granted strike is used once — re-opening the creature does not restore it', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Силач', 0, 'D3'), at('ДВ-Болван', 1, 'D4'), at('ДВ-Болван', 1, 'A6')] });
    grant(t, 'D3');
    t.rolls(6).act(select('D3'), verb(Verb.Ability + 0), target('D4'));
    settle(t);
    reopen(t, 1);
    t.act(select('D3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
    expect(t.legal()).toContain(verb(Verb.Strike)); // the open card may still strike
  });

  it('Дверг (s1_90) ruling: with both re-opened, Дверг grants a new magic strike, which strikes again', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Силач', 0, 'D3'), at('ДВ-Болван', 1, 'D4'), at('ДВ-Болван', 1, 'A6')] });
    grant(t, 'D3');
    t.rolls(6).act(select('D3'), verb(Verb.Ability + 0), target('D4'));
    settle(t);
    reopen(t, 0);
    reopen(t, 1);
    grant(t, 'D3');
    t.rolls(6).act(select('D3'), verb(Verb.Ability + 0), target('D4'));
    settle(t);
    expect(t.wounds(2)).toBe(6 + 6);
  });

  it('Дверг (s1_90): a card armed and not yet struck leaves the battle as its printed card', () => {
    const t = battle(db, { cards: [at('Дверг', 0, 'C3'), at('ДВ-Болван', 1, 'C4', { wounds: 19 }), at('ДВ-Силач', 0, 'D4'), at('ДВ-Болван', 1, 'A6')] });
    const printed = t.s.card[t.card(1)]!;
    grant(t, 'C4');
    t.rolls(6).act(select('D4'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.cellOf(1)).toBe('grave');
    expect(t.s.card[t.card(1)]).toBe(printed);
  });
});
