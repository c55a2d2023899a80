/**
 * Строй (formation), core/systems/formation.ts. Digest §5 keyword table [P: QA MEC-011]: own cards with
 * Строй standing next to each other orthogonally (not diagonally) are in formation; when it breaks
 * the bonuses are lost. Synthetic cards: every «Строй*» card has the feature Строй.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Kw, Verb } from '../../src/engine/core/enums.js';
import { formationHolds, formationCode, formationKw, formationNum, formationPartners, inFormation, inFormationWith } from '../../src/engine/core/systems/formation.js';
import { battle, endTurn, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { reveal } from '../../src/engine/core/instance.js';

const R = (kind: 'shot' | 'throw' | 'discharge', range?: number) => ({
  ranged: { kind, values: [1, 2, 3] as const, ...(range !== undefined ? { range } : {}) },
});

const db = makeDb([
  synth('Строевой', { abilities: [{ kind: 'formation' }] }),
  synth('Строевой-элита', { elite: true, abilities: [{ kind: 'formation' }] }),
  synth('Строй-ЗОТ', { life: 20, abilities: [{ kind: 'formation', grant: { keywords: ['zot'] } }] }),
  synth('Строй-броня', { life: 20, move: 3, abilities: [{ kind: 'formation', grant: { armor: 2 } }] }),
  synth('Строй-ОвЗ-элита', { life: 20, abilities: [{ kind: 'formation', grant: { ovz: 2 }, when: { partner: 'elite' } }] }),
  synth('Строй-ОвА', { abilities: [{ kind: 'formation', grant: { ova: 2 } }] }),
  synth('Строй-НУ-2', { abilities: [{ kind: 'formation', grant: { keywords: ['direct'] }, when: { min: 2 } }] }),
  synth('Строй-щит-разряд', {
    life: 20,
    abilities: [{ kind: 'prevention', amount: 1, match: { op: 'wound', to: 'self', fromTypes: ['discharge'] }, formation: {} }],
  }),
  synth('Строй-накопитель', {
    abilities: [{ kind: 'triggered', on: 'startOfOwnTurn', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence', formation: { min: 2 } }],
  }),
  synth('Одиночка'),
  synth('Строй-слабый+1', { abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 1 }, when: 'formation' }] }),
  synth('Строй-щит-удар', { life: 20, abilities: [{ kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'simple' }, when: 'formation' }] }),
  synth('Строй-вожак', { abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple' }, to: { near: 'formation', own: true } }] }),
  synth('Мишень', { life: 20 }),
  synth('Силач', { life: 20, strike: [2, 4, 6] }),
  synth('Метатель', { move: 1, ...R('throw') }),
  synth('Разрядник', { move: 1, ...R('discharge') }),
]);

describe('who stands in formation', () => {
  it('orthogonal neighbours with Строй of one player are in formation; diagonal ones are not', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строевой', seat: 0, at: 'C2' },
        { card: 'Строевой', seat: 0, at: 'D2' }, // right of C2
        { card: 'Строевой', seat: 0, at: 'B3' }, // diagonal to C2
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    const [a, b, c] = [t.card(0), t.card(1), t.card(2)];
    expect(inFormationWith(t.s, a, b)).toBe(true);
    expect(inFormationWith(t.s, b, a)).toBe(true);
    expect(inFormationWith(t.s, a, c)).toBe(false);
    expect([inFormation(t.s, a), inFormation(t.s, b), inFormation(t.s, c)]).toEqual([true, true, false]);
  });

  it('a neighbour without Строй, or an enemy card with Строй, is no partner', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строевой', seat: 0, at: 'C3' },
        { card: 'Одиночка', seat: 0, at: 'B3' },
        { card: 'Строевой', seat: 1, at: 'C4' },
      ],
    });
    expect(inFormation(t.s, t.card(0))).toBe(false);
    expect(inFormation(t.s, t.card(2))).toBe(false);
    expect(inFormationWith(t.s, t.card(0), t.card(2))).toBe(false);
  });

  it('pairwise, not transitive: in a line A–B–C only B has two partners, A and C are not in formation with each other', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строевой', seat: 0, at: 'A2' },
        { card: 'Строевой', seat: 0, at: 'B2' },
        { card: 'Строевой', seat: 0, at: 'C2' },
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    expect([0, 1, 2].map((k) => formationPartners(t.s, t.card(k)))).toEqual([1, 2, 1]);
    expect(inFormationWith(t.s, t.card(0), t.card(2))).toBe(false);
    expect(formationHolds(t.s, t.card(1), formationCode({ min: 2 }))).toBe(true);
    expect(formationHolds(t.s, t.card(0), formationCode({ min: 2 }))).toBe(false);
  });

  it('a hidden (face-down) card stands in no formation until it is revealed', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строевой', seat: 1, at: 'C6', hidden: true },
        { card: 'Строй-ЗОТ', seat: 1, at: 'C5' },
        { card: 'Одиночка', seat: 0, at: 'A1' },
      ],
    });
    expect(inFormation(t.s, t.card(1))).toBe(false);
    expect(inFormationWith(t.s, t.card(0), t.card(1))).toBe(false);
    reveal(t.s, t.card(0));
    expect(inFormation(t.s, t.card(1))).toBe(true);
    expect(formationKw(t.s, t.card(1)) & Kw.ProtThrow).not.toBe(0);
  });

  it('moving away breaks the formation and moving back restores it', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строевой', seat: 0, at: 'C2' },
        { card: 'Строй-ЗОТ', seat: 0, at: 'C3' },
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    const z = t.card(1);
    expect(formationKw(t.s, z) & Kw.ProtThrow).not.toBe(0);
    t.act(select('C2'), verb(Verb.Move), target('B2'));
    expect(inFormation(t.s, z)).toBe(false);
    expect(formationKw(t.s, z)).toBe(0);
    t.act(select('B2'), verb(Verb.Move), target('B3')); // left of C3
    expect(inFormation(t.s, z)).toBe(true);
    expect(formationKw(t.s, z) & Kw.ProtThrow).not.toBe(0);
  });

  it('the death of a partner breaks the formation of the cards it stood next to', () => {
    const t = battle(db, {
      cards: [
        { card: 'Силач', seat: 1, at: 'C4' },
        { card: 'Строевой', seat: 0, at: 'C3', wounds: 9 },
        { card: 'Строй-ЗОТ', seat: 0, at: 'B3' },
      ],
      active: 1,
    });
    expect(inFormation(t.s, t.card(2))).toBe(true);
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.zoneOf(1)).not.toBe(4);
    expect(inFormation(t.s, t.card(2))).toBe(false);
    expect(formationKw(t.s, t.card(2))).toBe(0);
  });
});

describe('formation-granted keywords', () => {
  it('"Строй: {zot}": a throw at the card in formation has no effect; alone it wounds', () => {
    const make = (partner: boolean) =>
      battle(db, {
        cards: [
          { card: 'Метатель', seat: 1, at: 'C5' },
          { card: 'Строй-ЗОТ', seat: 0, at: 'C3' },
          ...(partner ? [{ card: 'Строевой', seat: 0 as const, at: 'D3' }] : [{ card: 'Строевой', seat: 0 as const, at: 'D2' }]),
        ],
        active: 1,
      });
    const inF = make(true);
    inF.rolls(6).act(select('C5'), verb(Verb.Ranged), target('C3'));
    expect(inF.wounds(1)).toBe(0);
    const alone = make(false);
    alone.rolls(6).act(select('C5'), verb(Verb.Ranged), target('C3'));
    expect(alone.wounds(1)).toBe(3);
  });

  it('"Строй: {armor}2": prevents the first 2 wounds of a strike only while in formation', () => {
    const make = (partner: boolean) =>
      battle(db, {
        cards: [
          { card: 'Силач', seat: 1, at: 'C4' },
          { card: 'Строй-броня', seat: 0, at: 'C3', closed: true },
          { card: 'Строевой', seat: 0, at: partner ? 'B3' : 'A1' },
        ],
        active: 1,
      });
    const inF = make(true);
    inF.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    if (inF.decision() === Decision.Defender) inF.act(noDefender());
    expect(inF.wounds(1)).toBe(4); // strong 6 − armour 2
    const alone = make(false);
    alone.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    if (alone.decision() === Decision.Defender) alone.act(noDefender());
    expect(alone.wounds(1)).toBe(6);
  });

  it('formation armour lost and regained comes back with a fresh budget; moving from one formation straight into another keeps the spent armour (rulings on Пеший латник, s1_29)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строй-броня', seat: 0, at: 'C2' },
        { card: 'Строевой', seat: 0, at: 'B2' },
        { card: 'Строевой', seat: 0, at: 'D1' },
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    const a = t.card(0);
    t.s.armorUsed[a] = 2; // spent this turn
    t.act(select('C2'), verb(Verb.Move), target('D2')); // leaves B2, joins D1 at once: never lost
    expect(inFormation(t.s, a)).toBe(true);
    expect(t.s.armorUsed[a]).toBe(2);
    t.act(select('D2'), verb(Verb.Move), target('D3')); // alone: the armour feature is lost
    expect(formationNum(t.s, a, 0)).toBe(0);
    expect(t.s.armorUsed[a]).toBe(0);
    expect(checkInvariants(t.s)).toBeNull();
    t.act(select('D3'), verb(Verb.Move), target('D2')); // back next to D1: fresh armour 2
    expect(formationNum(t.s, a, 0)).toBe(2);
    expect(t.s.armorUsed[a]).toBe(0);
  });

  it('"{ovz}2 while in formation with an elite creature": counts on the struck card\'s die only with an elite partner', () => {
    const make = (partner: string) =>
      battle(db, {
        cards: [
          { card: 'Силач', seat: 1, at: 'C4' },
          { card: 'Строй-ОвЗ-элита', seat: 0, at: 'C3' },
          { card: partner, seat: 0, at: 'B3' },
        ],
        active: 1,
      });
    // Dice 5 v 3: +2 → medium 4 (and the exchange). With ОвЗ 2: 5 v 5 → tie at 5: weak counter only.
    const elite = make('Строевой-элита');
    expect(formationNum(elite.s, elite.card(1), 2)).toBe(2);
    elite.rolls(5, 3).act(select('C4'), verb(Verb.Strike), target('C3'));
    if (elite.decision() === Decision.Defender) elite.act(noDefender());
    expect(elite.wounds(1)).toBe(0);
    expect(elite.wounds(0)).toBe(1);
    const ordinary = make('Строевой');
    expect(formationNum(ordinary.s, ordinary.card(1), 2)).toBe(0);
    expect(inFormation(ordinary.s, ordinary.card(1))).toBe(true);
  });

  it('"{ova}" granted by formation adds to the attacker\'s die', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строй-ОвА', seat: 0, at: 'C3' },
        { card: 'Строевой', seat: 0, at: 'B3' },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    // 3 v 3 would be a tie (weak); with ОвА 2: 5 v 3 = +2 → medium (2) with the attacker's exchange option.
    t.rolls(3, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.decision()).toBe(Decision.Exchange);
  });

  it('"{direct} while in formation with at least two": no defender can be assigned', () => {
    const make = (two: boolean) =>
      battle(db, {
        cards: [
          { card: 'Строй-НУ-2', seat: 0, at: 'C3' },
          { card: 'Строевой', seat: 0, at: 'B3' },
          { card: 'Строевой', seat: 0, at: two ? 'D3' : 'E1' },
          { card: 'Силач', seat: 1, at: 'C4' },
          { card: 'Одиночка', seat: 1, at: 'D4' }, // a possible defender
        ],
      });
    const two = make(true);
    two.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(two.decision()).not.toBe(Decision.Defender);
    const one = make(false);
    one.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(one.decision()).toBe(Decision.Defender);
  });

  it('"Строй: -1 от разрядов" (a prevention with a formation condition) applies only in formation', () => {
    const make = (partner: boolean) =>
      battle(db, {
        cards: [
          { card: 'Разрядник', seat: 1, at: 'C5' },
          { card: 'Строй-щит-разряд', seat: 0, at: 'C3' },
          { card: 'Строевой', seat: 0, at: partner ? 'C2' : 'A1' },
        ],
        active: 1,
      });
    const inF = make(true);
    inF.rolls(6).act(select('C5'), verb(Verb.Ranged), target('C3'));
    expect(inF.wounds(1)).toBe(2);
    const alone = make(false);
    alone.rolls(6).act(select('C5'), verb(Verb.Ranged), target('C3'));
    expect(alone.wounds(1)).toBe(3);
  });

  it('a trigger with a formation condition ("Строй: в начале хода …") fires only while the condition holds', () => {
    for (const [second, expected] of [
      ['D3', 1],
      ['E1', 0],
    ] as const) {
      const t = battle(db, {
        cards: [
          { card: 'Строй-накопитель', seat: 0, at: 'C3' },
          { card: 'Строевой', seat: 0, at: 'B3' },
          { card: 'Строевой', seat: 0, at: second },
          { card: 'Одиночка', seat: 1, at: 'E6' },
        ],
        active: 1,
      });
      t.act(endTurn());
      expect(t.s.counters[t.card(0)], second).toBe(expected);
    }
  });

  it('games without Строй cards keep the formation arrays at zero', () => {
    const t = battle(db, {
      cards: [
        { card: 'Одиночка', seat: 0, at: 'C3' },
        { card: 'Одиночка', seat: 0, at: 'B3' },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Move), target('C2'), endTurn());
    expect(Array.from(t.s.flags).every((v) => ((v >> 8) & 63) === 0)).toBe(true);
  });
});

describe('static modifiers with a formation condition (core/systems/modifiers.ts when: \'formation\', to: { near: \'formation\' })', () => {
  it('"Строй: +1 к слабому {strike}": a weak strike deals 1 more only while in formation; the modifier gives the card Строй', () => {
    for (const [partner, w] of [['B3', 2], ['A1', 1]] as const) {
      const t = battle(db, {
        cards: [
          { card: 'Строй-слабый+1', seat: 0, at: 'C3' },
          { card: 'Строевой', seat: 0, at: partner },
          { card: 'Мишень', seat: 1, at: 'C4', closed: true },
        ],
      });
      expect(inFormation(t.s, t.card(1)), partner).toBe(partner === 'B3');
      t.rolls(2).act(select('C3'), verb(Verb.Strike), target('C4'));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      expect(t.wounds(2), partner).toBe(w);
    }
  });

  it('"Строй: +1 к слабому {strike}" does not add to a medium strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строй-слабый+1', seat: 0, at: 'C3' },
        { card: 'Строевой', seat: 0, at: 'B3' },
        { card: 'Мишень', seat: 1, at: 'C4', closed: true },
      ],
    });
    t.rolls(4).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(2)).toBe(2);
  });

  it('"Строй: -1 от {strike}": the card takes 1 fewer wound from a simple strike only while in formation', () => {
    for (const [partner, w] of [['B3', 5], ['A1', 6]] as const) {
      const t = battle(db, {
        cards: [
          { card: 'Силач', seat: 1, at: 'C4' },
          { card: 'Строй-щит-удар', seat: 0, at: 'C3', closed: true },
          { card: 'Строевой', seat: 0, at: partner },
        ],
        active: 1,
      });
      t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      expect(t.wounds(1), partner).toBe(w);
    }
  });

  it('"существа в строю с X получают +1 к {strike}": an aura over the formation partners only (not a diagonal or non-Строй neighbour, not X itself)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Строй-вожак', seat: 0, at: 'C2' },
        { card: 'Строевой', seat: 0, at: 'C3' }, // in formation with C2
        { card: 'Строевой', seat: 0, at: 'D3' }, // diagonal to C2 (in formation with C3 only)
        { card: 'Мишень', seat: 1, at: 'C4', closed: true },
        { card: 'Мишень', seat: 1, at: 'D4', closed: true },
      ],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(3)).toBe(4);
    t.rolls(6).act(select('D3'), verb(Verb.Strike), target('D4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(4)).toBe(3);
  });
});
