/**
 * What a card did this turn — the per-instance word `turnRec` (state.ts), cleared at every turn
 * start (so it lives in the state buffer: copied and hashed with it):
 *
 * - bits 0–4: the cells it moved this turn by its own movement (506: each step of a move is one
 *   cell; a jump or a teleport is not movement by steps and is not counted; a move by another card's
 *   feature neither, as Ледовый страж s1_65 ruling). "количество клеток, на которое передвинулся
 *   <карта> в этот ход" (Килсус s1_18).
 * - bits 5–12: the steps made in each of the four directions (up, down, left, right on the board;
 *   2 bits each, saturating at 3). A move of several cells is one action (movement.ts); its steps
 *   are those of a shortest path over free cells (BFS, the first neighbour found in a fixed order),
 *   since a player who wants another path can move cell by cell. "переместилась хотя бы на 2
 *   клетки в одном и том же направлении / в разных направлениях" (Риала s1_23; ruling s1_23: 2
 *   steps one way and 1 back give both).
 * - bit 13: "после первой атаки не закрывается" (Минотавр s1_34, core/systems/strike-keywords.ts): the
 *   first of its two attacks this turn is made (cleared when the card is opened, ruling s1_34).
 * - bits 16–30: the wounds it took this turn (Хронос s1_25, ruling: the sum of the wounds received
 *   this turn, heals not deducted), counted for every card when a card of the game needs it.
 *
 * Gates: Cap.TurnRecord per card (its own moves are recorded: movement.ts applyMove) and per game
 * (G.Caps: wounds are counted in effects.ts, the record is cleared in turn.ts startTurn). A game
 * without such cards pays one Caps test per move, per wound and per turn.
 */
import { CELLS, COLS, ownRowNumber } from '../board.js';
import { Cap } from '../enums.js';
import { G, type GameState, NONE } from '../state.js';
import type { Ability } from '../../vocab/ability.js';

export const TR_STEPS = 0x1f;
/** Direction counters: shift of each (2 bits). */
const DIR_SHIFT = 5;
export const enum Dir { Up = 0, Down = 1, Left = 2, Right = 3 }
export const TR_FIRST_ATTACK = 1 << 13;
const WOUND_SHIFT = 16;
const WOUND_MAX = 0x7fff;

/** Clear every card's record at the start of a turn (turn.ts startTurn; only in games that need it). */
export function clearTurnRecords(s: GameState): void {
  if ((s.g[G.Caps]! & Cap.TurnRecord) !== 0) s.turnRec.fill(0);
}

const dist = new Int8Array(CELLS);
const queue = new Int8Array(CELLS);

/** Step from cell c in direction d, or -1 off the board. */
export function stepCell(c: number, d: number): number {
  const col = c % COLS;
  switch (d) {
    case Dir.Up:
      return c >= COLS ? c - COLS : -1;
    case Dir.Down:
      return c + COLS < CELLS ? c + COLS : -1;
    case Dir.Left:
      return col > 0 ? c - 1 : -1;
    default:
      return col < COLS - 1 ? c + 1 : -1;
  }
}

/**
 * Record a move of instance i from `from` to `dest` over `steps` cells (movement.ts applyMove, before
 * the card leaves `from`; only cards with Cap.TurnRecord).
 */
export function recordMove(s: GameState, i: number, from: number, dest: number, steps: number): void {
  let r = s.turnRec[i]!;
  const n = (r & TR_STEPS) + steps;
  r = (r & ~TR_STEPS) | (n > TR_STEPS ? TR_STEPS : n);
  const m = pathDirections(s, from, dest, dirs);
  for (let j = 0; j < m; j++) {
    const sh = DIR_SHIFT + 2 * dirs[j]!;
    if (((r >> sh) & 3) < 3) r += 1 << sh;
  }
  s.turnRec[i] = r;
}

const dirs = new Int8Array(CELLS);

/**
 * The directions (Dir) of the steps of a move from `from` to `dest`, the mover still on `from`: a
 * shortest path over free cells (BFS, the first neighbour found in a fixed order), written to `out` from
 * the last step back to the first; returns how many (a row-wrapping move, Возница, is not found: 0).
 * Shared by recordMove and the per-step trigger events (mechanics/movement/move-along.ts).
 */
export function pathDirections(s: GameState, from: number, dest: number, out: Int8Array): number {
  // Breadth-first distances from `from` over free cells (the mover's own cell is the start).
  dist.fill(-1);
  dist[from] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  while (head < tail && dist[dest]! < 0) {
    const c = queue[head++]!;
    for (let d = 0; d < 4; d++) {
      const nc = stepCell(c, d);
      if (nc < 0 || dist[nc]! >= 0 || s.board[nc] !== NONE || (s.g[G.CellBlock]! & (1 << nc)) !== 0) continue; // a «костёр» (cell-markers.ts)
      dist[nc] = dist[c]! + 1;
      queue[tail++] = nc;
    }
  }
  // Walk back from the destination, noting each step's direction.
  let m = 0;
  let c = dest;
  while (dist[c]! > 0) {
    let prev = -1;
    let dir = 0;
    for (let d = 0; d < 4; d++) {
      // The neighbour one step closer to `from`; the step from it to c goes the opposite way.
      const nc = stepCell(c, d);
      if (nc >= 0 && dist[nc] === dist[c]! - 1) {
        prev = nc;
        dir = d ^ 1;
        break;
      }
    }
    if (prev < 0) break;
    out[m++] = dir;
    c = prev;
  }
  return m;
}

/** Cells instance i moved this turn. */
export function movedSteps(s: GameState, i: number): number {
  return s.turnRec[i]! & TR_STEPS;
}

/** Steps instance i made this turn in direction d (at most 3). */
export function stepsInDirection(s: GameState, i: number, d: number): number {
  return (s.turnRec[i]! >> (DIR_SHIFT + 2 * d)) & 3;
}

/** "хотя бы на 2 клетки в одном и том же направлении в этот ход". */
export function movedStraight2(s: GameState, i: number): boolean {
  const r = s.turnRec[i]!;
  for (let d = 0; d < 4; d++) if (((r >> (DIR_SHIFT + 2 * d)) & 3) >= 2) return true;
  return false;
}

/** "хотя бы на 2 клетки в разных направлениях в этот ход": steps in at least two directions. */
export function movedTwoDirections(s: GameState, i: number): boolean {
  const r = s.turnRec[i]!;
  let k = 0;
  for (let d = 0; d < 4; d++) if (((r >> (DIR_SHIFT + 2 * d)) & 3) !== 0) k++;
  return k >= 2;
}

/** Count `n` wounds taken by instance i (effects.ts, Op.Wound applied; games with Cap.TurnRecord). */
export function noteWounds(s: GameState, i: number, n: number): void {
  const r = s.turnRec[i]!;
  const w = ((r >> WOUND_SHIFT) & WOUND_MAX) + n;
  s.turnRec[i] = (r & ((1 << WOUND_SHIFT) - 1)) | ((w > WOUND_MAX ? WOUND_MAX : w) << WOUND_SHIFT);
}

/** The wounds instance i took this turn (Хронос s1_25). */
export function woundsThisTurn(s: GameState, i: number): number {
  return (s.turnRec[i]! >> WOUND_SHIFT) & WOUND_MAX;
}

/** Move-trigger conditions (db.abTrigFilter of a 'selfMoves' trigger, bits 0–1). */
export const enum MoveCross { None = 0, ToEnemyHalf = 1, ToOwnHalf = 2 }
/**
 * Bit 2 of a 'selfMoves' trigger's filter: "при перемещении на соседнюю клетку" fires once per cell
 * moved (the SelfMoves event's amount: the cell moved from | the cells moved << 8, movement.ts).
 */
export const MOVE_EACH_STEP = 4;

/**
 * "После перемещения с вашей половины поля боя на половину поля боя противника" / "… с половины
 * поля боя противника на вашу половину" (Кабаний наездник s1_12): the move that fired the trigger
 * started on one half (`from`, the event's amount) and ended on the other (the card's cell now).
 */
export function moveCrossed(s: GameState, i: number, from: number, f: number): boolean {
  if (from < 0 || from >= CELLS) return false;
  const p = s.ctrl[i]!;
  const wasOwn = ownRowNumber(p, from) !== 0;
  const isOwn = ownRowNumber(p, s.cell[i]!) !== 0;
  return f === MoveCross.ToEnemyHalf ? wasOwn && !isOwn : !wasOwn && isOwn;
}

/** Does ability `a` read the turn record (compile time: Cap.TurnRecord of its card)? */
export function needsTurnRecord(a: Ability): boolean {
  switch (a.kind) {
    case 'modifier':
      return a.when === 'movedStraight2' || a.when === 'movedTwoDirections';
    case 'keyword':
      return a.keyword === 'strikesTwice' || a.keyword === 'attacksTwiceInRow'; // mechanics/strike/two-attacks.ts too
    case 'triggered':
      return a.effect.op === 'finish' && a.effect.plusMovedThisTurn === true;
    case 'activated':
      return a.amountFrom === 'targetWoundsThisTurn' || (a.effect.op === 'finish' && a.effect.plusMovedThisTurn === true);
    default:
      return false;
  }
}
