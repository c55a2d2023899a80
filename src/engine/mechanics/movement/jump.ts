/**
 * "Прыжок, дальность X" (jump; digest §4.3, РП 506.6–506.7, QA MEC-009): instead of moving, an open
 * creature with its full, unspent movement allowance moves to any free cell within range X (measured
 * as in §2.1, Manhattan; cells in between do not matter) and spends all its movement. A jump counts as
 * movement (506.6): "при перемещении" fires. It is no feature on the stack (as movement is not).
 *
 * A `{ kind: 'jump' }` ability compiles to an activated ability without costs (db.abJump = range), so
 * it is offered as Verb.Ability + k; choosing it asks for the cell (MechTargetMode.Jump). Hot path: only
 * `abilityUsable` of cards with Cap.Activated reads db.abJump.
 */
import { cellName } from '../../core/board.js';
import { Cap, Flag, TargetMode, Trig, Zone } from '../../core/enums.js';
import { moveLimited } from '../../core/systems/move-limit.js';
import { G, type GameState, NONE } from '../../core/state.js';
import { TELEPORT_RANGE } from '../../core/codes.js';
import { freeCellsWithin } from '../../core/movement.js';
export { freeCellsWithin };
import { label, relocate, seatName } from '../../core/instance.js';
import { recordEvent } from '../../core/effects.js';
import { moveAllowance } from '../../core/systems/modifiers.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechTargetMode } from '../ids.js';

/** 506.3 / 506.7: open, on the field, with its full allowance unspent this turn. */
function mayJump(s: GameState, i: number): boolean {
  if (s.zone[i] !== Zone.Field || (s.flags[i]! & (Flag.Closed | Flag.Moved)) !== 0) return false;
  if ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && moveLimited(s, i)) return false; // Криомант (core/systems/move-limit.ts)
  return s.moveLeft[i] === moveAllowance(s, i);
}

/** applyVerb (hooks.verbTargetMode): the mode the verb of ability ab asks its target in — a jump asks its cell, no feature goes on the stack; any other ability, the core's. */
export function verbTargetMode(s: GameState, ab: number): number {
  return s.db.abJump[ab] !== 0 ? MechTargetMode.Jump : TargetMode.Verb;
}

/** Free cells within the jump range of ability `a` of instance i (TARGET ids, ascending); `out` null: count. */
export function jumpCells(s: GameState, i: number, a: number, out: Int32Array | null): number {
  return freeCellsWithin(s, s.cell[i]!, s.db.abJump[a]!, out);
}


/** Can instance i jump with its ability `a` now? */
export function jumpUsable(s: GameState, i: number, a: number): boolean {
  return mayJump(s, i) && jumpCells(s, i, a, null) > 0;
}

/** Jump instance i to `dest`: all movement spent, "при перемещении" recorded (506.6). */
export function applyJump(s: GameState, i: number, dest: number): void {
  const from = s.cell[i]!;
  relocate(s, i, dest);
  s.moveLeft[i] = 0;
  s.flags[i] = s.flags[i]! | Flag.Moved;
  recordEvent(s, Trig.SelfMoves, i, NONE, from);
  if ((s.g[G.TrigKinds]! & (1 << Trig.CreatureMovesNextTo)) !== 0) recordEvent(s, Trig.CreatureMovesNextTo, i, NONE, from); // mechanics/movement/moves-next-to.ts
  if (s.trigKinds2[0] !== 0 && s.db.abJump[s.g[G.Ability]!] === TELEPORT_RANGE) s.hooks.teleported(s, i, from); // "при телепортации" (mechanics/movement/own-teleports.ts)
  if (s.log) s.log.push(`${seatName(s.ctrl[i]!)} ${label(s, i)}: ${s.db.abJump[s.g[G.Ability]!] === TELEPORT_RANGE ? 'телепортация' : 'прыжок'} с ${cellName(from)} на ${cellName(dest)}`);
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): a 'jump' (its range) and a 'teleport'
 * (teleport.ts: a jump whose range is TELEPORT_RANGE) into db.abJump; both are offered as activated
 * abilities (Cap.Activated; the ability's kind and target are the core's columns).
 */
export const JUMP_COMPILE: MechanicCompile<'abJump'> = {
  name: 'jump',
  ops: {},
  columns: ['abJump'],
  caps: Cap.Activated,
  owns: (a) => a.kind === 'jump' || a.kind === 'teleport',
  compile(_def, a, sink) {
    sink.setCaps(Cap.Activated);
    sink.columns.abJump[sink.ability] = a.kind === 'jump' ? a.range : TELEPORT_RANGE;
  },
};
