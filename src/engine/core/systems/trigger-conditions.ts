/**
 * Conditions of triggers checked when their event happens (116.4), beyond the row and formation ones
 * (triggers.ts offer): compiled into the trigger's filter word (db.abTrigFilter), which the
 * trigger points below do not otherwise use.
 *
 * - 'selfMoves' + `nextToOwnCost: N` — "При перемещении на клетку, рядом с которой стоит ваше
 *   существо стоимостью N или более" (Оури s1_76): after the move, one of its controller's
 *   creatures of that cost stands on a cell next to it (8-neighbourhood, digest §2.1).
 */
import { NEIGH8 } from '../board.js';
import { type GameState, NONE } from '../state.js';
import { Zone } from '../enums.js';

/** Filter word of a selfMoves trigger (db.abTrigFilter, 16 bits): the least cost of the neighbour in bits 8–14 (0 = no condition; bits 0–2: turn-record.ts). */
export const MOVE_NEXT_TO_COST_SHIFT = 8;
/**
 * - 'selfMoves' + `jumpOnly` — "При прыжке" (Шакси s1_185): only a jump (mechanics/movement/jump.ts records
 *   its event with no steps moved, Ev.Amount bits 8+ = 0; a move step by step, movement.ts, and a push
 *   carry their steps). Bit 15 of the filter word.
 */
export const MOVE_JUMP_ONLY = 1 << 15;

/** Does the selfMoves trigger `a` of instance inst meet its condition now (`amount`: the event's Ev.Amount)? */
export function selfMovesCondition(s: GameState, inst: number, a: number, amount: number): boolean {
  const f = s.db.abTrigFilter[a]!;
  if ((f & MOVE_JUMP_ONLY) !== 0 && amount >> 8 !== 0) return false;
  const cost = (f >> MOVE_NEXT_TO_COST_SHIFT) & 0x7f;
  if (cost === 0) return true;
  if (s.zone[inst] !== Zone.Field) return false;
  const c = s.cell[inst]!;
  const p = s.ctrl[inst]!;
  for (let k = 0; k < 8; k++) {
    const nc = NEIGH8[c * 8 + k]!;
    if (nc < 0) break;
    const o = s.board[nc]!;
    if (o !== NONE && s.ctrl[o] === p && s.db.cost[s.card[o]!]! >= cost) return true;
  }
  return false;
}
