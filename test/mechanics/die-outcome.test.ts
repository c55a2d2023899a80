/**
 * mechanics/dice/die-outcome.ts ('dieOutcome': the die rolled at execution picks the effect, its target named
 * after the roll) and trigger-conditions.ts `jumpOnly` ("При прыжке"). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Window } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
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
  // A die feature of the window after the dice: "+3 к броску кубика" (mechanics/dice/strike-dice.ts, Op.DieDelta).
  synth('КБ-Удачник', { life: 10, abilities: [{ kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 3, die: 'attacker' }, abilityType: 'influence' }] }),
]);

describe('die outcome (mechanics/dice/die-outcome.ts)', () => {
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

  it('512.4: in a game with instants the die waits in the window after the dice; a die feature changes it before the outcome', () => {
    const t = battle(db, { cards: [at('КБ-Прыгун', 0, 'C1', { wounds: 3 }), at('КБ-Мишень', 1, 'C4'), at('КБ-Удачник', 1, 'A6')] });
    t.rolls(1).act(select('C1'), verb(Verb.Ability + 0), target('C3'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice; g++) t.act(PASS);
    expect(t.s.g[G.Window]).toBe(Window.StrikeAfterDice);
    if (t.decider() === 0) t.act(PASS);
    t.act(select('A6'), verb(Verb.Ability + 0)); // 1 + 3 = 4: the second outcome
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    t.act(target('C3'));
    settle(t);
    expect([t.wounds(0), t.wounds(1)]).toEqual([1, 0]);
  });
});

describe('die outcome: the outcomes are checked when the card database is compiled (compile/compile.ts)', () => {
  const jumper = (outcomes: readonly { upTo: number }[]) =>
    synth('КБ-Неверный', {
      hasText: true,
      support: 'implemented',
      abilities: [
        {
          kind: 'triggered',
          on: 'selfMoves',
          target: 'none',
          effect: { op: 'dieOutcome', outcomes: outcomes.map((o) => ({ upTo: o.upTo, target: 'adjacentCreature' as const, effect: { op: 'wound' as const, amount: 1 } })) },
          abilityType: 'influence',
        },
      ],
    });
  it('accepts outcomes that rise and end at 6, and refuses ones that leave faces uncovered or do not rise', () => {
    expect(() => makeDb([jumper([{ upTo: 2 }, { upTo: 6 }])])).not.toThrow();
    expect(() => makeDb([jumper([{ upTo: 2 }, { upTo: 5 }])])).toThrow(/end at 6/);
    expect(() => makeDb([jumper([{ upTo: 4 }, { upTo: 4 }, { upTo: 6 }])])).toThrow(/rise/);
    expect(() => makeDb([jumper([{ upTo: 0 }, { upTo: 6 }])])).toThrow(/outcome 0/);
  });
});
