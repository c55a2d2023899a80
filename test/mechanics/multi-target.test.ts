/**
 * Activated abilities with several different targets (`targets`: "до трёх …", "двух или менее …";
 * core/systems/ranged-abilities.ts extra targets, features.ts execution): synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const DB = makeDb([
  synth('МЦ-Колдун', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', targets: 3, effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('МЦ-Мишень', { life: 10 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });

function settle(t: ReturnType<typeof battle>): void {
  for (let n = 0; n < 20 && t.decision() !== Decision.Main && t.legal().length === 1; n++) t.act(t.legal()[0]!);
}

describe('several different targets', () => {
  it('the further targets are asked one by one, never one already named; PASS ends the list', () => {
    const t = battle(DB, { cards: [at('МЦ-Колдун', 0, 'A1'), at('МЦ-Мишень', 1, 'B5'), at('МЦ-Мишень', 1, 'C5'), at('МЦ-Мишень', 1, 'D5')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C5'));
    expect(t.legal()).toEqual([target('B5'), target('D5'), PASS]);
    t.act(target('B5'));
    expect(t.legal()).toEqual([target('D5'), PASS]);
    t.act(PASS);
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([1, 1, 0]);
    expect(t.closed(0)).toBe(true);
  });

  it('with a single candidate no further target is asked', () => {
    const t = battle(DB, { cards: [at('МЦ-Колдун', 0, 'A1'), at('МЦ-Мишень', 1, 'C5')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C5'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
  });

  it('at most `targets`: after the third no more is asked', () => {
    const t = battle(DB, { cards: [at('МЦ-Колдун', 0, 'A1'), at('МЦ-Мишень', 1, 'A5'), at('МЦ-Мишень', 1, 'B5'), at('МЦ-Мишень', 1, 'C5'), at('МЦ-Мишень', 1, 'D5')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('A5'), target('B5'), target('C5'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([1, 1, 1, 0]);
  });
});
