/**
 * Effect amounts read from the board when a feature executes (instead of a printed number):
 *  - 'oppositeMediumStrike': "на X, где X — величина среднего {strike} существа напротив" (Кобольд
 *    s1_92): the printed medium simple strike of the creature on the cell straight in front of the
 *    source, from its controller's side (ruling s1_92: printed, without modifiers); 0 when that cell
 *    is empty or the source is not on the battlefield.
 *
 * Compiled to db.abAmountFrom (0 = a printed amount); features.ts adds `amountFromNow` to the
 * effect amount only for abilities with a non-zero code (one typed-array read per execution).
 */
import { COLS, rowOf } from '../board.js';
import { Zone } from '../enums.js';
import { type GameState, NONE } from '../state.js';

export const AmountFrom = { None: 0, OppositeMediumStrike: 1 } as const;

/** The amount of source `src` for ability `a` now. */
export function amountFromNow(s: GameState, src: number, a: number): number {
  if (s.db.abAmountFrom[a] !== AmountFrom.OppositeMediumStrike || s.zone[src] !== Zone.Field) return 0;
  const c = s.cell[src]!;
  const r = rowOf(c) + (s.ctrl[src] === 0 ? 1 : -1);
  if (r < 0 || r > 5) return 0;
  const o = s.board[c + (s.ctrl[src] === 0 ? COLS : -COLS)]!;
  return o === NONE ? 0 : s.db.strike[3 * s.card[o]! + 1]!;
}
