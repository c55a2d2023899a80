/**
 * mechanics/strike/strike-cap.ts: "свести ближний удар по существу в вашем отряде к 1" — an instant in a
 * simple strike's window after the dice caps the wound to the struck card at 1; armour still
 * prevents after it; the counter-strike is unchanged; only for strikes at the controller's cards.
 * Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('Ограничитель', { abilities: [{ kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeCap' }, abilityType: 'influence' }] }),
  synth('Мишень', { life: 20, strike: [2, 2, 2] }),
  synth('Латник', { life: 20, icons: { armor: 1 } }),
  synth('Громила', { life: 20, strike: [4, 5, 6] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
function settle(t: ReturnType<typeof battle>): void {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe('strike cap', () => {
  it('caps the wound at 1; the counter-strike is unchanged; Mech.StrikeCap per game', () => {
    const t = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3'), at('Ограничитель', 0, 'A1'), at('Громила', 1, 'C4')] });
    expect(on(t.s, Mech.StrikeCap)).toBe(true);
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.wounds(0)).toBe(1);
    const u = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3'), at('Ограничитель', 0, 'A1'), at('Громила', 1, 'C4')] });
    u.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3'));
    u.act(select('A1'), verb(Verb.Ability + 0));
    settle(u);
    expect(u.wounds(2)).toBe(2); // the counter-strike of Мишень: 2, not capped
  });

  // OpTrait.OnStrikeItem (core/enums.ts): the effect's dst is the strike item's stack index, not a card,
  // so 511's checks on a card (still in the battle zone, protections) are skipped. Here instance 0, whose
  // number the strike item's index 0 shares, lies in the graveyard: were the cap checked as a card
  // effect, it would be dropped and Громила's 6 would wound Мишень by 6.
  it('OpTrait.OnStrikeItem: the cap reaches the strike item even when the card numbered like it is out of play', () => {
    const t = battle(db, { active: 1, cards: [{ card: 'Латник', seat: 0, at: 'grave' }, at('Мишень', 0, 'C3'), at('Ограничитель', 0, 'A1'), at('Громила', 1, 'C4')] });
    expect(t.zoneOf(0)).not.toBe(t.zoneOf(1));
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.wounds(1)).toBe(1);
  });

  it('armour prevents after the cap', () => {
    const t = battle(db, { active: 1, cards: [at('Латник', 0, 'C3', true), at('Ограничитель', 0, 'A1'), at('Громила', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.wounds(0)).toBe(0);
  });

  it('not offered for a strike at an enemy card', () => {
    const t = battle(db, { cards: [at('Громила', 0, 'C3'), at('Ограничитель', 0, 'A1'), at('Мишень', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(6);
    expect(t.closed(1)).toBe(false);
  });
});
