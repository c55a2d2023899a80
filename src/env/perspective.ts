/**
 * The canonical perspective of protocol v2 (`serve-env --perspective canonical`): the acting seat
 * always sits "at the bottom", as seat 0 (P1, rows 1-3) does. For seat 1 the board is turned
 * half a turn, as its player sees it across the table: cell c (row·5 + column) is shown as
 * 29 − c (row r → 7 − r, column → the mirror one), both in the observation's cell slots and in
 * every action id that names a cell; an auxiliary-zone target names the seat relative to the
 * actor (0 = own, 1 = the opponent's). Seat 0's view is unchanged, so canonical = absolute for it.
 */
import * as A from '../engine/core/action.js';
import { CELLS } from '../engine/core/board.js';
import { F_SIZE, G_SIZE } from '../agents/features.js';
import { V2_AMOUNT_CELL } from './action-table.js';

/** The cell seat `seat` is shown for absolute cell c (an involution). */
export function canonicalCell(seat: number, c: number): number {
  return seat === 0 ? c : CELLS - 1 - c;
}

const CELL_RANGES = [A.PLACE, A.SELECT, A.TARGET, A.DEFEND, V2_AMOUNT_CELL];

/** The id seat `seat` is shown for v2 id `a` (an involution: it also maps a canonical id back). */
export function canonicalId(seat: number, a: number): number {
  if (seat === 0) return a;
  for (const base of CELL_RANGES) if (a >= base && a < base + CELLS) return base + CELLS - 1 - (a - base);
  if (a >= A.TARGET_AUX && a < A.TARGET_AUX + 2 * A.MAX_AUX) return a < A.TARGET_AUX + A.MAX_AUX ? a + A.MAX_AUX : a - A.MAX_AUX;
  return a;
}

/** Turn the cell slots of seat 1's observation `t` half a turn in place (seat 0: nothing). */
export function canonicalTensor(seat: number, t: Float32Array): void {
  if (seat === 0) return;
  for (let c = 0; c < CELLS / 2; c++) {
    const a = G_SIZE + c * F_SIZE;
    const b = G_SIZE + (CELLS - 1 - c) * F_SIZE;
    for (let k = 0; k < F_SIZE; k++) {
      const x = t[a + k]!;
      t[a + k] = t[b + k]!;
      t[b + k] = x;
    }
  }
}
