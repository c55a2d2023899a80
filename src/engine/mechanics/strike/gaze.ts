/**
 * «Взгляд Василиска» (Василиск s1_116): "При ударе — атакованное существо не может передвигаться с
 * той клетки, где оно находилось на момент этого удара, пока Василиск не переместится, или не
 * покинет поле боя."
 *
 * The effect `{ op: 'gaze' }` (MechOp.Gaze, an influence through the 511 pipeline) puts a timed entry
 * (core/systems/durations.ts TimedKind.Gaze) on the SOURCE — Tm.Inst = Василиск, amount = the struck card
 * | (its cell + 1) << 8, lasting the battle — so that:
 *  - Василиск leaving the battle zone ends it (durations.ts dropTimedOf drops the entries of a card),
 *    and so does the held card leaving it (dropTimedOf drops the gaze entries naming it);
 *  - Василиск moving (a move, a jump, a teleport: instance.ts relocate) ends it (`endGazeOf`);
 *  - the struck card may not start moving (move, jump, teleport) while it stands on that cell
 *    (`gazeLocked`, read by move-limit.ts moveLimited for a card whose restriction word has
 *    durations.ts Restrict.Gazed: some gaze names it). If something else puts it on another cell,
 *    it is no longer "on the cell where it was" and moves freely.
 * A struck flyer (no cell) is not locked: it does not move on the battlefield.
 *
 * Engine cost: games with Cap.MoveLimit only (the per-game "movement limited by card text" bit that
 * already gates movement.ts canMove, jump.ts mayJump, turn.ts legalMain): moveLimited scans the timed
 * table only for a card a gaze names (Restrict.Gazed), relocate of a card with Cap.MoveLimit drops its gaze entries.
 */
import { Cap, Zone } from '../../core/enums.js';
import { G, type GameState, TM } from '../../core/state.js';
import { label } from '../../core/instance.js';
import { TimedKind, Tm, UNTIL_BATTLE, addTimed, removeTimedAt } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';

/** MechOp.Gaze: Василиск `src` locks `dst` on its cell. */
export function applyGaze(s: GameState, src: number, dst: number): void {
  if (src < 0 || s.zone[dst] !== Zone.Field) return;
  const v = dst | ((s.cell[dst]! + 1) << 8);
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === src && s.timed[o + Tm.Kind] === TimedKind.Gaze && s.timed[o + Tm.Amount] === v) return;
  }
  addTimed(s, src, TimedKind.Gaze, v, s.g[G.Turn]!, UNTIL_BATTLE);
  if (s.log) s.log.push(`  взгляд Василиска: ${label(s, dst)} не может передвигаться с этой клетки`);
}

/** move-limit.ts moveLimited: is card i held on its cell by a gaze? */
export function gazeLocked(s: GameState, i: number): boolean {
  if (s.zone[i] !== Zone.Field) return false;
  const v = i | ((s.cell[i]! + 1) << 8);
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] === TimedKind.Gaze && s.timed[o + Tm.Amount] === v) return true;
  }
  return false;
}

/** instance.ts relocate (games with Cap.MoveLimit, a card with it): a moving Василиск ends its gazes. */
export function endGazeOf(s: GameState, i: number): void {
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Gaze) removeTimedAt(s, k);
  }
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): «Взгляд Василиска» ('gaze') is a movement limit by card text too (Cap.MoveLimit); the card's own moves end it. */
export const GAZE_COMPILE: MechanicCompile = {
  name: 'gaze',
  ops: { gaze: MechOp.Gaze },
  caps: Cap.MoveLimit,
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'gaze',
  compile(_def, _a, sink) {
    sink.setCaps(Cap.MoveLimit);
  },
};
