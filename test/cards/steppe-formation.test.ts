/**
 * Set 1, Степи: the «Строй» clauses (core/systems/formation.ts, modifiers.ts `when: 'formation'`) and
 * the ranged abilities of steppe cards. Partners and opponents are synthetic cards.
 * Dice: a closed target rolls nothing (1–3 weak, 4–5 medium, 6 strong).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { inFormation } from '../../src/engine/core/systems/formation.js';
import { battle, makeDb, noDefender, select, selectAux, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Строевой', { abilities: [{ kind: 'formation' }] }),
  synth('Мишень', { life: 20 }),
  synth('Силач', { life: 20, strike: [2, 4, 6] }),
  synth('Метатель', { move: 1, ranged: { kind: 'throw', values: [1, 2, 3] } }),
  synth('Птица', { type: 'flyer', move: null, life: 20, strike: [2, 4, 6] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const ab = (k: number) => verb(Verb.Ability + k);
const passAll = (t: ReturnType<typeof battle>) => {
  while (t.decision() === Decision.Priority) t.act(PASS);
};
/** Seat 1's Силач at C4 strikes the card at C3 (closed cards roll nothing). */
function struck(cards: ReturnType<typeof at>[], die: number) {
  const t = battle(db, { cards: [at('Силач', 1, 'C4'), ...cards], active: 1 });
  t.rolls(die).act(select('C4'), verb(Verb.Strike), target('C3'));
  if (t.decision() === Decision.Defender) t.act(noDefender());
  return t;
}

describe('Санкторум (s1_16): Строй: +1 к слабому {strike}', () => {
  it('Санкторум (s1_16): in formation its weak strike deals 2; alone 1; a medium strike gets nothing', () => {
    for (const [partner, die, w] of [['B3', 2, 2], ['A1', 2, 1], ['B3', 4, 2]] as const) {
      const t = battle(db, { cards: [at('Санкторум', 0, 'C3'), at('Строевой', 0, partner), at('Мишень', 1, 'C4', true)] });
      t.rolls(die).act(select('C3'), verb(Verb.Strike), target('C4'));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      expect(t.wounds(2), `${partner} ${die}`).toBe(w);
    }
  });
});

describe('Щитоносец (s1_19): Строй: -1 от {strike}', () => {
  it('Щитоносец (s1_19): in formation a strong strike of 6 deals 5; alone 6', () => {
    expect(struck([at('Щитоносец', 0, 'C3', true), at('Строевой', 0, 'B3')], 6).wounds(1)).toBe(5);
    expect(struck([at('Щитоносец', 0, 'C3', true), at('Строевой', 0, 'A1')], 6).wounds(1)).toBe(6);
  });
});

describe('Пеший латник (s1_29): Строй: {armor}2', () => {
  it('Пеший латник (s1_29): armour 2 only in formation', () => {
    expect(struck([at('Пеший латник', 0, 'C3', true), at('Строевой', 0, 'B3')], 6).wounds(1)).toBe(4);
    expect(struck([at('Пеший латник', 0, 'C3', true), at('Строевой', 0, 'A1')], 6).wounds(1)).toBe(6);
  });

  it('Пеший латник (s1_29): ruling — armour spent, formation lost and regained: the armour is fresh again; moved from one formation into another: not refreshed', () => {
    const t = battle(db, { cards: [at('Пеший латник', 0, 'C2'), at('Строевой', 0, 'B2'), at('Строевой', 0, 'D1'), at('Мишень', 1, 'E6')] });
    const a = t.card(0);
    t.s.armorUsed[a] = 2;
    t.act(select('C2'), verb(Verb.Move), target('D2')); // leaves B2, next to D1 at once
    expect(t.s.armorUsed[a]).toBe(2);
    t.act(select('D1'), verb(Verb.Move), target('E1')); // its partner leaves: alone, the feature is lost
    expect(inFormation(t.s, a)).toBe(false);
    expect(t.s.armorUsed[a]).toBe(0);
    t.act(select('B2'), verb(Verb.Move), target('C2')); // a partner joins again: fresh armour 2
    expect(inFormation(t.s, a)).toBe(true);
    expect(t.s.armorUsed[a]).toBe(0);
  });
});

describe('Скелос (s1_33): Строй: {zoal}', () => {
  it('Скелос (s1_33): in formation a flyer\'s strike does not affect it; alone it does', () => {
    const make = (partner: string) => {
      const t = battle(db, { cards: [at('Птица', 1, 'aux'), at('Скелос', 0, 'C3', true), at('Строевой', 0, partner)], active: 1 });
      t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C3'));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      return t.wounds(1);
    };
    expect(make('B3')).toBe(0);
    expect(make('A1')).toBe(6);
  });
});

describe('Минотавр (s1_34): Строй: +1 к сильному {strike}', () => {
  it('Минотавр (s1_34): in formation its strong strike deals 1 more; its medium strike does not', () => {
    const w = (partner: string, die: number) => {
      const t = battle(db, { cards: [at('Минотавр', 0, 'C3'), at('Строевой', 0, partner), at('Мишень', 1, 'C4', true)] });
      t.rolls(die).act(select('C3'), verb(Verb.Strike), target('C4'));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      return t.wounds(2);
    };
    const d = db.defs.find((c) => c.name === 'Минотавр')!;
    expect(w('B3', 6)).toBe(d.strike[2] + 1);
    expect(w('A1', 6)).toBe(d.strike[2]);
    expect(w('B3', 4)).toBe(d.strike[1]);
  });
});

describe('Арбалетчик (s1_17): Строй: {zot}; {tap}: Выстрел на 1-2-3; {tap}: Получить {counter}; +2 за {counter}, теряет все; не более 4{counter}', () => {
  it('Арбалетчик (s1_17): in formation a throw at it has no effect; alone it wounds', () => {
    const make = (partner: string) => {
      const t = battle(db, { cards: [at('Метатель', 1, 'C5'), at('Арбалетчик', 0, 'C3'), at('Строевой', 0, partner)], active: 1 });
      t.rolls(6).act(select('C5'), verb(Verb.Ranged), target('C3'));
      passAll(t);
      return t.wounds(1);
    };
    expect(make('B3')).toBe(0);
    expect(make('A1')).toBe(3);
  });

  it('Арбалетчик (s1_17): shoots 1-2-3 +2 per counter and loses all counters; gains counters up to 4', () => {
    const t = battle(db, { cards: [{ ...at('Арбалетчик', 0, 'C1'), counters: 2 }, at('Мишень', 1, 'C5')] });
    t.rolls(1).act(select('C1'), ab(1), target('C5'));
    passAll(t);
    expect(t.wounds(1)).toBe(5); // weak 1 + 2·2
    expect(t.s.counters[t.card(0)]).toBe(0);
    const u = battle(db, { cards: [{ ...at('Арбалетчик', 0, 'C1'), counters: 3 }, at('Мишень', 1, 'C5')] });
    u.act(select('C1'), ab(2));
    passAll(u);
    expect(u.s.counters[u.card(0)]).toBe(4);
    const v = battle(db, { cards: [{ ...at('Арбалетчик', 0, 'C1'), counters: 4 }, at('Мишень', 1, 'C5')] });
    v.act(select('C1'));
    expect(v.legal()).not.toContain(ab(2)); // at the cap of 4
  });
});

describe('Аколит Дзара (s1_10): {tap}: Три или менее разряда на 1 по разным существам', () => {
  it('Аколит Дзара (s1_10): three different targets, one die each (ruling), 1 wound each; PASS stops early', () => {
    const t = battle(db, { cards: [at('Аколит Дзара', 0, 'C1'), at('Мишень', 1, 'A5'), at('Мишень', 1, 'C5'), at('Мишень', 1, 'E5')] });
    t.act(select('C1'), ab(0), target('A5'));
    expect(t.legal()).not.toContain(target('A5'));
    t.act(target('C5'));
    t.rolls(1, 6, 3).act(target('E5'));
    passAll(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([1, 1, 1]);
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [at('Аколит Дзара', 0, 'C1'), at('Мишень', 1, 'A5'), at('Мишень', 1, 'C5')] });
    u.act(select('C1'), ab(0), target('A5'));
    u.rolls(1).act(PASS);
    passAll(u);
    expect([u.wounds(1), u.wounds(2)]).toEqual([1, 0]);
  });
});

describe('Гиррит (s1_4): {counter}{tap}: Выстрел на 2', () => {
  it('Гиррит (s1_4): with a counter it shoots for 2 at any range and spends the counter; without one it cannot', () => {
    const t = battle(db, { cards: [{ ...at('Гиррит', 0, 'C1'), counters: 1 }, at('Мишень', 1, 'C6')] });
    t.rolls(1).act(select('C1'), ab(0), target('C6'));
    passAll(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.zoneOf(1)).toBe(Zone.Field);
    const u = battle(db, { cards: [at('Гиррит', 0, 'C1'), at('Мишень', 1, 'C6')] });
    u.act(select('C1'));
    expect(u.legal()).not.toContain(ab(0));
  });
});
