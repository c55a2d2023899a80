/**
 * «Пикирование» (Пустынный кондор s1_14): "{counter}{tap}: Воздействие «пикирование» — переместить
 * нелетающее существо противника на соседнюю клетку; потерять полет, получить {move}1 и переместиться
 * на клетку, которую занимало это существо, при этом ранить его на 3-4-4 (1 раз за бой)".
 *
 * Card data: effect `{ op: 'relocate', dive: [X, Y, Z] }` on an ability with target 'enemyCreature' and
 * `filter: { flyer: false }`. It is a relocation (mechanics/movement/relocate.ts): the cell is named at the
 * declaration, right after the target (MechTargetMode.RelocateCell), but only a free cell next to the
 * target (`diveCells`: its orthogonal neighbours — "соседняя клетка" read as for a move, 506).
 *
 * Execution (effects.ts MechOp.Relocate → relocate.ts applyRelocate → `diveAfterMove`), one game action
 * of the influence's type (511.3 already passed for the target): when the target was moved, the
 * flyer (still in its auxiliary zone) leaves it for the cell the target left and is a ground
 * creature from then on (digest §5.7: a flyer is a card in the auxiliary zone; instance.ts isFlyer
 * reads the zone on the battle zone); it gets "{move}1" (+1 movement allowance for the battle,
 * durations.ts TimedKind.Move — a flyer's printed allowance is 0) and a TimedKind.Landed entry
 * (invariants.ts accepts a printed flyer on a cell only with it; it goes with the card when it
 * leaves the battle zone, so it comes back as a flyer); then the moved creature is wounded by the
 * X-Y-Z value of one die of the source (digest §5.1 scale: 1–3 X, 4–5 Y, 6 Z; as move-limit.ts),
 * an influence wound (effects.ts queue, its own serial as bomb.ts). A target that could not be
 * moved (cell taken meanwhile, a movement limit) leaves the flyer where it is, unwounded.
 *
 * Mech.GainsFlight is set for such a card (compile/compile.ts): "при гибели летающего" then reads how the
 * card died (flight.ts diedAsFlyer: by the cell it left), so a landed Кондор dies as a ground creature.
 */
import { AttackKind, Op, Zone } from '../../core/enums.js';
import { CELLS, ORTH4 } from '../../core/board.js';
import { G, type GameState, NONE, St, TM, listRemove } from '../../core/state.js';
import { TARGET } from '../../core/action.js';
import { itemField, newActionId } from '../../core/stack.js';
import { label, putOnCell } from '../../core/instance.js';
import { enqueueEffect } from '../../core/effects.js';
import { rangedTier } from '../../core/combat/strike-table.js';
import { dieFor } from '../../core/systems/strike-keywords.js';
import { TimedKind, Tm, UNTIL_BATTLE, addTimed } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

/** Did card i lose flight and land on a cell in this battle (a TimedKind.Landed entry; invariants.ts)? */
export function landed(s: GameState, i: number): boolean {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) if (s.timed[e * TM + Tm.Inst] === i && s.timed[e * TM + Tm.Kind] === TimedKind.Landed) return true;
  return false;
}

/** Is global ability a a dive (a relocation with an X-Y-Z wound, compile/compile.ts abRangedValue)? */
export function isDive(s: GameState, a: number): boolean {
  return s.db.abOp[a] === MechOp.Relocate && (s.db.abRangedValue[3 * a]! | s.db.abRangedValue[3 * a + 1]! | s.db.abRangedValue[3 * a + 2]!) !== 0;
}

/** The dive's cells: free orthogonal neighbours of the target of the item at stack index k (TARGET ids, ascending). */
export function diveCells(s: GameState, k: number, out: Int32Array | null): number {
  const t = itemField(s, k, St.Tgt);
  if (t < 0 || s.zone[t] !== Zone.Field) return 0;
  const occ = s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!; // a «костёр» counts as occupied (cell-markers.ts)
  const o = s.cell[t]! * 4;
  let mask = 0;
  for (let d = 0; d < 4; d++) {
    const c = ORTH4[o + d]!;
    if (c >= 0 && (occ & (1 << c)) === 0) mask |= 1 << c;
  }
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    if ((mask & (1 << c)) === 0) continue;
    if (out) out[n] = TARGET + c;
    n++;
  }
  return n;
}

/** The dive ability of src's card (global index), or -1. */
function diveOf(s: GameState, src: number): number {
  const card = s.card[src]!;
  for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) if (isDive(s, a)) return a;
  return -1;
}

/** relocate.ts applyRelocate, after dst was moved from cell `from` by src's relocation: the dive's landing and wound. */
export function diveAfterMove(s: GameState, src: number, dst: number, from: number): void {
  const a = src >= 0 ? diveOf(s, src) : -1;
  if (a < 0 || s.zone[src] !== Zone.Aux || s.board[from] !== NONE) return;
  listRemove(s, s.ctrl[src]!, Zone.Aux, src);
  putOnCell(s, src, from);
  const turn = s.g[G.Turn]!;
  addTimed(s, src, TimedKind.Landed, 1, turn, UNTIL_BATTLE);
  addTimed(s, src, TimedKind.Move, 1, turn, UNTIL_BATTLE); // "получить {move}1"
  s.moveLeft[src] = 0; // closed by its {tap}; the allowance refills when it opens (506.4)
  if (s.log) s.log.push(`  ${label(s, src)} теряет полет и переходит на освободившуюся клетку`);
  const roll = dieFor(s, src);
  const n = s.db.abRangedValue[3 * a + rangedTier(roll) - 1]!;
  if (s.log) s.log.push(`  кубик ${roll}: рана на ${n}`);
  if (n > 0 && (s.zone[dst] === Zone.Field || s.zone[dst] === Zone.Aux)) enqueueEffect(s, Op.Wound, src, dst, n, AttackKind.Influence, newActionId(s));
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): a flyer that lands dies as a ground creature
 * (flight.ts diedAsFlyer reads the cell it left), so a 'relocate' with `dive` sets Mech.GainsFlight. The
 * wound's X-Y-Z ride in the ranged-value table (db.abRangedValue), which several features share: the core's column.
 */
export const DIVE_COMPILE: MechanicCompile = {
  name: 'dive',
  ops: {},
  mechs: [Mech.GainsFlight],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'relocate' && !!a.effect.dive,
  compile(_def, _a, sink) {
    sink.cap(Mech.GainsFlight);
  },
};
