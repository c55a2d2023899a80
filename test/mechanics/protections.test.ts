/**
 * Protections, РП 511.3 (digest §5.6, §5.9 "Защита от X", §7.3): a protection that applies stops the
 * effect for that target at the protection-check step, before prevention (armour).
 *
 * Every ranged attack below rolls a 6 (Z = 3 wounds) unless stated.
 */
import { describe, expect, it } from 'vitest';
import { Verb, Zone } from '../../src/engine/core/enums.js';
import { battle, endTurn, select, selectAux, target, targetAux, verb } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

/** Where each attacker stands to hit a target on C4. */
const FROM: Record<string, string> = { Стрелок: 'C2', Метатель: 'C2', Разрядник: 'C2', Копейщик: 'C2', Маг: 'C3' };

/** Wounds dealt by `attacker`'s ranged attack (roll 6) to a `defender` on C4. */
function rangedWounds(attacker: string, defender: string): number {
  const from = FROM[attacker]!;
  const t = battle(db, {
    cards: [
      { card: attacker, seat: 0, at: from },
      { card: defender, seat: 1, at: 'C4' },
    ],
  });
  t.rolls(6).act(select(from), verb(Verb.Ranged), target('C4'));
  return t.wounds(1);
}

/** Wounds of a simple strike (6 vs 1: strong 3) by a ground attacker to the `defender`. */
function strikeWounds(defender: string): number {
  const t = battle(db, {
    cards: [
      { card: 'Боец', seat: 0, at: 'C3' },
      { card: defender, seat: 1, at: 'C4' },
    ],
  });
  t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
  return t.wounds(1);
}

const KINDS = ['Стрелок', 'Метатель', 'Разрядник', 'Копейщик', 'Маг'] as const;

/**
 * Expected table from the digest: ЗОВ stops shots; ЗОТ throws; ЗОР discharges; ЗОМ magical attacks
 * (discharge, magic strike); shot/discharge protection does not cover throws. No protection here
 * covers a strike through a row or a simple strike.
 */
const STOPS: Record<string, readonly string[]> = {
  ЗОВ: ['Стрелок'],
  ЗОТ: ['Метатель'],
  ЗОР: ['Разрядник'],
  ЗОМ: ['Разрядник', 'Маг'],
  'ЗОВ+ЗОР': ['Стрелок', 'Разрядник'],
  ЗОЯ: [],
  ЗОЗ: [],
  Крепыш: [],
};

describe('511.3 protection check against ranged attacks', () => {
  for (const [prot, stops] of Object.entries(STOPS)) {
    it(`${prot}: stops ${stops.length ? stops.join(', ') : 'none of them'}; the rest wound`, () => {
      for (const k of KINDS) expect(rangedWounds(k, prot), `${k} vs ${prot}`).toBe(stops.includes(k) ? 0 : 3);
    });
  }

  it('shot and discharge protection does not stop throws (proberserk "Метание")', () => {
    expect(rangedWounds('Метатель', 'ЗОВ+ЗОР')).toBe(3);
    expect(rangedWounds('Метатель', 'ЗОВ')).toBe(3);
    expect(rangedWounds('Метатель', 'ЗОР')).toBe(3);
  });

  it('no protection here stops a simple strike (ЗОМ included: a simple strike is non-magical)', () => {
    for (const p of ['ЗОВ', 'ЗОТ', 'ЗОР', 'ЗОМ', 'ЗОЯ', 'ЗОЗ', 'ЗОЛ']) expect(strikeWounds(p), p).toBe(3);
  });
});

describe('511.3 ЗОЯ against poison (digest §5.9 "Отравление", "Защита от отравления")', () => {
  it('a poisoned creature with ЗОЯ takes no poison wounds at the start of its turn; without it, it does', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'ЗОЯ', seat: 1, at: 'C5', poison: 2 },
        { card: 'Крепыш', seat: 1, at: 'D5', poison: 2 },
      ],
    });
    t.act(endTurn());
    expect([t.wounds(1), t.wounds(2)]).toEqual([0, 2]);
  });

  it('a real card: Хранитель гор (ЗОЯ) ignores poison', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Хранитель гор', seat: 1, at: 'C5', poison: 3 },
      ],
    });
    t.act(endTurn());
    expect(t.wounds(1)).toBe(0);
  });
});

describe('511.3 ЗОЛ: no wounds from flyers', () => {
  it('a flyer\'s simple strike does not wound a ЗОЛ card; its counter-strike still wounds the flyer', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'ЗОЛ', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(2, 5).act(selectAux(0), verb(Verb.Strike), target('C4')); // −3: no hit, weak counter-strike
    expect([t.wounds(1), t.wounds(0)]).toEqual([0, 1]);
    const u = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'ЗОЛ', seat: 1, at: 'C4' },
      ],
    });
    u.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(0);
  });

  it('a flyer\'s shot does not wound a ЗОЛ card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица-стрелок', seat: 0, at: 'aux' },
        { card: 'ЗОЛ', seat: 1, at: 'C4' },
        { card: 'Крепыш', seat: 1, at: 'C5' },
      ],
    });
    t.rolls(6).act(selectAux(0), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(1)).toBe(0);
    t.act(endTurn(), endTurn());
    t.rolls(6).act(selectAux(0), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(2)).toBe(3);
  });

  it('a flyer\'s counter-strike does not wound a ЗОЛ attacker (flyer fallback: ground strikes a lone flyer)', () => {
    const u = battle(db, {
      cards: [
        { card: 'ЗОЛ', seat: 0, at: 'C3' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    u.rolls(1, 6).act(select('C3'), verb(Verb.Strike), targetAux(1, 0)); // −5: medium counter-strike
    expect([u.wounds(0), u.wounds(1)]).toEqual([0, 0]);
    // And the ЗОЛ card's own strike wounds the flyer normally.
    const v = battle(db, {
      cards: [
        { card: 'ЗОЛ', seat: 0, at: 'C3' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    v.rolls(6, 1).act(select('C3'), verb(Verb.Strike), targetAux(1, 0));
    expect(v.wounds(1)).toBe(3);
  });

  it('ЗОЛ does not stop wounds from ground cards', () => {
    expect(strikeWounds('ЗОЛ')).toBe(3);
  });

  it('a real card: Центурион (ЗОЛ) is not wounded by Пустынный кондор', () => {
    const t = battle(db, {
      cards: [
        { card: 'Пустынный кондор', seat: 0, at: 'aux' },
        { card: 'Центурион', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(0);
    expect(t.zoneOf(1)).toBe(Zone.Field);
  });
});

describe('511.1 order: protection check before prevention (armour)', () => {
  it('a protected target does not spend its armour on the stopped attack', () => {
    // Латник-ЗОВ: armour 2 + ЗОВ. The shot is stopped by ЗОВ; a simple strike afterwards still meets full armour.
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Силач', seat: 0, at: 'B3' },
        { card: 'Латник-ЗОВ', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(2)).toBe(0);
    expect(t.s.armorUsed[t.card(2)]).toBe(0);
    t.rolls(6, 1).act(select('B3'), verb(Verb.Strike), target('C4')); // strong 6, armour 2
    expect(t.wounds(2)).toBe(4);
  });
});
