/**
 * abilities/die-outcome.ts ('dieOutcome': the die rolled at execution picks the effect, its target named
 * after the roll) and trigger-conditions.ts `jumpOnly` ("При прыжке"). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('КБ-Прыгун', {
    life: 10,
    move: 2,
    hasText: true,
    support: 'implemented',
    abilities: [
      { kind: 'jump', range: 3 },
      {
        kind: 'triggered',
        on: 'selfMoves',
        jumpOnly: true,
        target: 'none',
        effect: { op: 'dieOutcome', outcomes: [{ upTo: 3, target: 'adjacentCreature', effect: { op: 'wound', amount: 1 } }, { upTo: 6, target: 'selfOrAdjacent', effect: { op: 'heal', amount: 2 } }] },
        abilityType: 'influence',
      },
    ],
  }),
  synth('КБ-Мишень', { life: 10 }),
]);

describe('die outcome (abilities/die-outcome.ts)', () => {
  it('the roll picks the outcome: up to 3 the first, above it the second (with the source among its targets)', () => {
    const t = battle(db, { cards: [at('КБ-Прыгун', 0, 'C1'), at('КБ-Мишень', 1, 'C4')] });
    t.rolls(3).act(select('C1'), verb(Verb.Ability + 0), target('C3'));
    expect(t.legal()).toEqual([target('C4')]);
    t.act(target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [at('КБ-Прыгун', 0, 'C1', { wounds: 3 }), at('КБ-Мишень', 1, 'C4', { wounds: 3 })] });
    u.rolls(4).act(select('C1'), verb(Verb.Ability + 0), target('C3'));
    expect(u.legal()).toEqual(expect.arrayContaining([target('C3'), target('C4')]));
    u.act(target('C4'));
    settle(u);
    expect([u.wounds(0), u.wounds(1)]).toEqual([3, 1]);
  });

  it('jumpOnly: a move step by step does not fire the trigger (a jump does: the test above)', () => {
    const t = battle(db, { cards: [at('КБ-Прыгун', 0, 'C2'), at('КБ-Мишень', 1, 'C4')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(0);
  });
});
