/**
 * Per-turn use limits of activated abilities (types.ts activated.perTurn; instants.ts abilityUsable,
 * turn.ts declareAbility, TimedKind.Use entries, durations.ts) and the forced strike at a closed creature
 * ('mustStrikeClosed', Mech.MustStrikeClosed, turn.ts legalMain). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  // "{counter}: ранить существо на 1 (не более 2 раз за ход)" — no tap, so only the limit stops it.
  synth('Лимит-2', { abilities: [{ kind: 'activated', counters: 1, perTurn: 2, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
  synth('Обязан-бить', { abilities: [{ kind: 'keyword', keyword: 'mustStrikeClosed' }] }),
  synth('Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const settle = (t: ReturnType<typeof battle>) => {
  for (let guard = 0; guard < 10 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
};

describe('perTurn', () => {
  it('at most N declarations per turn; the count starts again in a later turn', () => {
    const t = battle(db, { cards: [{ ...at('Лимит-2', 0, 'C1'), counters: 5 }, at('Мишень', 1, 'C6')] });
    for (let k = 0; k < 2; k++) {
      t.act(select('C1'), verb(Verb.Ability), target('C6'));
      settle(t);
    }
    expect(t.wounds(1)).toBe(2);
    t.act(select('C1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability));
    t.act(verb(Verb.Move), target('B1'));
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('B1'), verb(Verb.Ability), target('C6'));
    settle(t);
    expect(t.wounds(1)).toBe(3);
  });
});

describe('mustStrikeClosed', () => {
  it('END_TURN is illegal while it can strike a closed enemy creature; legal once it has struck or when none is closed', () => {
    const t = battle(db, { cards: [at('Обязан-бить', 0, 'C3'), at('Мишень', 1, 'C4', true)] });
    expect(t.legal()).not.toContain(endTurn());
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.legal()).toContain(endTurn());
    const u = battle(db, { cards: [at('Обязан-бить', 0, 'C3'), at('Мишень', 1, 'C5', true)] });
    expect(u.legal()).toContain(endTurn()); // not next to it
  });
});
