/**
 * Movement limits (core/systems/move-limit.ts): `{ op: 'moveLimit', values }` — a die picks N; in the
 * opponent's next turn at most N of his cards start moving (moves and jumps alike).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПЛ-Мороз', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'moveLimit', values: [1, 1, 1] }, abilityType: 'influence' }] }),
  synth('ПЛ-Прыгун', { life: 20, abilities: [{ kind: 'jump', range: 2 }] }),
  synth('ПЛ-Ходок', { life: 20 }),
  synth('ПЛ-Портальщик', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', filter: { flyer: false }, effect: { op: 'relocate' }, abilityType: 'influence' }] }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('moveLimit (core/systems/move-limit.ts)', () => {
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

  it('a move by another card\'s feature counts and is not made past the limit (ruling s1_57)', () => {
    const limited = () => {
      const t = battle(db, { cards: [at('ПЛ-Мороз', 0, 'A1'), at('ПЛ-Ходок', 1, 'A5'), at('ПЛ-Ходок', 1, 'C5'), at('ПЛ-Портальщик', 1, 'E6')] });
      t.rolls(3).act(select('A1'), verb(Verb.Ability));
      settle(t);
      t.act(endTurn());
      settle(t);
      return t;
    };
    // One card moved: the relocation of another of its side is not made.
    const t = limited();
    t.act(select('A5'), verb(Verb.Move), target('A4'));
    t.act(select('E6'), verb(Verb.Ability), target('C5'), target('C4'));
    settle(t);
    expect(t.cellOf(2)).toBe('C5');
    // The relocated card is the one that moved: no other may start moving; it may go on itself.
    const u = limited();
    u.act(select('E6'), verb(Verb.Ability), target('C5'), target('C4'));
    settle(u);
    expect(u.cellOf(2)).toBe('C4');
    expect(u.legal()).not.toContain(select('A5'));
    expect(u.legal()).toContain(select('C4'));
    // Next turn the count starts afresh (no limit then).
    u.act(endTurn());
    settle(u);
    u.act(endTurn());
    settle(u);
    expect(u.legal()).toContain(select('A5'));
  });
});
