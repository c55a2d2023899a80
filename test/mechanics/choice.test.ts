/**
 * Effects chosen by a player as the feature executes (core/systems/choice.ts): `{ op: 'either', by,
 * options }` — the feature's controller or the affected card's controller picks option 1 or 2
 * (Decision.Choice, AMOUNT + 1 / + 2); the chosen effect goes through 511 with the feature's type.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { actionToString } from '../../src/engine/describe.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ВЫБ-Сам', {
    life: 20,
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'either', by: 'controller', options: [{ op: 'wound', amount: 3 }, { op: 'poison', amount: 1 }] }, abilityType: 'influence' }],
  }),
  synth('ВЫБ-Жертва', {
    life: 20,
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'either', by: 'affected', options: [{ op: 'close' }, { op: 'wound', amount: 2 }] }, abilityType: 'influence' }],
  }),
  synth('ВЫБ-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};
const toChoice = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() === Decision.Priority; g++) t.act(PASS);
};

describe('either effects (core/systems/choice.ts)', () => {
  it("by: 'controller' — the feature's controller picks as it executes; the chosen effect applies", () => {
    const t = battle(db, { cards: [at('ВЫБ-Сам', 0, 'A1'), at('ВЫБ-Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), target('E6'));
    toChoice(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    expect(actionToString(t.s, AMOUNT + 1)).toBe('вариант 1');
    t.act(AMOUNT + 1);
    settle(t);
    expect(t.wounds(1)).toBe(3);
    expect(t.closed(0)).toBe(true); // paid after the choice
  });
  it("by: 'affected' — the affected card's controller picks", () => {
    const t = battle(db, { cards: [at('ВЫБ-Жертва', 0, 'A1'), at('ВЫБ-Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), target('E6'));
    toChoice(t);
    expect(t.decider()).toBe(1);
    t.act(AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(1)).toBe(false);
    const u = battle(db, { cards: [at('ВЫБ-Жертва', 0, 'A1'), at('ВЫБ-Мишень', 1, 'E6')] });
    u.act(select('A1'), verb(Verb.Ability), target('E6'));
    toChoice(u);
    u.act(AMOUNT + 1);
    settle(u);
    expect(u.wounds(1)).toBe(0);
    expect(u.closed(1)).toBe(true);
  });
});
