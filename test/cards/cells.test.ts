/**
 * Set 1 cards played with cell markers (abilities/cell-markers.ts): scenario tests of their text and
 * of the official rulings that concern the engine.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { parseCell } from '../../src/engine/board.js';
import { G } from '../../src/engine/state.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const DB = makeDb([
  synth('Я-Стена', { move: 0, life: 20 }),
  synth('Я-Ходок', { move: 2 }),
  synth('Я-Копейщик', { move: 0, hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true }] }),
]);
const bit = (c: string): number => 1 << parseCell(c);

describe('Крондак (s1_175)', () => {
  it('Крондак (s1_175): «разжигание костра» — a «костёр» on a free cell named at the declaration; the cell counts as occupied', () => {
    const t = battle(DB, { cards: [{ card: 'Крондак', seat: 0, at: 'C3' }, { card: 'Я-Ходок', seat: 1, at: 'C5' }, { card: 'Я-Ходок', seat: 0, at: 'B3' }] });
    t.act(select('C3'), ab(0));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).not.toContain(target('C5')); // only free cells
    t.act(target('C4'));
    expect(t.closed('Крондак')).toBe(true);
    expect(t.s.g[G.CellBlock]).toBe(bit('C4'));
    // Own creatures do not enter it either.
    t.act(select('B3'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C4'));
    expect(t.legal()).toContain(target('B4'));
  });

  it('Крондак (s1_175): the «костёр» lasts until the end of the opponent\'s turn', () => {
    const t = battle(DB, { cards: [{ card: 'Крондак', seat: 0, at: 'C3' }, { card: 'Я-Ходок', seat: 1, at: 'C5' }] });
    t.act(select('C3'), ab(0), target('C4'));
    t.act(endTurn());
    t.act(select('C5'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C4')); // the opponent cannot step onto it
    expect(t.legal()).not.toContain(target('C3'));
    t.act(target('B5'));
    t.act(endTurn());
    expect(t.s.g[G.CellBlock]).toBe(0);
    expect(t.s.cellMk[parseCell('C4')]).toBe(0);
    t.act(select('C3'), verb(Verb.Move));
    expect(t.legal()).toContain(target('C4'));
  });

  it('Крондак (s1_175): ruling — the «костёр» cell is neither free nor occupied by your cards: no {uchr} of his squad through it', () => {
    const cards = [
      { card: 'Крондак', seat: 0 as const, at: 'A1' },
      { card: 'Я-Копейщик', seat: 0 as const, at: 'C3' },
      { card: 'Я-Стена', seat: 1 as const, at: 'C5' },
    ];
    const before = battle(DB, { cards });
    before.act(select('C3'), ab(0));
    expect(before.legal()).toEqual([target('C5')]);
    const t = battle(DB, { cards });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.legal()).not.toContain(select('C3'));
  });
});
