/**
 * Movement limits by card text: "в следующий ход противник может перемещаться только 3-2-1
 * существами" (Криомант s1_57, воздействие «ледяной дождь»).
 *
 * The effect `{ op: 'moveLimit', values: [X, Y, Z] }` (Op.MoveLimit): when the feature executes, its
 * controller rolls one die for the source (the X-Y-Z scale of digest §5.1: 1–3 X, 4–5 Y, 6 Z) and
 * the opponent's next turn gets the limit N. It is kept as a timed entry (abilities/durations.ts
 * TimedKind.MoveLimit) with no card (Tm.Inst = NONE: the limit is on a player, and it stays when
 * Криомант leaves the battle zone), amount = N + 8 × the limited seat, lasting that one turn.
 *
 * While it holds, a card of the limited player that has not moved this turn may start moving (a move,
 * a jump or a teleport; ruling s1_57: every kind of movement counts) only while fewer than N of his
 * cards have moved this turn (Flag.Moved); a card that has moved may go on. Several limits: the
 * smallest counts.
 *
 * «Взгляд Василиска» (abilities/gaze.ts) holds a card on its cell: `moveLimited` asks it first.
 *
 * Engine cost: `moveLimited` is called (movement.ts canMove, turn.ts legalMain, jump.ts mayJump) only
 * in games with Cap.MoveLimit (some card has such an effect).
 */
import { Flag, Zone } from '../enums.js';
import { G, type GameState, NONE, TM, listAt, listLen } from '../state.js';
import { Tm, TimedKind, addTimed } from './durations.js';
import { dieFor } from './strike-keywords.js';
import { rangedTier } from '../combat/strike-table.js';
import { label, seatName } from '../instance.js';
import { gazeLocked } from './gaze.js';

/** Execute a moveLimit effect of ability `a` from `src` (features.ts stepAbility): roll, then limit the opponent's next turn. */
export function applyMoveLimit(s: GameState, src: number, a: number): void {
  const roll = dieFor(s, src);
  const n = s.db.abRangedValue[3 * a + rangedTier(roll) - 1]!;
  const seat = s.ctrl[src]!;
  const turn = s.g[G.Turn]!;
  const next = s.g[G.Active] === seat ? turn + 1 : turn + 2;
  addTimed(s, NONE, TimedKind.MoveLimit, n + 8 * (1 - seat), next, next);
  if (s.log) s.log.push(`  ${label(s, src)}: кубик ${roll} — в следующий ход ${seatName(1 - seat)} перемещается не более чем ${n} существами`);
}

/** May card i not start moving now because of a movement limit on its controller's turn? */
export function moveLimited(s: GameState, i: number): boolean {
  if (s.timedLen[0] === 0) return false;
  if (gazeLocked(s, i)) return true; // «взгляд Василиска» (abilities/gaze.ts): even a card that has moved
  if ((s.flags[i]! & Flag.Moved) !== 0) return false;
  const p = s.ctrl[i]!;
  const turn = s.g[G.Turn]!;
  let lim = 99;
  const len = s.timedLen[0]!;
  for (let k = 0; k < len; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] !== TimedKind.MoveLimit || s.timed[o + Tm.From]! > turn || s.timed[o + Tm.Until]! < turn) continue;
    const v = s.timed[o + Tm.Amount]!;
    if (v >> 3 === p && (v & 7) < lim) lim = v & 7;
  }
  if (lim === 99) return false;
  let moved = 0;
  const n = listLen(s, p, Zone.Field);
  for (let k = 0; k < n; k++) if ((s.flags[listAt(s, p, Zone.Field, k)]! & Flag.Moved) !== 0) moved++;
  return moved >= lim;
}
