/**
 * Ranged abilities (core/systems/ranged-abilities.ts): an "X{counter}" cost named at the declaration with
 * "+N за каждую потраченную {counter}" (`counters: 'X'`, `perSpentCounter`), and "при этом существо
 * напротив <карты> получает …" (`oppositeGets`: the creature on the cell in front of the attacker).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('РХ-Метатель', { life: 20, abilities: [{ kind: 'ranged', attack: 'throw', values: [1, 1, 1], tap: true, counters: 'X', perSpentCounter: 2 }] }),
  synth('РХ-Ледник', { life: 20, abilities: [{ kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, oppositeGets: { op: 'poison', amount: 1 } }] }),
  synth('РХ-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('ranged abilities: X{counter} with perSpentCounter; oppositeGets', () => {
  it('X from xMin (default 1) to the counters; + perSpentCounter × X; X counters paid', () => {
    const t = battle(db, { cards: [{ ...at('РХ-Метатель', 0, 'A1'), counters: 2 }, at('РХ-Мишень', 1, 'A5')] });
    t.act(select('A1'), verb(Verb.Ability), target('A5'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.rolls(1).act(AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(1 + 4);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });
  it('without a counter the X ability cannot be used', () => {
    const t = battle(db, { cards: [at('РХ-Метатель', 0, 'A1'), at('РХ-Мишень', 1, 'A5')] });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability));
  });
  it('oppositeGets: the creature in front of the attacker (either side) gets the effect, once', () => {
    const t = battle(db, { cards: [at('РХ-Ледник', 0, 'B2'), at('РХ-Мишень', 0, 'B3'), at('РХ-Мишень', 1, 'D5')] });
    t.rolls(1).act(select('B2'), verb(Verb.Ability), target('D5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.s.poison[t.card(1)]).toBe(1);
    expect(t.s.poison[t.card(2)]).toBe(0);
  });
});
