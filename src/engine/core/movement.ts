/**
 * Movement (РП 506, digest §4.3): orthogonal steps of one cell onto free cells, each costing 1 of
 * the movement allowance. A move to a cell k steps away is one action; it may be followed by more
 * moves while allowance is left. Acting (506.5) removes the rest of the allowance.
 */
import { CELLS, MANHATTAN, ORTH4_MASK, lowestCell } from './board.js';
import { Cap, Flag, Gate, Kw, Kw2, Zone } from './enums.js';
import { recordMove } from './systems/turn-record.js';
import { moveLimited } from './systems/move-limit.js';
import { Restrict } from './systems/durations.js';
import { wrapOf } from './systems/keywords.js';
import { G, type GameState, NONE } from './state.js';
import { recordEvent } from './effects.js';
import { Trig } from './enums.js';
import { TARGET } from './action.js';
import { label, occupied, relocate, seatName } from './instance.js';
import { cellName } from './board.js';

/** All 30 cells. */
const ALL = (1 << CELLS) - 1;
/** Cells of column A / column E: a left/right shift must not wrap across rows. */
let COL_A = 0;
let COL_E = 0;
for (let r = 0; r < 6; r++) {
  COL_A |= 1 << (r * 5);
  COL_E |= 1 << (r * 5 + 4);
}

/**
 * Cells one orthogonal step from any cell of `m`; `wrap`: the two edge cells of a row are neighbours
 * too (Возница, core/systems/keywords.ts); `diag`: diagonal steps too ("может двигаться по диагонали").
 */
function expand(m: number, wrap: boolean, diag: boolean): number {
  let r = (((m & ~COL_E) << 1) | ((m & ~COL_A) >>> 1) | (m << 5) | (m >>> 5)) & ALL;
  if (diag) {
    const e = m & ~COL_E; // may step right
    const w = m & ~COL_A; // may step left
    r |= ((e << 6) | (w << 4) | (e >>> 4) | (w >>> 6)) & ALL;
  }
  return wrap ? r | ((m & COL_E) >>> 4) | ((m & COL_A) << 4) : r;
}

/**
 * Cells instance i can reach over free cells within its remaining allowance, as a mask, by a
 * step-by-step flood fill. With `dest` >= 0, returns instead the number of steps to reach it.
 */
function reach(s: GameState, i: number, dest: number): number {
  const free = ~occupied(s) & ALL;
  const budget = s.moveLeft[i]!;
  let seen = 1 << s.cell[i]!;
  let frontier = seen;
  const kw = s.db.kw[s.card[i]!]!;
  const wrap = (kw & Kw.WrapsRow) !== 0;
  // 'movesDiagonally' (Kw2, Лесной разбойник s1_75): read only in games with Cap.MovesDiagonally.
  const diag = (s.g[G.Caps]! & Cap.MovesDiagonally) !== 0 && (s.db.kw2[s.card[i]!]! & Kw2.MovesDiagonally) !== 0;
  for (let d = 1; d <= budget; d++) {
    frontier = expand(frontier, wrap, diag) & free & ~seen;
    if (frontier === 0) break;
    if (dest >= 0 && (frontier & (1 << dest)) !== 0) return d;
    seen |= frontier;
  }
  return dest >= 0 ? -1 : seen & ~(1 << s.cell[i]!);
}

/** 506.3: only an open ground creature with allowance left and a free neighbouring cell can move. */
export function canMove(s: GameState, i: number): boolean {
  if (s.zone[i] !== Zone.Field || (s.flags[i]! & Flag.Closed) !== 0 || s.moveLeft[i]! <= 0) return false;
  if ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && moveLimited(s, i)) return false; // Криомант (core/systems/move-limit.ts)
  if ((s.g[G.Gates]! & Gate.Netted) !== 0 && (s.restrict[i]! & Restrict.Netted) !== 0) return false; // «сеть» (mechanics/markers/net.ts; durations.ts Restrict)
  return ((ORTH4_MASK[s.cell[i]!]! | wrapOf(s, i)) & ~occupied(s)) !== 0;
}

/** Write TARGET+cell for every cell instance i can reach now. Returns the count added at out[n0..]. */
export function moveTargets(s: GameState, i: number, out: Int32Array, n0: number): number {
  let m = reach(s, i, -1);
  let n = n0;
  while (m !== 0) {
    out[n++] = TARGET + lowestCell(m);
    m &= m - 1;
  }
  return n - n0;
}

/** Move instance i to `dest` (a legal destination): spends the path length from its allowance. */
export function applyMove(s: GameState, i: number, dest: number): void {
  const from = s.cell[i]!;
  const steps = reach(s, i, dest);
  s.moveLeft[i] = s.moveLeft[i]! - steps;
  // Cells and directions moved this turn (core/systems/turn-record.ts; Риала, Килсус).
  if ((s.db.caps[s.card[i]!]! & Cap.TurnRecord) !== 0) recordMove(s, i, from, dest, steps);
  if (s.trigKinds2[0] !== 0) s.hooks.creatureStepped(s, i, from, dest); // "при движении на соседнюю клетку", per step (mechanics/movement/move-along.ts)
  relocate(s, i, dest);
  recordEvent(s, Trig.SelfMoves, i, NONE, from | (steps << 8)); // "при перемещении" (511.7); the cells moved for per-step triggers (turn-record.ts)
  // "Когда существо … перемещается на соседнюю с <картой> клетку" (Айрин; mechanics/movement/moves-next-to.ts): only when some card listens.
  if ((s.g[G.TrigKinds]! & (1 << Trig.CreatureMovesNextTo)) !== 0) recordEvent(s, Trig.CreatureMovesNextTo, i, NONE, from);
  s.flags[i] = s.flags[i]! | Flag.Moved;
  if (s.log) s.log.push(`${seatName(s.ctrl[i]!)} ${label(s, i)}: перемещение с ${cellName(from)}`);
}

/** Free cells within Manhattan distance `range` of cell c (a jump's landing cells; TARGET ids, ascending); `out` null: count. */
export function freeCellsWithin(s: GameState, c: number, range: number, out: Int32Array | null): number {
  const occ = occupied(s);
  let n = 0;
  for (let d = 0; d < CELLS; d++) {
    if ((occ & (1 << d)) !== 0 || MANHATTAN[c * CELLS + d]! > range) continue;
    if (out) out[n] = TARGET + d;
    n++;
  }
  return n;
}
