/**
 * mechanics/movement/relocate.ts: "переместить существо на любую незанятую клетку поля боя" — the cell is
 * named at the declaration; the move happens as the effect applies, if the cell is still free.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Портальщик', { life: 10, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', filter: { flyer: false }, effect: { op: 'relocate' }, abilityType: 'influence' }] }),
  synth('Мишень', { life: 20, move: 0 }),
]);
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('relocate: a creature to a free cell named at the declaration', () => {
  it('moves an enemy creature to the named cell; its movement and flags are untouched', () => {
    const t = battle(db, { cards: [{ card: 'Портальщик', seat: 0, at: 'A1' }, { card: 'Мишень', seat: 1, at: 'B5' }] });
    t.act(select('A1'), verb(Verb.Ability), target('B5'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal().length).toBe(28); // 30 cells, 2 occupied
    t.act(target('C2'));
    settle(t);
    expect(t.cellOf(1)).toBe('C2');
    expect(t.s.board[t.s.cell[t.card(1)]!]).toBe(t.card(1));
  });

  it('moves itself too', () => {
    const t = battle(db, { cards: [{ card: 'Портальщик', seat: 0, at: 'A1' }, { card: 'Мишень', seat: 1, at: 'B5' }] });
    t.act(select('A1'), verb(Verb.Ability), target('A1'), target('E3'));
    settle(t);
    expect(t.cellOf(0)).toBe('E3');
    expect(t.closed(0)).toBe(true);
  });
});
