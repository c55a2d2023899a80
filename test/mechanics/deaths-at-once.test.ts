/**
 * mechanics/triggers/deaths-at-once.ts (511.7, ruling s1_198): the deaths found by one check fire a
 * self-target "при гибели существа" trigger once; a trigger that addresses a card fires per death.
 * Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  // "При гибели существа — получает {counter}" (Ловец душ, Хозяин склепа).
  synth('СО-Копилка', { life: 20, abilities: [{ kind: 'triggered', on: 'otherCreatureDies', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }, { kind: 'counters', max: 5 }] }),
  // "При гибели существа — ранить существо противника на 1": a chosen target, one per death.
  synth('СО-Мститель', { life: 20, abilities: [{ kind: 'triggered', on: 'otherCreatureDies', target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
  // "Ранить каждое существо противника на 3".
  synth('СО-Буря', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'allEnemyCreatures', effect: { op: 'wound', amount: 3 }, abilityType: 'spell' }] }),
  synth('СО-Хиляк', { life: 3 }),
  synth('СО-Мишень', { life: 30 }),
]);

describe('deaths at once (mechanics/triggers/deaths-at-once.ts)', () => {
  it('ruling s1_198: three creatures killed by one effect — the self-target trigger fires once', () => {
    const t = battle(db, { cards: [at('СО-Буря', 0, 'A1'), at('СО-Копилка', 0, 'E1'), at('СО-Хиляк', 1, 'A6'), at('СО-Хиляк', 1, 'B6'), at('СО-Хиляк', 1, 'C6'), at('СО-Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect([2, 3, 4].map((k) => t.cellOf(k))).toEqual(['grave', 'grave', 'grave']);
    expect(t.s.counters[t.card(1)]).toBe(1);
  });

  it('511.7: deaths in separate checks fire it once each', () => {
    const t = battle(db, { cards: [at('СО-Буря', 0, 'A1'), at('СО-Копилка', 0, 'E1'), at('СО-Хиляк', 1, 'A6'), { card: 'СО-Хиляк', seat: 1, at: 'C4', wounds: 1 }, at('СО-Мишень', 0, 'C3'), at('СО-Мишень', 1, 'E6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4')); // kills the wounded one (closed? no: a full exchange)
    settle(t);
    expect(t.cellOf(3)).toBe('grave');
    expect(t.s.counters[t.card(1)]).toBe(1);
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.cellOf(2)).toBe('grave');
    expect(t.s.counters[t.card(1)]).toBe(2);
  });

  it('a trigger with a chosen target is not merged: one per death', () => {
    const t = battle(db, { cards: [at('СО-Буря', 0, 'A1'), at('СО-Мститель', 0, 'E1'), at('СО-Хиляк', 1, 'A6'), at('СО-Хиляк', 1, 'B6'), at('СО-Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.wounds(4)).toBe(3 + 2); // the spell, then two triggered wounds (the only enemy left)
  });
});
