/**
 * Маркер «удушения» (Тварь s1_162): "{tap}: Положить маркер «удушения» на стоящее рядом рядовое
 * существо (существо с одним маркером не может передвигаться, с двумя — также не может атаковать, с
 * тремя — уничтожается Тварью; удушаемое существо теряет маркеры, если рядом с ним нет Тварей
 * противника)".
 *
 * - Effect 'strangle' (MechOp.Strangle, through the 511 pipeline as the feature's type; target
 *   'adjacentCreature' with `filter: { elite: false }`, рядовое = not elite): the target's count
 *   of «удушение» markers rises by one — one TimedKind.Strangle entry per creature, amount = the
 *   count, for the battle (it goes with the card, durations.ts dropTimedOf). Ruling s1_162: the
 *   markers of every Тварь, of both squads, count together.
 * - One marker or more: the creature cannot move (its own moves, jumps, teleports: move-limit.ts
 *   moveLimited, per game behind Cap.MoveLimit, reads the restriction word's durations.ts
 *   Restrict.Strangled, kept by recomputeRestrict from these entries).
 * - Two or more: also «не может атаковать» (Kw.NoAttack in the timed sums, durations.ts
 *   recomputeTimed; per game behind Cap.NoAttack: no strike, ranged attack or counter-strike, as
 *   the timed «не может атаковать» of ruling s1_15).
 * - The third: the creature is destroyed by that Тварь (special-strike.ts destroy: its kill; ruling
 *   s1_162: own creatures too — Трупоедство does not fire on them, by its definition).
 * - "теряет маркеры, если рядом с ним нет Тварей": checked after every move of a card on the
 *   battlefield and every departure from it (instance.ts relocate / leaveBattleToGrave, per game
 *   behind Mech.Strangle: `strangleCheck`). Engine reading [I]: any Тварь next to it keeps them,
 *   whichever squad — "Тварей противника" read against the own-creature ruling s1_162 (a Тварь may
 *   strangle its own creature to death, which would be impossible if only enemy Твари kept the markers).
 *   A Тварь is a card holding the strangle ability (its mechanic id Mech.Strangle, cardHas).
 */
import { Cap, Zone } from '../../core/enums.js';
import { NEIGH8_MASK, lowestCell } from '../../core/board.js';
import { G, type GameState, TM } from '../../core/state.js';
import { TimedKind, Tm, UNTIL_BATTLE, addTimed, recomputeTimed, removeTimedAt } from '../../core/systems/durations.js';
import { label } from '../../core/instance.js';
import { destroy } from '../../core/systems/special-strike.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech, MechOp } from '../ids.js';

/** The timed-table index of creature i's «удушение» entry, or -1. */
function entryOf(s: GameState, i: number): number {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] === TimedKind.Strangle && s.timed[o + Tm.Inst] === i) return k;
  }
  return -1;
}

/** «удушение» markers on creature i. */
export function strangleCount(s: GameState, i: number): number {
  const k = entryOf(s, i);
  return k < 0 ? 0 : s.timed[k * TM + Tm.Amount]!;
}

/** MechOp.Strangle applied (effects.ts applyEffect): one more marker on dst; the third destroys it, by src. */
export function applyStrangle(s: GameState, src: number, dst: number): void {
  if (s.zone[dst] !== Zone.Field) return;
  const k = entryOf(s, dst);
  let n: number;
  if (k < 0) {
    n = 1;
    addTimed(s, dst, TimedKind.Strangle, 1, s.g[G.Turn]!, UNTIL_BATTLE);
  } else {
    n = s.timed[k * TM + Tm.Amount]! + 1;
    s.timed[k * TM + Tm.Amount] = n;
    recomputeTimed(s); // two markers: «не может атаковать»
  }
  if (s.log) s.log.push(`  ${label(s, dst)} получает маркер «удушения» (${n})`);
  if (n >= 3) destroy(s, dst, src);
}

/** Is a Тварь (a card with Mech.Strangle) next to creature i on the battlefield? */
function nextToStrangler(s: GameState, i: number): boolean {
  let m = (s.g[G.Occ]! | s.g[G.Occ + 1]!) & NEIGH8_MASK[s.cell[i]!]!;
  while (m !== 0) {
    const j = s.board[lowestCell(m)]!;
    m &= m - 1;
    if (cardHas(s.db, s.card[j]!, Mech.Strangle)) return true;
  }
  return false;
}

/**
 * instance.ts relocate / leaveBattleToGrave (games with Mech.Strangle): a strangled creature with no
 * Тварь next to it now loses its markers.
 */
export function strangleCheck(s: GameState): void {
  let removed = false;
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] !== TimedKind.Strangle) continue;
    const i = s.timed[o + Tm.Inst]!;
    if (s.zone[i] === Zone.Field && nextToStrangler(s, i)) continue;
    if (s.log) s.log.push(`  ${label(s, i)} теряет маркеры «удушения»`);
    removeTimedAt(s, k);
    removed = true;
  }
  if (removed) recomputeTimed(s);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): маркеры «удушения» ('strangle') limit moves (Cap.MoveLimit, move-limit.ts), forbid attacks (Cap.NoAttack), and who keeps them is asked behind Mech.Strangle. */
export const STRANGLE_COMPILE: MechanicCompile = {
  name: 'strangle',
  ops: { strangle: MechOp.Strangle },
  caps: Cap.MoveLimit | Cap.NoAttack,
  mechs: [Mech.Strangle],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'strangle',
  compile(_def, _a, sink) {
    sink.setCaps(Cap.MoveLimit | Cap.NoAttack);
    sink.cap(Mech.Strangle);
  },
};
