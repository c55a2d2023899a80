/**
 * "При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом
 * прыжок, дальность 2. После прыжка Детей топи — существо противника по его выбору рядом с
 * освободившейся клеткой перемещается на эту клетку" (Дети топи s1_108). Ability kind
 * 'strikeBlockJump' (types.ts; db.ts: AbKind.Static, Op.StrikeBlockJump, the range in abRange, `enemyFills` in
 * abAmount), Cap2.StrikeBlockJump.
 *
 * - When a simple strike of an enemy creature declared at the card starts to execute (combat/
 *   simple-strike.ts stepStrike, after the legality check, before the defender — like the prophecy
 *   block of abilities/prophecy.ts), the first one in a turn is blocked: no fight, the attacker still
 *   pays (it closes). Rulings s1_108: mandatory. The use is marked for the turn (a TimedKind.Once entry,
 *   abilities/prophecy.ts markOnce). A strike made by another card's feature (abilities/forced-strike.ts)
 *   is checked by its own legality path and is not blocked here.
 * - "при этом прыжок, дальность 2": the card's controller names a free cell within range 2 (Manhattan,
 *   as abilities/jump.ts; its own cell is not free: ruling s1_108) — Decision.Target,
 *   TargetMode.StrikeBlockJump. Mandatory when a cell exists; with none, or with the card held in place
 *   (a «взгляд Василиска» / movement limit, a «сеть»), the strike is blocked without a jump (ruling
 *   s1_108). The jump is a move (506.6: "при перемещении", "при прыжке" fire) made by the feature: no
 *   {move} is spent.
 * - `enemyFills`: then the opponent names one of his creatures on the 8 cells around the freed cell
 *   (diagonals too, ruling s1_108; not one held in place) and it moves onto that cell (a move: its
 *   "при перемещении" fires). Mandatory while he has one there (ruling s1_108).
 *
 * State on the strike item: G.Selected = the item while a cell or creature is named; St.Op = 0 while the
 * jump's cell is named, the freed cell + 1 while the opponent names his creature.
 */
import { NEIGH8_MASK, cellName, lowestCell } from '../board.js';
import { AbKind, Cap, Cap2, Decision, Flag, Op, TargetMode, Trig, Zone } from '../enums.js';
import { G, type GameState, NONE, St, TM } from '../state.js';
import { itemField, setDecision, setItemField } from '../stack.js';
import { label, relocate, seatName } from '../instance.js';
import { recordEvent } from '../effects.js';
import { TARGET } from '../action.js';
import { TimedKind, Tm } from './durations.js';
import { markOnce } from './prophecy.js';
import { moveLimited } from './move-limit.js';
import { netted } from './net.js';
import { freeCellsWithin } from './jump.js';

/** The card's 'strikeBlockJump' ability (global index), or -1. */
function blockAbility(s: GameState, t: number): number {
  const card = s.card[t]!;
  for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) if (s.db.abKind[a] === AbKind.Static && s.db.abOp[a] === Op.StrikeBlockJump) return a;
  return -1;
}

/** Was ability `a` of t used this turn (a TimedKind.Once entry)? */
function usedThisTurn(s: GameState, t: number, a: number): boolean {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === t && s.timed[o + Tm.Kind] === TimedKind.Once && s.timed[o + Tm.Amount] === a && s.timed[o + Tm.From]! <= turn) return true;
  }
  return false;
}

/** Is card i held in place (a gaze, a movement limit, a net)? */
function held(s: GameState, i: number): boolean {
  return ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && moveLimited(s, i)) || ((s.g[G.Caps2]! & Cap2.Net) !== 0 && netted(s, i));
}

/**
 * combat/simple-strike.ts stepStrike, step 0 (games with Cap2.StrikeBlockJump): is the strike at k
 * (attacker a, declared at t) blocked by t's feature? Then the jump's cell may be asked (a pending
 * decision); the caller ends the strike (paid, no fight).
 */
export function strikeBlockedByJump(s: GameState, k: number, a: number, t: number): boolean {
  if (t < 0 || s.zone[t] !== Zone.Field || (s.db.caps2[s.card[t]!]! & Cap2.StrikeBlockJump) === 0 || s.ctrl[a] === s.ctrl[t]) return false;
  const ab = blockAbility(s, t);
  if (ab < 0 || usedThisTurn(s, t, ab)) return false;
  markOnce(s, t, ab);
  if (s.log) s.log.push(`  ${label(s, t)} блокирует удар ${label(s, a)}`);
  setItemField(s, k, St.Op, 0);
  if (!held(s, t) && jumpCells(s, t, ab, null) > 0) ask(s, k, s.ctrl[t]!);
  else if (s.log) s.log.push('  прыгнуть некуда');
  return true;
}

/** Free cells within the jump range of ability `ab` of t (TARGET ids, ascending); `out` null: count. */
function jumpCells(s: GameState, t: number, ab: number, out: Int32Array | null): number {
  return freeCellsWithin(s, s.cell[t]!, s.db.abRange[ab]!, out); // db.ts: the jump's range
}

/** The opponent's creatures (of seat q) on the cells around `cell` that may move: their cells as a mask. */
function fillers(s: GameState, q: number, cell: number): number {
  let m = s.g[G.Occ + q]! & NEIGH8_MASK[cell]!;
  let r = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if (!held(s, s.board[c]!)) r |= 1 << c;
  }
  return r;
}

function ask(s: GameState, k: number, p: number): void {
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = TargetMode.StrikeBlockJump;
  setDecision(s, Decision.Target, p);
}

/** turn.ts legalTarget, TargetMode.StrikeBlockJump: the jump's cells, or the cells of the creatures that may fill the freed cell. */
export function legalStrikeBlockJump(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  const t = itemField(s, k, St.Tgt);
  const freed = itemField(s, k, St.Op) - 1;
  if (freed < 0) return jumpCells(s, t, blockAbility(s, t), out);
  let m = fillers(s, 1 - s.ctrl[t]!, freed);
  let n = 0;
  while (m !== 0) {
    out[n++] = TARGET + lowestCell(m);
    m &= m - 1;
  }
  return n;
}

/** A move made by a feature (506.6): the card's "при перемещении" fires; no {move} spent. */
function moveBy(s: GameState, i: number, dest: number, what: string): number {
  const from = s.cell[i]!;
  relocate(s, i, dest);
  s.flags[i] = s.flags[i]! | Flag.Moved;
  recordEvent(s, Trig.SelfMoves, i, NONE, from);
  if ((s.g[G.TrigKinds]! & (1 << Trig.CreatureMovesNextTo)) !== 0) recordEvent(s, Trig.CreatureMovesNextTo, i, NONE, from); // abilities/moves-next-to.ts
  if (s.log) s.log.push(`${seatName(s.ctrl[i]!)} ${label(s, i)}: ${what} с ${cellName(from)} на ${cellName(dest)}`);
  return from;
}

/** turn.ts applyTarget, TargetMode.StrikeBlockJump. Returns true when done (the engine loop goes on), false when the opponent's creature is asked next. */
export function applyStrikeBlockJump(s: GameState, act: number): boolean {
  const k = s.g[G.Selected]!;
  const t = itemField(s, k, St.Tgt);
  const freed = itemField(s, k, St.Op) - 1;
  if (freed < 0) {
    const from = moveBy(s, t, act - TARGET, 'прыжок');
    const ab = blockAbility(s, t);
    // "После прыжка … существо противника по его выбору рядом с освободившейся клеткой перемещается на эту клетку".
    if (s.db.abAmount[ab] === 1 && fillers(s, 1 - s.ctrl[t]!, from) !== 0) {
      setItemField(s, k, St.Op, from + 1);
      ask(s, k, 1 - s.ctrl[t]!);
      return false;
    }
  } else {
    moveBy(s, s.board[act - TARGET]!, freed, 'перемещение на освободившуюся клетку');
    setItemField(s, k, St.Op, 0);
  }
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  return true;
}
