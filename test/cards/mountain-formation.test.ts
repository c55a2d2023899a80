/**
 * Горы: strike modifiers of mountain cards (modifiers.ts: formation condition, formation aura, "по
 * закрытым", "по болотным") and Трупоедство. Partners and opponents are synthetic cards.
 * Dice: a closed target rolls nothing (1–3 weak, 4–5 medium, 6 strong).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { battle, endTurn, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Строевой', { abilities: [{ kind: 'formation' }] }),
  synth('Мишень', { life: 20 }),
  synth('Топь-тест', { life: 20, element: 'swamp' }),
  synth('Хрупкий', { life: 2 }),
  synth('Соратник', { life: 20 }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const strikeOf = (name: string) => db.defs.find((c) => c.name === name)!.strike;
/** Seat 0's card at C3 strikes the card listed second (at C4) with die `die`; returns its wounds. */
function hit(cards: ReturnType<typeof at>[], die: number, idx = 1) {
  const t = battle(db, { cards });
  t.rolls(die).act(select('C3'), verb(Verb.Strike), target('C4'));
  if (t.decision() === Decision.Defender) t.act(noDefender());
  return t.wounds(idx);
}

describe('Хранитель гор (s1_50): +2 к {strike} по болотным', () => {
  it('Хранитель гор (s1_50): +2 against a swamp creature, not against others', () => {
    const s = strikeOf('Хранитель гор');
    expect(hit([at('Хранитель гор', 0, 'C3'), at('Топь-тест', 1, 'C4', true)], 6)).toBe(s[2] + 2);
    expect(hit([at('Хранитель гор', 0, 'C3'), at('Мишень', 1, 'C4', true)], 6)).toBe(s[2]);
  });
});

describe('Ртунх (s1_47): +1 к {strike} по болотным', () => {
  it('Ртунх (s1_47): +1 against a swamp creature, not against others', () => {
    const s = strikeOf('Ртунх');
    expect(hit([at('Ртунх', 0, 'C3'), at('Топь-тест', 1, 'C4', true)], 6)).toBe(s[2] + 1);
    expect(hit([at('Ртунх', 0, 'C3'), at('Мишень', 1, 'C4', true)], 6)).toBe(s[2]);
  });
});

describe('Гном-басаарг (s1_53): Строй: +1 к {strike}; +1 к {strike} и {direct} по закрытым существам', () => {
  it('Гном-басаарг (s1_53): +1 in formation, +1 against a closed creature (they add up)', () => {
    const s = strikeOf('Гном-басаарг');
    expect(hit([at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Строевой', 0, 'B3')], 6)).toBe(s[2] + 2);
    expect(hit([at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Строевой', 0, 'A1')], 6)).toBe(s[2] + 1);
  });

  it('Гном-басаарг (s1_53): no bonus against an open creature; directed only against a closed one', () => {
    const s = strikeOf('Гном-басаарг');
    const t = battle(db, { cards: [at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'C4'), at('Соратник', 1, 'D4')] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender); // an open target: a defender may step in
    t.rolls(6, 1).act(noDefender());
    expect(t.wounds(1)).toBe(s[2]);
    const u = battle(db, { cards: [at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Соратник', 1, 'D4')] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.decision()).not.toBe(Decision.Defender); // {direct} against a closed creature
    expect(u.wounds(1)).toBe(s[2] + 1);
  });
});

describe('Овражный гном (s1_37): +1 к {strike} по закрытым существам', () => {
  it('Овражный гном (s1_37): +1 against a closed creature, not against an open one', () => {
    const s = strikeOf('Овражный гном');
    expect(hit([at('Овражный гном', 0, 'C3'), at('Мишень', 1, 'C4', true)], 6)).toBe(s[2] + 1);
    expect(hit([at('Овражный гном', 0, 'C3'), at('Мишень', 1, 'C4')], 6)).toBe(s[2]); // die 6 v default
  });
});

describe('Гномий король (s1_67): существа в строю с Гномьим королем получают +1 к удару', () => {
  it('Гномий король (s1_67): its formation partner strikes for 1 more; a card not in formation with it does not', () => {
    const make = (partnerAt: string) => {
      const t = battle(db, { cards: [at('Строевой', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Гномий король', 0, partnerAt)] });
      t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      return t.wounds(1);
    };
    expect(make('C2')).toBe(4); // strong 3 + 1
    expect(make('B2')).toBe(3); // diagonal: not in formation
  });
});

describe('Гуль (s1_39): Трупоедство', () => {
  it('Гуль (s1_39): kills an adjacent enemy creature by its strike — heals fully', () => {
    const t = battle(db, { cards: [{ ...at('Гуль', 0, 'C3'), wounds: 2 }, at('Хрупкий', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    while (t.decision() === Decision.Priority || t.decision() === Decision.Target) t.act(t.legal()[0]!);
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.wounds(0)).toBe(0);
  });

  it('Гуль (s1_39): ruling — a kill by its strike through a row does not heal it', () => {
    const t = battle(db, { cards: [{ ...at('Гуль', 0, 'C2'), wounds: 2 }, { ...at('Хрупкий', 1, 'C4'), wounds: 1 }, at('Мишень', 1, 'E6')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    while (t.decision() === Decision.Priority) t.act(t.legal()[0]!);
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.wounds(0)).toBe(2);
  });
});

describe('Гном-басаарг (s1_53): если в свой ход может атаковать простым ударом закрытое существо противника, обязан это сделать', () => {
  it('Гном-басаарг (s1_53): ruling — with a closed enemy creature next to it the turn cannot be passed until it attacks; with only an open one it can', () => {
    const t = battle(db, { cards: [at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'D4', true), at('Соратник', 1, 'C4')] });
    expect(t.legal()).not.toContain(endTurn());
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toContain(target('D4'));
    t.rolls(1).act(target('D4'));
    for (let guard = 0; guard < 10 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
    expect(t.legal()).toContain(endTurn());
    const u = battle(db, { cards: [at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'D4')] });
    expect(u.legal()).toContain(endTurn());
  });

  it('Гном-басаарг (s1_53): a closed Гном-басаарг is not obliged; nor in the opponent\'s turn', () => {
    const t = battle(db, { cards: [at('Гном-басаарг', 0, 'C3', true), at('Мишень', 1, 'D4', true)] });
    expect(t.legal()).toContain(endTurn());
    const u = battle(db, { cards: [at('Гном-басаарг', 0, 'C3'), at('Мишень', 1, 'D4', true), at('Соратник', 1, 'A6')], active: 1 });
    expect(u.legal()).toContain(endTurn());
  });
});
