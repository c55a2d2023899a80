/**
 * Бон и Берроу s1_27: "Пока на Бон и Берроу есть {counter} — получает «При {strike} — разряд на 1-2-2,
 * дальность 3»" (mechanics/triggers/while-counters.ts), and its ruling on "карта с разрядом" (Варлок).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { moveAllowance } from '../../src/engine/core/systems/modifiers.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, selectAux, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('БиБ-Стена', { move: 0, life: 20, strike: [1, 1, 1] }), synth('БиБ-Боец', { life: 20 })]);

function settle(t: ReturnType<typeof battle>): void {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
}

describe('Бон и Берроу (s1_27): пока есть {counter} — «При {strike} — разряд на 1-2-2, дальность 3»', () => {
  const position = (counters: number) =>
    battle(db, {
      cards: [
        { card: 'Бон и Берроу', seat: 0, at: 'C3', counters },
        { card: 'БиБ-Стена', seat: 1, at: 'C4' },
        { card: 'БиБ-Боец', seat: 1, at: 'C6' },
        { card: 'БиБ-Боец', seat: 1, at: 'A6' },
      ],
    });

  it('Бон и Берроу (s1_27): with a {counter} — after its simple strike, a discharge on 1-2-2 within range 3', () => {
    const t = position(1);
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 30 && t.decision() !== Decision.Target && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toContain(target('C6')); // 3 cells away
    expect(t.legal()).not.toContain(target('A6')); // 4 cells away (range 3)
    t.rolls(6).act(target('C6'));
    settle(t);
    expect(t.wounds(2)).toBe(2); // 1-2-2: 2 on a 6
  });

  it('Бон и Берроу (s1_27): without a {counter} — no discharge after its simple strike', () => {
    const t = position(0);
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(3)).toBe(0);
  });

  it('Бон и Берроу (s1_27): ruling — a card with a discharge (Варлок\'s «пламя бездны») only while it has a {counter}', () => {
    for (const counters of [0, 1]) {
      const t = battle(db, {
        cards: [
          { card: 'Варлок', seat: 1, at: 'A6' },
          { card: 'Бон и Берроу', seat: 0, at: 'C3', counters },
          { card: 'БиБ-Боец', seat: 0, at: 'A1' },
        ],
        active: 1,
      });
      t.act(select('A6'), verb(Verb.Ability + 1));
      settle(t);
      expect(t.wounds(1)).toBe(counters === 1 ? 2 : 0);
    }
  });
});

describe('Бон и Берроу (s1_27) with Ледяной змей (s1_36)', () => {
  it('Ледяной змей (s1_36): ruling — Бон и Берроу chosen while they have a {counter} keep «каменная кожа» after losing the {counter}', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ледяной змей', seat: 0, at: 'aux' },
        { card: 'Бон и Берроу', seat: 0, at: 'A3', counters: 1 },
        { card: 'БиБ-Стена', seat: 1, at: 'C4' },
        { card: 'БиБ-Боец', seat: 1, at: 'A4' },
      ],
    });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('A3')]); // a card with a discharge while it has a counter
    t.act(target('A3'));
    settle(t);
    t.s.counters[t.card(1)] = 0; // the counter is gone
    t.act(endTurn());
    settle(t);
    // Seat 1's Боец strikes Бон и Берроу (armour 1) for 3 with 6 against 1: 3 − 1 (armour) − 1 («каменная кожа»).
    t.rolls(6, 1).act(select('A4'), verb(Verb.Strike), target('A3'));
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.decision() === Decision.Defend ? t.legal()[t.legal().length - 1]! : t.legal()[0]!);
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Пустынный кондор (s1_14): {counter}{tap}: «пикирование»', () => {
  const position = () =>
    battle(db, {
      cards: [
        { card: 'Пустынный кондор', seat: 0, at: 'aux', counters: 1 },
        { card: 'БиБ-Боец', seat: 1, at: 'C4' },
        { card: 'БиБ-Стена', seat: 1, at: 'B4' },
        { card: 'БиБ-Боец', seat: 0, at: 'A1' },
      ],
    });

  it('Пустынный кондор (s1_14): the enemy ground creature goes to a free cell next to it; the Кондор loses flight, lands on the cell it left, gets {move}1 and wounds it on 3-4-4', () => {
    const t = position();
    const [condor, enemy] = [t.card(0), t.card(1)];
    t.act(selectAux(0), verb(Verb.Ability + 0));
    expect(t.legal()).toContain(target('C4'));
    expect(t.legal()).toContain(target('B4'));
    t.act(target('C4'));
    // Only the free orthogonal neighbours of C4 (B4 is taken).
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C3'), target('D4'), target('C5')].sort((a, b) => a - b));
    t.rolls(6).act(target('D4'));
    settle(t);
    expect(t.cellOf(1)).toBe('D4');
    expect(t.zoneOf(0)).toBe(Zone.Field);
    expect(t.cellOf(0)).toBe('C4');
    expect(t.wounds(1)).toBe(4); // 3-4-4: a 6
    expect(moveAllowance(t.s, condor)).toBe(1);
    expect(t.s.counters[condor]).toBe(0);
    expect(checkInvariants(t.s)).toBeNull();
    // A ground creature now: the enemy's ground creature next to it may strike it.
    t.act(endTurn());
    settle(t);
    t.act(select('B4'));
    t.act(verb(Verb.Strike));
    expect(t.legal()).toContain(target('C4'));
    void enemy;
  });

  it('Пустынный кондор (s1_14): 3-4-4 — a 1 wounds by 3; (1 раз за бой) — not offered again', () => {
    const t = position();
    t.act(selectAux(0), verb(Verb.Ability + 0), target('C4'));
    t.rolls(1).act(target('C5'));
    settle(t);
    expect(t.wounds(1)).toBe(3);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.s.counters[t.card(0)] = 1;
    t.act(select('C4'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
  });
});
