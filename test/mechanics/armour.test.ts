/**
 * Броня X (digest §5.9, QA MEC-001): prevents the first X wounds from non-magical attacks in each
 * turn, the owner's and the opponent's alike. A prevention effect (511.5). Латник: armour 2, life 20.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { battle, endTurn, exchangeFull, select, target, verb } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

describe('§5.9 armour', () => {
  it('prevents the first X wounds of a simple strike (strong 3 − armour 2 = 1)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Латник', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(1);
    expect(t.s.armorUsed[t.card(1)]).toBe(2);
  });

  it('only the first X wounds per turn: a second attack in the same turn meets no armour', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 0, at: 'B3' },
        { card: 'Латник', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('C4')); // −2: miss, no armour used
    expect(t.s.armorUsed[t.card(2)]).toBe(0);
    t.rolls(4, 3).act(select('B3'), verb(Verb.Strike), target('C4')); // +1: weak 1 → prevented
    expect(t.wounds(2)).toBe(0);
    expect(t.s.armorUsed[t.card(2)]).toBe(1);
    // A third attacker would see 1 armour left: strong 3 − 1 = 2. Re-open the attackers (test surgery) to strike again.
    t.s.flags[t.card(0)] = 0;
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(2)).toBe(2);
    t.s.flags[t.card(1)] = 0;
    t.rolls(6, 1).act(select('B3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(2)).toBe(5);
  });

  it('resets at the start of every turn, the owner\'s and the opponent\'s', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Латник', seat: 1, at: 'C4', closed: true },
      ],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([t.wounds(1), t.s.armorUsed[t.card(1)]]).toEqual([1, 2]);
    t.act(endTurn()); // the owner's turn starts: armour counts afresh
    expect(t.s.armorUsed[t.card(1)]).toBe(0);
    t.s.armorUsed[t.card(1)] = 2;
    t.act(endTurn()); // the opponent's turn starts: afresh again
    expect(t.s.armorUsed[t.card(1)]).toBe(0);
    t.s.flags[t.card(1)] = 1; // keep it closed: one die
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });

  it('applies to shots, throws and strikes through a row (non-magical attacks)', () => {
    for (const [shooter, from] of [['Стрелок', 'C2'], ['Метатель', 'C2'], ['Копейщик', 'C2']] as const) {
      const t = battle(db, {
        cards: [
          { card: shooter, seat: 0, at: from },
          { card: 'Латник', seat: 1, at: 'C4' },
        ],
      });
      t.rolls(6).act(select(from), verb(Verb.Ranged), target('C4'));
      expect(t.wounds(1), shooter).toBe(1);
    }
  });

  it('does not apply to magical attacks: discharge and magic strike', () => {
    for (const [shooter, from] of [['Разрядник', 'C2'], ['Маг', 'C3']] as const) {
      const t = battle(db, {
        cards: [
          { card: shooter, seat: 0, at: from },
          { card: 'Латник', seat: 1, at: 'C4' },
        ],
      });
      t.rolls(6).act(select(from), verb(Verb.Ranged), target('C4'));
      expect(t.wounds(1), shooter).toBe(3);
      expect(t.s.armorUsed[t.card(1)]).toBe(0);
    }
  });

  it('does not apply to poison (not an attack)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Латник', seat: 1, at: 'C5', poison: 2 },
      ],
    });
    t.act(endTurn());
    expect(t.wounds(1)).toBe(2);
  });

  it('§5.1: a counter-strike is not an attack, so armour does not prevent it (default)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Латник', seat: 0, at: 'C3' },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: medium counter 4
    expect(t.wounds(0)).toBe(4);
  });

  it('option armorVsCounterStrike: armour prevents counter-strike wounds too', () => {
    const t = battle(db, {
      opts: { armorVsCounterStrike: true },
      cards: [
        { card: 'Латник', seat: 0, at: 'C3' },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(2, 6).act(select('C3'), verb(Verb.Strike), target('C4'), exchangeFull()); // −4: weak / medium 4
    expect([t.wounds(1), t.wounds(0)]).toEqual([1, 2]);
  });

  it('a real card: Минотавр (armour 2) takes 2 from a strong Орк strike (4 − 2)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Орк', seat: 0, at: 'C3' },
        { card: 'Минотавр', seat: 1, at: 'C4', closed: true },
      ],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });
});
