/**
 * Wounds a card received this turn, by kind (for "существо, которое не получало ран от атак в этот
 * ход", Лунная баньши s1_157). Kept as one TimedKind.Hits entry per wounded card lasting to the end
 * of the turn (core/systems/durations.ts), so no per-instance state is needed: amount = a mask of
 * (1 << AttackKind) of the wounds it received (bits 0–15) and the number of shot / throw effects
 * that wounded it (bits 16+; "получало раны от двух или более других выстрелов или метаний в этот
 * ход", Мира s1_86).
 *
 * Recorded only in games where some card reads it (Mech.WoundHistory, per card and per game): the
 * hook in effects.ts (Op.Wound application) is one caps test otherwise.
 *
 * Attacks (digest §5.1 table): simple strike, shot, throw, discharge, {uchr}, magic strike, special
 * strike. A counter-strike is not an attack (digest §5.1), nor poison, influences or spells.
 */
import { AttackKind } from '../../core/enums.js';
import { G, type GameState, TM } from '../../core/state.js';
import { TimedKind, Tm, addTimed } from '../../core/systems/durations.js';

import { ATTACK_KINDS } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';
export { ATTACK_KINDS };

/** Bits 16+ of a Hits entry: how many shot / throw effects wounded the card this turn. */
const SHOT_COUNT = 1 << 16;

/** "получало раны от N других выстрелов или метаний в этот ход" (Мира s1_86): that count. */
export function shotWoundsThisTurn(s: GameState, i: number): number {
  return hitsEntry(s, i) >>> 16;
}

/** The mask of the kinds of wounds instance i received this turn (0 = none). */
export function hitsThisTurn(s: GameState, i: number): number {
  return hitsEntry(s, i) & 0xffff;
}

function hitsEntry(s: GameState, i: number): number {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Hits) return s.timed[o + Tm.Amount]!;
  }
  return 0;
}

/** Instance i received wounds of attack kind `type` (effects.ts, games with Mech.WoundHistory). */
export function noteWound(s: GameState, i: number, type: number): void {
  const bit = 1 << type;
  const count = type === AttackKind.Shot || type === AttackKind.Throw ? SHOT_COUNT : 0;
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Hits) {
      s.timed[o + Tm.Amount] = (s.timed[o + Tm.Amount]! | bit) + count;
      return;
    }
  }
  const turn = s.g[G.Turn]!;
  addTimed(s, i, TimedKind.Hits, bit + count, turn, turn);
}

/** "не получало ран от атак в этот ход". */
export function unhurtByAttacksThisTurn(s: GameState, i: number): boolean {
  return (hitsThisTurn(s, i) & ATTACK_KINDS) === 0;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a target filter "не получавшее ран от атак в этот ход" or a ranged attack's `closeIfShotTimes` keeps the wound history (Mech.WoundHistory). The filter's bit (db.abTgtFilter) is the core's column. */
export const WOUND_HISTORY_COMPILE: MechanicCompile = {
  name: 'woundHistory',
  ops: {},
  mechs: [Mech.WoundHistory],
  owns: (a) => ((a.kind === 'activated' || a.kind === 'triggered') && !!a.filter?.unhurtByAttacksThisTurn) || (a.kind === 'ranged' && !!a.closeIfShotTimes),
  compile(_def, _a, sink) {
    sink.cap(Mech.WoundHistory);
  },
};
