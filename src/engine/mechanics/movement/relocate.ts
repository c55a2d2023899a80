/**
 * "Переместить существо на любую незанятую клетку поля боя" (Варлок s1_198, заклинание «дверь
 * измерений»; effect 'relocate', MechOp.Relocate): the target creature (on the battlefield: a flyer has
 * no cell) is put on a free cell of the battlefield chosen by the feature's controller.
 *
 *  - Declaration (512.5.2, like the cell of a summon, 535.4): right after the target, the cell is
 *    named (Decision.Target, MechTargetMode.RelocateCell; any cell free now) and kept in the item's St.X.
 *  - Execution: one effect through 511 (its ability type is the feature's: a spell stops at ЗОЗ, 511.3);
 *    applied, the card is moved if it is still on the battlefield and the cell still free, otherwise
 *    nothing happens. It is not movement of the card's own (506: no {move} spent, no "при
 *    перемещении", Flag.Moved unchanged — as Ледовый страж ruling s1_65 for moves by another card's feature).
 *    Under a movement limit (Криомант) it counts as moving and is not made once the limit is reached
 *    (core/systems/move-limit.ts featureMoveBlocked, ruling s1_57).
 *
 * Engine cost: none outside such features (the op is tested when an ability is declared or applied).
 */
import { Cap, Decision, Feat, TargetMode } from '../../core/enums.js';
import { CELLS, cellName } from '../../core/board.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { TARGET } from '../../core/action.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { label, relocate } from '../../core/instance.js';
import { featureMoveBlocked, noteFeatureMove } from '../../core/systems/move-limit.js';
import { Mech, MechOp, MechTargetMode, on } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** After the ability at stack index k was declared with its target: ask the cell (turn.ts declareAbility). */
export function beginRelocateCell(s: GameState, k: number): boolean {
  const prev = s.g[G.Selected]!;
  s.g[G.Selected] = k; // relocateCells reads the item (mechanics/movement/dive.ts)
  if (relocateCells(s, null) === 0) {
    s.g[G.Selected] = prev;
    setItemField(s, k, St.X, NONE); // no free cell: the effect will find none
    return false;
  }
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.RelocateCell;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
  return true;
}

/** The relocation's cell (MechTargetMode.RelocateCell), named at the declaration: kept in the item's X, and the declaration goes on. */
export function applyRelocateCell(s: GameState, a: number): boolean {
  setItemField(s, s.g[G.Selected]!, St.X, a - TARGET);
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  return true;
}

/** Free cells of the battlefield (TARGET action ids, ascending); `out` null: count only. */
export function relocateCells(s: GameState, out: Int32Array | null): number {
  const k = s.g[G.Selected]!;
  // «пикирование» (mechanics/movement/dive.ts): only the free cells next to the target.
  if (k >= 0 && k < s.g[G.StackLen]! && itemField(s, k, St.Feat) >= Feat.Ability) {
    const a = itemField(s, k, St.Feat) - Feat.Ability;
    if (s.hooks.relocationNextToTarget(s, a)) return s.hooks.cellsNextToTarget(s, k, out);
    // "на свободную клетку рядом с атаковавшим" (mechanics/movement/attacked-next-to.ts): next to the trigger's event card.
    if (s.db.abRelocateNear[a] !== 0) return s.hooks.cellsNextToEventCard(s, k, out);
  }
  const occ = s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!; // a «костёр» counts as occupied (cell-markers.ts)
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    if ((occ & (1 << c)) !== 0) continue;
    if (out) out[n] = TARGET + c;
    n++;
  }
  return n;
}

/** MechOp.Relocate applied (effects.ts applyEffect): dst to `cell`, if still on the field and the cell free. */
export function applyRelocate(s: GameState, src: number, dst: number, cell: number): void {
  if (cell < 0 || cell >= CELLS || s.cell[dst]! < 0 || s.board[s.cell[dst]!] !== dst || s.board[cell] !== NONE || (s.g[G.CellBlock]! & (1 << cell)) !== 0) return;
  // A movement limit (Криомант, core/systems/move-limit.ts) covers moves by other cards' features too (ruling s1_57).
  const limited = (s.g[G.Caps]! & Cap.MoveLimit) !== 0;
  if (limited && featureMoveBlocked(s, dst)) {
    if (s.log) s.log.push(`  ${label(s, dst)} не может переместиться (ограничение перемещений)`);
    return;
  }
  if (s.log) s.log.push(`  ${label(s, dst)} перемещается на ${cellName(cell)}`);
  const from = s.cell[dst]!;
  relocate(s, dst, cell);
  if (limited) noteFeatureMove(s, dst);
  if (on(s, Mech.GainsFlight)) s.hooks.relocatedByFeature(s, src, dst, from); // «пикирование» (mechanics/movement/dive.ts)
  if (s.trigKinds2[0] !== 0) s.hooks.relocatedSelf(s, src, dst, from); // "он может телепортироваться" is a teleport (mechanics/movement/own-teleports.ts)
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'relocate' is this mechanic's op
 * (mechanics/ids.ts MechOp.Relocate; «пикирование» and a cell next to the event card are DIVE_COMPILE's
 * and ATTACKED_NEXT_TO_COMPILE's fields); no field of its own to check.
 */
export const RELOCATE_COMPILE: MechanicCompile = {
  name: 'relocate',
  ops: { relocate: MechOp.Relocate },
  owns: () => false,
  compile() {},
};
