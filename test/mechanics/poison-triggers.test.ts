/**
 * mechanics/triggers/poison-triggers.ts: triggers on an enemy creature's poison wounds and on its death from
 * poison, the target 'creatureNextToEventCard' (a creature around the event's card, or around the
 * cell it died on) and the amount 'eventPoison' (the dead creature's poison value).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Болван', { life: 20 }),
  synth('Хиляк', { life: 1 }),
  synth('Летун', { life: 1, type: 'flyer', move: null }),
  // "Когда существо противника получает раны от отравления, может ранить стоящее рядом с ним существо на 2."
  synth('Жалящий', {
    abilities: [{ kind: 'triggered', on: 'enemyPoisonWounded', optional: true, target: 'creatureNextToEventCard', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }],
  }),
  // "При гибели существа противника от отравления — отравить стоящее рядом с погибшим существо на X (X — его отравление), 1 раз за ход."
  synth('Заражатель', {
    abilities: [
      { kind: 'triggered', on: 'enemyDiesOfPoison', perTurn: 1, target: 'creatureNextToEventCard', effect: { op: 'poison', amount: 0 }, amountFrom: 'eventPoison', abilityType: 'influence' },
    ],
  }),
]);

const db2 = makeDb([
  synth('Болван', { life: 20 }),
  // "При {strike} ранить на 1 двух существ противника, стоящих рядом с атакованным."
  synth('Цепник', { abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'enemyCreatureNextToEventCard', targets: 2, effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
]);

const poison = (t: Battle, ref: number | string): number => t.s.poison[t.card(ref)]!;

describe('enemyPoisonWounded + creatureNextToEventCard', () => {
  it('the poison wound of an enemy creature fires it; the targets are the creatures around that creature, either side', () => {
    const t = battle(db, {
      cards: [
        { card: 'Жалящий', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'C4', poison: 1 },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'D5' },
        { card: 'Болван', seat: 1, at: 'E6' }, // not next to C4
      ],
    });
    t.act(endTurn()); // the opponent's turn: his Болван takes its poison wound
    expect(t.wounds(1)).toBe(1);
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(t.legal()[0]!);
    expect(t.legal()).toEqual([target('C3'), target('D5')].sort((a, b) => a - b));
    t.act(target('D5'));
    for (let g = 0; g < 5 && t.decision() === Decision.Priority; g++) t.act(t.legal()[0]!);
    expect(t.wounds(3)).toBe(2);
  });

  it('not on an own creature\'s poison wound; "может" may be declined', () => {
    const t = battle(db, { cards: [{ card: 'Жалящий', seat: 0, at: 'A1' }, { card: 'Болван', seat: 0, at: 'C3', poison: 1 }, { card: 'Болван', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'E6' }] });
    t.act(endTurn(), endTurn()); // own turn: own creature poisoned
    expect(t.wounds(1)).toBe(1);
    expect(t.decision()).toBe(Decision.Main);
    const u = battle(db, { cards: [{ card: 'Жалящий', seat: 0, at: 'A1' }, { card: 'Болван', seat: 1, at: 'C4', poison: 1 }, { card: 'Болван', seat: 1, at: 'C5' }] });
    u.act(endTurn());
    expect(u.decision()).toBe(Decision.Trigger);
    u.act(u.legal()[u.legal().length - 1]!); // decline
    expect(u.decision()).toBe(Decision.Main);
    expect(u.wounds(2)).toBe(0);
  });
});

describe('enemyDiesOfPoison + eventPoison', () => {
  it('a creature dead of its poison: a creature next to the cell it died on is poisoned for its poison value', () => {
    const t = battle(db, {
      cards: [
        { card: 'Заражатель', seat: 0, at: 'A1' },
        { card: 'Хиляк', seat: 1, at: 'C4', poison: 2 },
        { card: 'Болван', seat: 1, at: 'C5' },
        { card: 'Болван', seat: 0, at: 'B3' },
      ],
    });
    t.act(endTurn());
    expect(t.zoneOf(1)).not.toBe(t.zoneOf(2)); // dead
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B3'), target('C5')].sort((a, b) => a - b));
    t.act(target('C5'));
    for (let g = 0; g < 5 && t.decision() === Decision.Priority; g++) t.act(t.legal()[0]!);
    expect(poison(t, 2)).toBe(2);
  });

  it('not for a death by other wounds; a dead flyer has no neighbours (no target); once per turn', () => {
    // Two poisoned weaklings die at once: only one trigger is declared (1 раз за ход).
    const t = battle(db, {
      cards: [
        { card: 'Заражатель', seat: 0, at: 'A1' },
        { card: 'Хиляк', seat: 1, at: 'C4', poison: 1 },
        { card: 'Хиляк', seat: 1, at: 'E4', poison: 1 },
        { card: 'Болван', seat: 1, at: 'D5' },
      ],
    });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Trigger); // two collected: the order is asked
    t.act(t.legal()[0]!);
    t.act(target('D5'));
    for (let g = 0; g < 6 && (t.decision() === Decision.Priority || t.decision() === Decision.Trigger); g++) t.act(t.legal()[0]!);
    expect(poison(t, 3)).toBe(1);
    expect(t.decision()).toBe(Decision.Main);
    // Killed by a strike, not by poison: nothing.
    const w = battle(db, { cards: [{ card: 'Заражатель', seat: 0, at: 'A1' }, { card: 'Болван', seat: 0, at: 'C3' }, { card: 'Хиляк', seat: 1, at: 'C4', poison: 1, closed: true }, { card: 'Болван', seat: 1, at: 'E6' }] });
    w.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(w.cellOf(2)).not.toBe('C4');
    expect(w.decision()).toBe(Decision.Main);
    // A poisoned flyer dies: no creature is next to it.
    const u = battle(db, { cards: [{ card: 'Заражатель', seat: 0, at: 'A1' }, { card: 'Летун', seat: 1, at: 'aux', poison: 1 }, { card: 'Болван', seat: 1, at: 'C5' }, { card: 'Болван', seat: 1, at: 'C6' }] });
    u.act(endTurn());
    expect(u.decision()).toBe(Decision.Main);
    expect(poison(u, 2)).toBe(0);
  });
});

describe('enemyCreatureNextToEventCard with targets: 2 (a trigger with several different targets)', () => {
  it('two different enemy creatures around the struck card, asked without PASS; own creatures are not targets', () => {
    const t = battle(db2, {
      cards: [
        { card: 'Цепник', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', closed: true },
        { card: 'Болван', seat: 1, at: 'B5' },
        { card: 'Болван', seat: 1, at: 'D5' },
        { card: 'Болван', seat: 1, at: 'C5' },
        { card: 'Болван', seat: 0, at: 'D3' },
      ],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 8 && t.decision() !== Decision.Target; g++) t.act(t.legal()[0]!);
    expect(t.legal()).toEqual([target('B5'), target('C5'), target('D5')].sort((a, b) => a - b));
    t.act(target('C5'));
    expect(t.legal()).toEqual([target('B5'), target('D5')].sort((a, b) => a - b)); // no PASS
    t.act(target('B5'));
    for (let g = 0; g < 8 && (t.decision() === Decision.Priority || t.decision() === Decision.Trigger); g++) t.act(t.legal()[0]!);
    expect(t.wounds(4)).toBe(1);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(3)).toBe(0);
    expect(t.wounds(5)).toBe(0);
  });
});
