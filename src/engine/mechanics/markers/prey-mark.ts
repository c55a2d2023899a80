/**
 * Маркер «добычи» (Владыка небес s1_68): "При ударе по существу – оно получает маркер «добычи».
 * +3 к {strike} и безответный удар по существам с маркером «добычи»".
 *
 * - Effect 'preyMark' (MechOp.PreyMark, through the 511 pipeline as the feature's type): the target gets
 *   the mark — a TimedKind.PreyMark entry on it for the battle (one mark at most; it goes with the
 *   card when it leaves the battle zone, durations.ts dropTimedOf).
 * - Modifier filter `vs: { preyMarked: true }` (modifiers.ts reaches, db.mods.vsPrey): the other card
 *   of the attack has such a mark now — read only by modifiers that carry it.
 */
import { type GameState, TM } from '../../core/state.js';
import { TimedKind, Tm, UNTIL_BATTLE, addTimed } from '../../core/systems/durations.js';
import { G } from '../../core/state.js';
import { label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';

/** Has card i a «добыча» mark? */
export function preyMarked(s: GameState, i: number): boolean {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.PreyMark) return true;
  }
  return false;
}

/** MechOp.PreyMark applied to dst. */
export function putPreyMark(s: GameState, dst: number): void {
  if (preyMarked(s, dst)) return;
  addTimed(s, dst, TimedKind.PreyMark, 1, s.g[G.Turn]!, UNTIL_BATTLE);
  if (s.log) s.log.push(`  ${label(s, dst)} получает маркер «добычи»`);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a «добыча» mark ('preyMark') is this mechanic's op (mechanics/ids.ts MechOp.PreyMark); no field of its own to check. */
export const PREY_MARK_COMPILE: MechanicCompile = {
  name: 'preyMark',
  ops: { preyMark: MechOp.PreyMark },
  owns: () => false,
  compile() {},
};
