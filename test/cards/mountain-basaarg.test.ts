/**
 * Гном-басаарг (s1_53): "Если в свой ход Гном-басаарг может атаковать простым ударом закрытое существо
 * противника, он обязан это сделать". Ruling s1_53: in the Main phase, while its controller has
 * priority, he must attack an adjacent closed enemy creature with it, choosing among several; he may
 * not pass the turn without that attack (mechanics/strike/must-strike-closed.ts). Every way of dodging the
 * obligation is tried here: ending the turn, striking an open enemy, moving away, another verb, and
 * (option `forcedStrikeFirst`, the default) letting another card act first.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { END_TURN } from '../../src/engine/core/action.js';
import { battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Одиночка'),
  synth('Особый', { abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'specialStrike' }] }),
]);

/** Гном-басаарг on C3 (seat 0, to act) between a closed enemy on C4, another on B4, an open one on D4. */
function position(opts: { forcedStrikeFirst?: boolean } = {}) {
  return battle(db, {
    cards: [
      { card: 'Гном-басаарг', seat: 0, at: 'C3' },
      { card: 'Одиночка', seat: 1, at: 'C4', closed: true },
      { card: 'Одиночка', seat: 1, at: 'B4', closed: true },
      { card: 'Одиночка', seat: 1, at: 'D4' },
      { card: 'Одиночка', seat: 0, at: 'A1' },
      { card: 'Особый', seat: 0, at: 'B3' },
    ],
    opts,
  });
}

describe('Гном-басаарг (s1_53): obliged to strike an adjacent closed enemy creature', () => {
  it('ruling s1_53: the turn cannot be passed without the attack', () => {
    expect(position().legal()).not.toContain(END_TURN);
  });

  it('ruling s1_53: the strike may not go to an open enemy; the player chooses among the closed ones', () => {
    const t = position().act(select('C3'), verb(Verb.Strike));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B4'), target('C4')].sort((a, b) => a - b));
  });

  it('card text s1_53: it may not move away first (nor do anything but the strike)', () => {
    const t = position().act(select('C3'));
    expect(t.decision()).toBe(Decision.Verb);
    expect(t.legal()).toEqual([verb(Verb.Strike)]);
  });

  it('ruling s1_53 (forcedStrikeFirst): no other card acts first — neither a move nor an ability that could remove the closed creature', () => {
    const legal = position().legal();
    expect(legal).toEqual([select('C3')]);
    expect(legal).not.toContain(select('A1'));
    expect(legal).not.toContain(select('B3'));
  });

  it('forcedStrikeFirst off: other cards may act first, but the turn still cannot end and the Gnome still only strikes a closed creature', () => {
    const t = position({ forcedStrikeFirst: false });
    expect(t.legal()).toContain(select('A1'));
    expect(t.legal()).toContain(select('B3'));
    expect(t.legal()).not.toContain(END_TURN);
    t.act(select('A1'), verb(Verb.Move), target('A2'));
    settle(t);
    expect(t.legal()).not.toContain(END_TURN);
    t.act(select('C3'));
    expect(t.legal()).toEqual([verb(Verb.Strike)]);
  });

  it('ruling s1_53: once it has struck the closed creature, the turn may end and the other cards act', () => {
    const t = position().rolls(1, 1, 1, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.legal()).toContain(END_TURN);
    expect(t.legal()).toContain(select('A1'));
  });

  it('card text s1_53: with no closed enemy next to it there is no obligation', () => {
    const t = battle(db, {
      cards: [
        { card: 'Гном-басаарг', seat: 0, at: 'C3' },
        { card: 'Одиночка', seat: 1, at: 'D4' },
        { card: 'Одиночка', seat: 1, at: 'C6', closed: true },
      ],
    });
    expect(t.legal()).toContain(END_TURN);
    t.act(select('C3'));
    expect(t.legal()).toContain(verb(Verb.Move));
    t.act(verb(Verb.Strike));
    expect(t.legal()).toEqual([target('D4')]);
  });
});
