/**
 * Regression: the Choice subphase must list a card that can only move diagonally ('movesDiagonally',
 * Лесной разбойник s1_75's keyword, core/systems/keywords.ts wrapOf). legalMain tested only the
 * orthogonal cells (and Возница's wrap) for a move, while verbsOf (canMove) also took the diagonals:
 * a boxed-in diagonal mover with no strike target and no usable ability was missing from the list.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { battle, makeDb, select, synth, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДД-Диагональ', { abilities: [{ kind: 'keyword', keyword: 'movesDiagonally' }] }),
  synth('ДД-Стена', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });

describe('legalMain and diagonal moves (keywords.ts movesDiagonally)', () => {
  it('lists a card boxed in orthogonally by its own cards that can step to a free diagonal cell', () => {
    // C2 surrounded by own walls at B2, D2, C1, C3; B1, D1, B3, D3 free; the only enemy far away.
    const t = battle(db, {
      cards: [at('ДД-Диагональ', 0, 'C2'), at('ДД-Стена', 0, 'B2'), at('ДД-Стена', 0, 'D2'), at('ДД-Стена', 0, 'C1'), at('ДД-Стена', 0, 'C3'), at('ДД-Стена', 1, 'E6')],
    });
    expect(t.legal()).toContain(select('C2'));
    t.act(select('C2'));
    expect(t.legal()).toEqual([verb(Verb.Move)]);
  });

  it('does not list the same card when the diagonal cells are taken too', () => {
    const t = battle(db, {
      cards: [
        at('ДД-Диагональ', 0, 'C2'),
        ...['B2', 'D2', 'C1', 'C3', 'B1', 'D1', 'B3', 'D3'].map((c) => at('ДД-Стена', 0, c)),
        at('ДД-Стена', 1, 'E6'),
      ],
    });
    expect(t.legal()).not.toContain(select('C2'));
  });
});
