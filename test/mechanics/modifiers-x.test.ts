/**
 * Static modifiers (core/systems/modifiers.ts) with a counted X ("+X к {strike}, где X — …") and the
 * holder conditions about neighbours and rows, on synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import type { Ability, ModifierAbility } from '../../src/engine/vocab/ability.js';
import { battle, makeDb, noDefender, select, synth, target, verb, type Battle } from '../helpers/scenario.js';

const mod = (m: ModifierAbility['mod'], rest: Partial<ModifierAbility> = {}): Ability => ({ kind: 'modifier', mod: m, ...rest });
const db = makeDb([
  synth('X-Мишень', { life: 20 }),
  synth('X-Сильный', { life: 20, strike: [3, 3, 3] }),
  synth('X-Болотный', { element: 'swamp' }),
  synth('X-Счётчик', { strike: [1, 1, 1], abilities: [mod({ op: 'attackBonus', amount: 0, damage: 'simple', x: { count: 'otherOwnCreatures', element: 'swamp', max: 2 } })] }),
  synth('X-Все', { strike: [1, 1, 1], abilities: [mod({ op: 'attackBonus', amount: 0, damage: 'simple', x: { count: 'otherOwnCreatures' } })] }),
  synth('X-Зеркало', { strike: [0, 0, 0], abilities: [mod({ op: 'attackBonus', amount: 0, damage: 'simple', x: { of: 'otherPrintedStrike' } })] }),
  synth('X-Половина', { strike: [1, 1, 1], abilities: [mod({ op: 'attackBonus', amount: 1, damage: 'simple', tier: 3, x: { of: 'halfOtherLife' } })] }),
  synth('X-Окружённый', { strike: [1, 1, 1], abilities: [mod({ op: 'attackBonus', amount: 2, damage: 'simple' }, { when: 'nextToTwoEnemiesWeakStrike3' })] }),
  synth('X-Ряды', { strike: [1, 1, 1], abilities: [mod({ op: 'attackBonus', amount: 5, damage: 'simple' }, { when: 'ownCreatureInEveryRow' })] }),
]);
function strike(t: Battle, a: string, b: string, ...dice: number[]): void {
  t.rolls(...dice).act(select(a), verb(Verb.Strike), target(b));
  if (t.decision() === Decision.Defender) t.act(noDefender());
}
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });

describe('modifier X amounts', () => {
  it('count of other own creatures (of an element), capped; the holder and enemies do not count', () => {
    const t = battle(db, { cards: [at('X-Счётчик', 0, 'C3'), at('X-Мишень', 1, 'C4'), at('X-Болотный', 0, 'A1'), at('X-Болотный', 1, 'E6')] });
    strike(t, 'C3', 'C4', 6, 1);
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('X-Счётчик', 0, 'C3'), at('X-Мишень', 1, 'C4'), at('X-Болотный', 0, 'A1'), at('X-Болотный', 0, 'B1'), at('X-Болотный', 0, 'D1')] });
    strike(u, 'C3', 'C4', 6, 1);
    expect(u.wounds(1)).toBe(3); // max 2
    const v = battle(db, { cards: [at('X-Все', 0, 'C3'), at('X-Мишень', 1, 'C4'), at('X-Мишень', 0, 'A1'), at('X-Болотный', 0, 'B1'), at('X-Мишень', 0, 'D1')] });
    strike(v, 'C3', 'C4', 6, 1);
    expect(v.wounds(1)).toBe(4); // no element, no cap
  });

  it("the other card's printed strike of the tier; a 0-0-0 card with it may strike", () => {
    const t = battle(db, { cards: [at('X-Зеркало', 0, 'C3'), at('X-Сильный', 1, 'C4')] });
    t.act(select('C3'));
    expect(t.legal()).toContain(verb(Verb.Strike));
    t.rolls(2, 1).act(verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(1)).toBe(3);
  });

  it('half the lives left of the other card, rounded down, only for its tier', () => {
    const t = battle(db, { cards: [at('X-Половина', 0, 'C3'), { card: 'X-Мишень', seat: 1, at: 'C4', wounds: 5 }] });
    strike(t, 'C3', 'C4', 6, 1); // strong: 1 + 1 + floor(15 / 2)
    expect(t.wounds(1)).toBe(5 + 9);
    const u = battle(db, { cards: [at('X-Половина', 0, 'C3'), { card: 'X-Мишень', seat: 1, at: 'C4', wounds: 5 }] });
    strike(u, 'C3', 'C4', 4, 1); // medium: printed 1
    expect(u.wounds(1)).toBe(5 + 1);
  });
});

describe('modifier conditions about neighbours and rows', () => {
  it('next to two enemy creatures with a printed weak strike of 3 or more (diagonal neighbours count)', () => {
    const t = battle(db, { cards: [at('X-Окружённый', 0, 'C3'), at('X-Мишень', 1, 'C4'), at('X-Сильный', 1, 'B4'), at('X-Сильный', 1, 'D2')] });
    strike(t, 'C3', 'C4', 2, 1);
    expect(t.wounds(1)).toBe(3);
    const u = battle(db, { cards: [at('X-Окружённый', 0, 'C3'), at('X-Мишень', 1, 'C4'), at('X-Сильный', 1, 'B4'), at('X-Сильный', 0, 'D2')] });
    strike(u, 'C3', 'C4', 2, 1); // the own strong card does not count
    expect(u.wounds(1)).toBe(1);
  });

  it('an own creature in every row of the battlefield', () => {
    const rows = ['A1', 'A2', 'A4', 'A5', 'A6'].map((c) => at('X-Мишень', 0, c));
    const t = battle(db, { cards: [at('X-Ряды', 0, 'C3'), at('X-Мишень', 1, 'C4'), ...rows] });
    strike(t, 'C3', 'C4', 2, 1);
    expect(t.wounds(1)).toBe(6);
    const u = battle(db, { cards: [at('X-Ряды', 0, 'C3'), at('X-Мишень', 1, 'C4'), ...rows.slice(1)] });
    strike(u, 'C3', 'C4', 2, 1);
    expect(u.wounds(1)).toBe(1);
  });
});
