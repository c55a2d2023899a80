/**
 * Movement limits by card text: "в следующий ход противник может перемещаться только 3-2-1
 * существами" (Криомант s1_57, воздействие «ледяной дождь»).
 *
 * The effect `{ op: 'moveLimit', values: [X, Y, Z] }` (Op.MoveLimit): when the feature executes, its
 * controller rolls one die for the source (the X-Y-Z scale of digest §5.1: 1–3 X, 4–5 Y, 6 Z) and
 * the opponent's next turn gets the limit N. It is kept as a timed entry (core/systems/durations.ts
 * TimedKind.MoveLimit) with no card (Tm.Inst = NONE: the limit is on a player, and it stays when
 * Криомант leaves the battle zone), amount = N + 8 × the limited seat, lasting that one turn.
 *
 * While it holds, a card of the limited player that has not moved this turn may start moving (a move,
 * a jump or a teleport; ruling s1_57: every kind of movement counts) only while fewer than N of his
 * cards have moved this turn (Flag.Moved); a card that has moved may go on. Several limits: the
 * smallest counts.
 *
 * Moves made by another card's feature (Варлок's «дверь измерений», mechanics/movement/relocate.ts; Молотобоец's
 * push, mechanics/movement/push.ts) count too (ruling s1_57: "Криомант запрещает перемещаться, в том числе и за
 * особенности других карт"): such a move of a card of the limited player is not made once the limit is
 * reached (`featureMoveBlocked`), and a card moved so is counted for the rest of the turn by a timed entry
 * (durations.ts TimedKind.FeatureMoved, this turn) — not by Flag.Moved, since that move is not the card's
 * own "передвигалось" (ruling s1_65, Ледовый страж).
 *
 * «Взгляд Василиска» (mechanics/strike/gaze.ts) holds a card on its cell: `moveLimited` asks it first.
 *
 * Engine cost: `moveLimited` is called (movement.ts canMove, turn.ts legalMain, jump.ts mayJump) only
 * in games with Cap.MoveLimit (some card has such an effect).
 */
import { Flag, Zone } from '../enums.js';
import { G, type GameState, NONE, TM, listAt, listLen } from '../state.js';
import { RESTRICT_LIMIT, Restrict, Tm, TimedKind, addTimed } from './durations.js';
import { dieFor } from './strike-keywords.js';
import { rangedTier } from '../combat/strike-table.js';
import { label, seatName } from '../instance.js';
import { holdMoveLimitDie } from './die-window.js';

/**
 * Execute a moveLimit effect (item k) from `src` (features.ts stepAbility): roll the source's die; it
 * waits in its window (core/systems/die-window.ts), then limitFromDie limits the opponent's next turn.
 */
export function applyMoveLimit(s: GameState, k: number, src: number): void {
  const roll = dieFor(s, src);
  holdMoveLimitDie(s, k, roll);
}

/** The limit from the die `roll` of src's moveLimit ability `a`: the opponent's next turn. */
export function limitFromDie(s: GameState, src: number, a: number, roll: number): void {
  const n = s.db.abRangedValue[3 * a + rangedTier(roll) - 1]!;
  const seat = s.ctrl[src]!;
  const turn = s.g[G.Turn]!;
  const next = s.g[G.Active] === seat ? turn + 1 : turn + 2;
  addTimed(s, NONE, TimedKind.MoveLimit, n + 8 * (1 - seat), next, next);
  if (s.log) s.log.push(`  ${label(s, src)}: кубик ${roll} — в следующий ход ${seatName(1 - seat)} перемещается не более чем ${n} существами`);
}

/**
 * May card i not start moving now because of a movement limit on its controller's turn? Reads the
 * restriction word (durations.ts Restrict, recomputeRestrict): no scan of the timed table unless a gaze
 * names the card or its side is under a limit.
 */
export function moveLimited(s: GameState, i: number): boolean {
  const r = s.restrict[i]!;
  if ((r & Restrict.Strangled) !== 0) return true; // маркер «удушения» (mechanics/markers/strangle.ts)
  if ((r & Restrict.Gazed) !== 0 && s.hooks.heldOnCell(s, i)) return true; // «взгляд Василиска» (mechanics/strike/gaze.ts): even a card that has moved
  const lim = s.restrict[RESTRICT_LIMIT + s.ctrl[i]!]!;
  return lim !== 0 && overLimit(s, i, lim - 1);
}

/** The movement limit on seat p in the current turn (the smallest), or 99 for none. */
function limitOf(s: GameState, p: number): number {
  const lim = s.restrict[RESTRICT_LIMIT + p]!;
  return lim === 0 ? 99 : lim - 1;
}

/** Has card i moved this turn for the limit: its own move (Flag.Moved) or one made by a feature (ruling s1_57)? */
function movedForLimit(s: GameState, i: number): boolean {
  if ((s.flags[i]! & Flag.Moved) !== 0) return true;
  const len = s.timedLen[0]!;
  for (let k = 0; k < len; k++) if (s.timed[k * TM + Tm.Kind] === TimedKind.FeatureMoved && s.timed[k * TM + Tm.Inst] === i) return true;
  return false;
}

/** Under limit `lim` (99: none), may card i not start moving: it has not moved and `lim` of its side's cards have. */
function overLimit(s: GameState, i: number, lim: number): boolean {
  if (lim === 99 || movedForLimit(s, i)) return false;
  const p = s.ctrl[i]!;
  let moved = 0;
  const n = listLen(s, p, Zone.Field);
  for (let k = 0; k < n; k++) if (movedForLimit(s, listAt(s, p, Zone.Field, k))) moved++;
  return moved >= lim;
}

/**
 * A move of card i by another card's feature (relocate.ts, push.ts; games with Cap.MoveLimit): true if a
 * movement limit forbids it now (ruling s1_57). Otherwise, under a limit, the card is counted as moved
 * from now on this turn (`noteFeatureMove`).
 */
export function featureMoveBlocked(s: GameState, i: number): boolean {
  if (s.timedLen[0] === 0 || s.zone[i] !== Zone.Field) return false;
  return overLimit(s, i, limitOf(s, s.ctrl[i]!));
}

/** Card i was moved by another card's feature: under a movement limit on its side, count it (ruling s1_57). */
export function noteFeatureMove(s: GameState, i: number): void {
  if (s.timedLen[0] === 0 || limitOf(s, s.ctrl[i]!) === 99 || movedForLimit(s, i)) return;
  const turn = s.g[G.Turn]!;
  addTimed(s, i, TimedKind.FeatureMoved, 1, turn, turn);
}
