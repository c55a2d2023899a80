/**
 * Лунная баньши (s1_157) «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить
 * {counter} (mechanics/strike/strike-value.ts), in a simple strike's window after the dice. The scenarios are
 * shared with the synthetic crier of test/mechanics/strike-value.test.ts (test/helpers/strike-value-scenarios.ts).
 * A special strike is named while it waits on the stack, before it executes (its 'special' entry).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';
import { STRIKE_VALUE_BODIES, strikeValueScenarios } from '../helpers/strike-value-scenarios.js';

describe('Лунная баньши (s1_157): «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить {counter}', () => {
  strikeValueScenarios(makeDb(STRIKE_VALUE_BODIES), 'Лунная баньши', 'Лунная баньши (s1_157): ');
});

const CRY_SPECIAL = verb(Verb.Ability + 4);
const db = makeDb([
  ...STRIKE_VALUE_BODIES,
  synth('ЛБ-Рубака', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'specialStrike' }] }),
  synth('ЛБ-Колдун', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'influence' }] }),
]);

describe('Лунная баньши (s1_157): «крик Баньши» on a special strike', () => {
  it('Лунная баньши (s1_157): a special strike waiting on the stack deals 1 less; Баньши gets a counter and closes', () => {
    const t = battle(db, { active: 1, cards: [at('Лунная баньши', 0, 'A1'), at('ЛБ-Стена', 0, 'C3'), at('ЛБ-Рубака', 1, 'C4')] });
    t.act(select('C4'), verb(Verb.Ability), target('C3'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([CRY_SPECIAL]); // the entries for a simple strike's strikes name nothing here
    t.act(CRY_SPECIAL);
    settle(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Лунная баньши (s1_157): an influence is no strike — nothing to name', () => {
    const t = battle(db, { active: 1, cards: [at('Лунная баньши', 0, 'A1'), at('ЛБ-Стена', 0, 'C3'), at('ЛБ-Колдун', 1, 'C4')] });
    t.act(select('C4'), verb(Verb.Ability), target('C3'));
    expect(t.decision()).toBe(Decision.Main); // Баньши had nothing to answer with
    expect(t.wounds(1)).toBe(3);
  });
});
