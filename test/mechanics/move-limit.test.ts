/**
 * Movement limits (abilities/move-limit.ts): `{ op: 'moveLimit', values }` — a die picks N; in the
 * opponent's next turn at most N of his cards start moving (moves and jumps alike).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { PASS } from '../../src/engine/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПЛ-Мороз', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'moveLimit', values: [1, 1, 1] }, abilityType: 'influence' }] }),
  synth('ПЛ-Прыгун', { life: 20, abilities: [{ kind: 'jump', range: 2 }] }),
  synth('ПЛ-Ходок', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('moveLimit (abilities/move-limit.ts)', () => {
  it('after one card moved, a jumper may not jump; the limit is on the opponent only', () => {
    const t = battle(db, { cards: [at('ПЛ-Мороз', 0, 'A1'), at('ПЛ-Ходок', 0, 'E1'), at('ПЛ-Ходок', 1, 'A5'), at('ПЛ-Прыгун', 1, 'E5')] });
    t.rolls(3).act(select('A1'), verb(Verb.Ability));
    settle(t);
    t.act(select('E1'), verb(Verb.Move), target('E2')); // its own side is not limited
    t.act(endTurn());
    settle(t);
    t.act(select('A5'), verb(Verb.Move), target('A4'));
    expect(t.legal()).not.toContain(select('E5')); // neither its jump nor a move: nothing to do
  });
  it('a jump counts as moving', () => {
    const t = battle(db, { cards: [at('ПЛ-Мороз', 0, 'A1'), at('ПЛ-Ходок', 1, 'A5'), at('ПЛ-Прыгун', 1, 'E5')] });
    t.rolls(3).act(select('A1'), verb(Verb.Ability));
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('E5'), verb(Verb.Ability), target('E4'));
    settle(t);
    expect(t.legal()).not.toContain(select('A5'));
  });
});
