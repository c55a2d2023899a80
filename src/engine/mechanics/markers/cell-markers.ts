/**
 * Cell markers (маркеры на клетках): markers lying on a cell of the battlefield rather than on a card.
 *
 * State (state.ts): `cellMk[cell]`, one 16-bit word per cell, bit 2 * kind + seat for a marker of
 * that kind (Mark.*) placed by that seat — "Эффект клетки контролирует создавший его игрок" (ruling
 * s1_175). Two derived per-game words keep the hot paths cheap:
 *  - G.CellBlock: the cells that count as occupied with no card on them (маркер «костра»). Every
 *    free-cell test ORs it into the card occupancy (turn.ts legalMain, movement.ts, instance.ts
 *    occupied — jumps, pushes —, squad.ts summon / incarnation cells, relocate.ts, turn-record.ts
 *    paths); it is 0 in games without such markers, so they pay one OR of a zero word.
 *  - G.CellMarks: the cells holding any marker; 0 = none anywhere. turn.ts endTurn calls
 *    `cellMarkersTurnEnd` only when it is non-zero.
 * Both live in the one buffer, so `copyInto` copies and `hashInto` hashes them with everything else.
 *
 * Kinds:
 *  - Mark.Bonfire, «костёр» (Крондак s1_175, воздействие «разжигание костра»): placed on a free cell
 *    by the feature's controller, lasts "до конца хода противника" — it is removed when a turn of
 *    the opponent of the player who placed it ends (`cellMarkersTurnEnd`). "Клетка с маркером
 *    «костра» считается занятой": no card can move, jump, teleport, be pushed, relocated, summoned or
 *    incarnate onto it; ruling s1_175: it is neither free nor occupied by the player's own cards, so
 *    no удар через ряд ({uchr}) can be declared through it, by either player (core/combat/targets.ts).
 *
 *  - Mark.Tremor, «дрожь» (Скелетный червь s1_161): placed, moved and used by mechanics/markers/tremor-marker.ts;
 *    it does not make a cell occupied and does not expire (it is removed when a worm incarnates on it).
 *
 *  - Mark.Gates, «врата» (Демон жадности s1_170): "В начале хода противника положите маркеры «врата»
 *    на три свободные клетки (сохраняются до конца хода противника)" — a 'startOfEnemyTurn' trigger
 *    whose controller names three different free cells one at a time as it executes; with fewer
 *    than three free cells it places none (ruling s1_170). They do not make a cell occupied.
 *
 * Placing markers (effect 'cellMarker', MechOp.CellMarker), no card affected (like the row of
 * mechanics/strike/row-attack-cap.ts), so nothing passes through 511:
 *  - an activated ability (Крондак): the cell is named at the declaration (512.5.2), like the cell of
 *    «дверь измерений» (mechanics/movement/relocate.ts: Decision.Target, MechTargetMode.RelocateCell, any free cell
 *    now; kept in the item's St.X); the ability is not offered without a free cell (instants.ts
 *    abilityUsable). At the execution the marker is placed if the cell is still free (no card, no
 *    marker counting as occupied), otherwise nothing happens;
 *  - a trigger (Демон жадности): its controller names the cells as it executes, one cell per
 *    Decision.Target (MechTargetMode.MarkerCell; the cells still to name in the item's St.X).
 *
 * A forced move to a marked cell (effect 'markerTeleport', MechOp.MarkerTeleport; Демон жадности: "В
 * конце хода противника обязан телепортироваться на любую свободную клетку с «вратами», при этом
 * ранить всех стоящих рядом существ противника на 2; если не может переместиться — получает 3
 * раны"): as the 'endOfEnemyTurn' trigger executes (before the gates expire, mechanics/triggers/end-of-turn.ts),
 * its controller names one free cell with gates (MechTargetMode.MarkerCell); the card teleports there —
 * a move (506.6; rulings s1_65, s1_84: "при перемещении" fires, Flag.Moved), spending no {move} — and
 * each enemy creature next to it then gets the wounds, one game action (534.4), through 511 with the
 * feature's type and the static wound modifiers. It "cannot move" when no free cell has gates, or a
 * «взгляд Василиска» / movement limit (core/systems/move-limit.ts moveLimited) or a «сеть»
 * (mechanics/markers/net.ts) holds it: then it gets `elseWounds` wounds itself (same type, no modifiers).
 */
import { CELLS, COLS, NEIGH8_MASK, ROWS, bitCount, cellName, colOf, lowestCell, rowOf } from '../../core/board.js';
import { AttackKind, Cap, Decision, Feat, Flag, Op, StFlag, TargetMode, Trig, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { label, relocate, seatName } from '../../core/instance.js';
import { PASS, TARGET } from '../../core/action.js';
import { enqueueEffect, recordEvent } from '../../core/effects.js';
import { abilityDamageBit, modWound } from '../../core/systems/modifiers.js';
import { moveLimited } from '../../core/systems/move-limit.js';
import { MARK_CODE, MARK_COUNT_SHIFT, MARK_TREMOR } from '../../core/codes.js';
import { cardHas, Mech, MechOp, MechTargetMode, on } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';
export { MARK_CODE, MARK_COUNT_SHIFT };

/** Marker kinds (`cellMk` bit 2 * kind + seat). */
export const enum Mark {
  /** «костёр» (Крондак s1_175): the cell counts as occupied; until the end of the placer's opponent's turn. */
  Bonfire = 0,
  /** «врата» (Демон жадности s1_170): until the end of the placer's opponent's turn. */
  Gates = 1,
  /** «свет фонаря» (Бул'Багур s1_119): until the end of the placer's next turn; 1 wound more (lanternBonus). */
  Lantern = 2,
  /** «дрожь» (Скелетный червь s1_161, mechanics/markers/tremor-marker.ts): lasts until a Скелетный червь of the placer's squad incarnates on it. */
  Tremor = 3,
}

// core/codes.ts spells these kinds as numbers for the compiler: they must agree with Mark.
if (MARK_CODE.bonfire !== Mark.Bonfire || MARK_CODE.gates !== Mark.Gates || MARK_CODE.lantern !== Mark.Lantern || MARK_TREMOR !== Mark.Tremor) throw new Error('core/codes.ts MARK_CODE disagrees with Mark');
const MARK_NAMES = ['«костёр»', '«врата»', '«свет фонаря»', '«дрожь»'];

/** Kinds whose cell counts as occupied (bit per kind). */
const BLOCKING = 1 << Mark.Bonfire;
/** Kinds that last until the end of the placer's opponent's turn (bit per kind). */
const TO_ENEMY_TURN_END = (1 << Mark.Bonfire) | (1 << Mark.Gates);
/** Kinds that last until the end of the placer's own (next) turn: placed in the opponent's turn (bit per kind). */
const TO_OWN_TURN_END = 1 << Mark.Lantern;

/** The `cellMk` bits of kind `kind`, both seats. */
function kindBits(kind: number): number {
  return 3 << (2 * kind);
}
/** The `cellMk` bits of all kinds in the kind mask `kinds` (bit per kind) placed by seat `seat` (-1: both). */
function bitsOf(kinds: number, seat: number): number {
  let b = 0;
  for (let k = 0; k < 8; k++) if ((kinds & (1 << k)) !== 0) b |= seat < 0 ? kindBits(k) : 1 << (2 * k + seat);
  return b;
}
const BLOCK_BITS = bitsOf(BLOCKING, -1);

/** Recompute G.CellBlock and G.CellMarks from `cellMk`. */
function refreshMasks(s: GameState): void {
  let block = 0;
  let any = 0;
  for (let c = 0; c < CELLS; c++) {
    const m = s.cellMk[c]!;
    if (m === 0) continue;
    any |= 1 << c;
    if ((m & BLOCK_BITS) !== 0) block |= 1 << c;
  }
  s.g[G.CellBlock] = block;
  s.g[G.CellMarks] = any;
}

/** Is a marker of kind `kind` on `cell` (placed by `seat`; -1: by either)? */
export function hasCellMarker(s: GameState, cell: number, kind: number, seat: number): boolean {
  return (s.cellMk[cell]! & (seat < 0 ? kindBits(kind) : 1 << (2 * kind + seat))) !== 0;
}

/** Is `cell` free: no card on it and no marker making it count as occupied? */
export function cellFree(s: GameState, cell: number): boolean {
  return s.board[cell] === NONE && (s.g[G.CellBlock]! & (1 << cell)) === 0;
}

/** Put a marker of kind `kind` placed by `seat` on `cell`. */
export function placeCellMarker(s: GameState, kind: number, seat: number, cell: number): void {
  s.cellMk[cell] = s.cellMk[cell]! | (1 << (2 * kind + seat));
  refreshMasks(s);
  if (s.log) s.log.push(`  ${seatName(seat)}: маркер ${MARK_NAMES[kind]} на ${cellName(cell)}`);
}

/** Remove the marker of kind `kind` placed by `seat` (-1: by either) from `cell`. */
export function removeCellMarker(s: GameState, kind: number, seat: number, cell: number): void {
  s.cellMk[cell] = s.cellMk[cell]! & ~(seat < 0 ? kindBits(kind) : 1 << (2 * kind + seat));
  refreshMasks(s);
}

/** Free cells (no card, not counting as occupied) as a mask. */
function freeMask(s: GameState): number {
  return ~(s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!) & ((1 << CELLS) - 1);
}
/** The cells holding a marker of kind `kind` (either seat), as a mask. */
function markedMask(s: GameState, kind: number): number {
  let m = s.g[G.CellMarks]!;
  let r = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if ((s.cellMk[c]! & kindBits(kind)) !== 0) r |= 1 << c;
  }
  return r;
}

/**
 * features.ts stepAbility, MechOp.CellMarker / MechOp.MarkerTeleport (stack item k, ability a of src). An
 * activated marker goes on the cell named at the declaration (St.X) if it is still free; a triggered
 * one asks its cells now; a marker teleport asks its cell or wounds its source.
 */
export function executeCellMarker(s: GameState, k: number, a: number, src: number): void {
  const amount = s.db.abAmount[a]!;
  const p = itemField(s, k, St.Ctrl);
  if (s.db.abOp[a] === MechOp.MarkerTeleport) {
    if (s.cell[src]! < 0 || s.board[s.cell[src]!] !== src) return; // no longer on the battlefield
    if (teleportCells(s, src, amount >> 10) === 0) {
      if (s.log) s.log.push(`  ${label(s, src)} не может переместиться`);
      const w = (amount >> 5) & 31;
      if (w > 0) enqueueEffect(s, Op.Wound, src, src, w, s.db.abType[a]!, itemField(s, k, St.Action));
      return;
    }
    askCell(s, k, p);
    return;
  }
  const kind = amount & 15;
  if ((itemField(s, k, St.Flags) & StFlag.Trigger) !== 0) {
    const n = amount >> MARK_COUNT_SHIFT;
    if (kind === Mark.Lantern) {
      // «свет фонаря»: up to n cells in one straight line from the source (lanternCells), named one at a time.
      if (s.zone[src] !== Zone.Field) return;
      setItemField(s, k, St.X, n);
      setItemField(s, k, St.RollA, NONE); // the last cell named
      setItemField(s, k, St.TierA, NONE); // the first cell named (the line's direction from the source)
      setItemField(s, k, St.TierD, s.cell[src]!);
      askCell(s, k, p);
      return;
    }
    // A trigger names its cells now, all different; ruling s1_170: not one unless all of them can be.
    if (bitCount(freeMask(s)) < n) {
      if (s.log) s.log.push(`  свободных клеток меньше ${n}: маркеры ${MARK_NAMES[kind]} не положены`);
      return;
    }
    setItemField(s, k, St.X, n);
    askCell(s, k, p);
    return;
  }
  const cell = itemField(s, k, St.X);
  if (cell < 0 || cell >= CELLS || !cellFree(s, cell)) {
    if (s.log) s.log.push('  клетка занята: маркер не положен');
    return;
  }
  placeCellMarker(s, kind, p, cell);
}

function askCell(s: GameState, k: number, p: number): void {
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.MarkerCell;
  setDecision(s, Decision.Target, p);
}

/** A marker teleport's cells for src: free cells holding a `kind` marker, none if src is held in place. */
function teleportMask(s: GameState, src: number, kind: number): number {
  if ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && moveLimited(s, src)) return 0; // «взгляд Василиска», Криомант
  if (on(s, Mech.Net) && s.hooks.barredFromActing(s, src)) return 0; // «сеть»
  return markedMask(s, kind) & freeMask(s);
}
function teleportCells(s: GameState, src: number, kind: number): number {
  return bitCount(teleportMask(s, src, kind));
}

/** The cells of the pending MechTargetMode.MarkerCell decision (stack item G.Selected), as TARGET actions. */
export function legalMarkerCells(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const amount = s.db.abAmount[a]!;
  let m: number;
  if (s.db.abOp[a] === MechOp.MarkerTeleport) m = teleportMask(s, itemField(s, k, St.Src), amount >> 10);
  else if ((amount & 15) === Mark.Lantern) return lanternCells(s, k, out);
  else m = freeMask(s) & ~markedByMask(s, amount & 15, itemField(s, k, St.Ctrl));
  let n = 0;
  while (m !== 0) {
    out[n++] = TARGET + lowestCell(m);
    m &= m - 1;
  }
  return n;
}
/** The cells holding a `kind` marker placed by `seat`. */
function markedByMask(s: GameState, kind: number, seat: number): number {
  let m = s.g[G.CellMarks]!;
  let r = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if ((s.cellMk[c]! & (1 << (2 * kind + seat))) !== 0) r |= 1 << c;
  }
  return r;
}

/**
 * turn.ts applyTarget, MechTargetMode.MarkerCell: the named cell. Returns true when the feature is done
 * naming (the engine loop goes on), false when the next cell is asked.
 */
export function applyMarkerCell(s: GameState, action: number): boolean {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const src = itemField(s, k, St.Src);
  const p = itemField(s, k, St.Ctrl);
  const cell = action - TARGET;
  const amount = s.db.abAmount[a]!;
  if (s.db.abOp[a] === MechOp.MarkerTeleport) {
    const from = s.cell[src]!;
    relocate(s, src, cell);
    // A teleport is a move (506.6; rulings s1_65, s1_84), made by its own feature: no {move} spent.
    s.flags[src] = s.flags[src]! | Flag.Moved;
    recordEvent(s, Trig.SelfMoves, src, NONE, from);
    if ((s.g[G.TrigKinds]! & (1 << Trig.CreatureMovesNextTo)) !== 0) recordEvent(s, Trig.CreatureMovesNextTo, src, NONE, from); // mechanics/movement/moves-next-to.ts
    if (s.trigKinds2[0] !== 0) s.hooks.teleported(s, src, from); // "при телепортации" (mechanics/movement/own-teleports.ts)
    if (s.log) s.log.push(`${seatName(p)} ${label(s, src)}: телепортация с ${cellName(from)} на ${cellName(cell)}`);
    // "при этом ранить всех стоящих рядом существ противника": one game action.
    const w = amount & 31;
    const type = s.db.abType[a]!;
    const action = itemField(s, k, St.Action);
    let m = s.g[G.Occ + 1 - p]! & NEIGH8_MASK[cell]!;
    while (m !== 0) {
      const j = s.board[lowestCell(m)]!;
      m &= m - 1;
      const v = (s.g[G.Caps]! & Cap.Modifier) !== 0 ? modWound(s, src, j, w, abilityDamageBit(type), 0) : w;
      enqueueEffect(s, Op.Wound, src, j, v, type, action);
    }
    return finish(s);
  }
  if (action === PASS) return finish(s); // «свет фонаря»: "до N клеток" — no more
  placeCellMarker(s, amount & 15, p, cell);
  if ((amount & 15) === Mark.Lantern) {
    setItemField(s, k, St.RollA, cell);
    if (itemField(s, k, St.TierA) === NONE) setItemField(s, k, St.TierA, cell);
  }
  const left = itemField(s, k, St.X) - 1;
  setItemField(s, k, St.X, left);
  if (left > 0 && legalMarkerCells(s, scratch) > 0) {
    setDecision(s, Decision.Target, p);
    return false;
  }
  return finish(s);
}
const scratch = new Int32Array(CELLS);

function finish(s: GameState): boolean {
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  return true;
}

/**
 * turn.ts endTurn, when G.CellMarks is non-zero: the turn of seat `ended` is over. Markers lasting
 * "до конца хода противника" placed by his opponent expire (Крондак s1_175); «свет фонаря» placed by
 * him expires ("до конца вашего следующего хода", Бул'Багур s1_119: placed in the opponent's turn).
 */
export function cellMarkersTurnEnd(s: GameState, ended: number): void {
  // «свет фонаря» (placed in the opponent's turn) ends with the placer's own next turn.
  const gone = bitsOf(TO_ENEMY_TURN_END, 1 - ended) | bitsOf(TO_OWN_TURN_END, ended);
  let m = s.g[G.CellMarks]!;
  let changed = false;
  while (m !== 0) {
    const c = 31 - Math.clz32(m & -m);
    m &= m - 1;
    const w = s.cellMk[c]!;
    if ((w & gone) === 0) continue;
    s.cellMk[c] = w & ~gone;
    changed = true;
    if (s.log) s.log.push(`  маркер ${MARK_NAMES[31 - Math.clz32(w & gone) >> 1]} снят с ${cellName(c)}`);
  }
  if (changed) refreshMasks(s);
}

/**
 * «свет фонаря» cells of the pending naming (item k): first any of the 8 cells next to the source
 * (occupied or not: the markers lie on cells); then only the next cell along the same line (rows,
 * columns or diagonals) on the board, and PASS ("до 3": he may stop). None left: 0.
 */
function lanternCells(s: GameState, k: number, out: Int32Array): number {
  const last = itemField(s, k, St.RollA);
  const from = itemField(s, k, St.TierD);
  if (last === NONE) {
    let m = NEIGH8_MASK[from]!;
    let n = 0;
    while (m !== 0) {
      out[n++] = TARGET + lowestCell(m);
      m &= m - 1;
    }
    return n;
  }
  const first = itemField(s, k, St.TierA);
  const dr = rowOf(first) - rowOf(from);
  const dc = colOf(first) - colOf(from);
  const r = rowOf(last) + dr;
  const c = colOf(last) + dc;
  if (r < 0 || r >= ROWS || c < 0 || c >= COLS) return 0;
  out[0] = TARGET + r * COLS + c;
  out[1] = PASS;
  return 2;
}

/** Ranged attacks (digest §5.1: not the magic strike) and poison, as a mask over AttackKind. */
const LIT_ANY = (1 << AttackKind.Shot) | (1 << AttackKind.Throw) | (1 << AttackKind.Discharge) | (1 << AttackKind.ThroughRow) | (1 << AttackKind.Poison);
/** The strikes of a lantern card ({strike}: its simple strike and counter-strike). */
const LIT_STRIKE = (1 << AttackKind.Strike) | (1 << AttackKind.CounterStrike);

/**
 * effects.ts prevent (games with Mech.Lantern): "карты получают на 1 рану больше от дальних атак,
 * отравления и удара Бул'Багура, пока находятся на этих клетках" — +1 for each seat's «свет фонаря»
 * on the cell of dst, for a ranged attack or poison from anyone, for a strike only from that seat's
 * card with the lantern feature (Mech.Lantern on its card). Added before the preventions.
 */
export function lanternBonus(s: GameState, src: number, dst: number, type: number): number {
  if (s.zone[dst] !== Zone.Field) return 0;
  const w = s.cellMk[s.cell[dst]!]! >> (2 * Mark.Lantern);
  if ((w & 3) === 0) return 0;
  const bit = 1 << type;
  let n = 0;
  for (let p = 0; p < 2; p++) {
    if ((w & (1 << p)) === 0) continue;
    if ((bit & LIT_ANY) !== 0) n++;
    else if ((bit & LIT_STRIKE) !== 0 && src >= 0 && s.ctrl[src] === p && cardHas(s.db, s.card[src]!, Mech.Lantern)) n++;
  }
  if (n > 0 && s.log) s.log.push(`  «свет фонаря»: ${label(s, dst)} получает на ${n} рану больше`);
  return n;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): «свет фонаря» (a 'cellMarker' of 'lantern'): wounds at cards on such cells ask lanternBonus (effects.ts prevent), behind Mech.Lantern. The marker's code (db.abAmount) is the core's effect amount. */
export const CELL_MARKERS_COMPILE: MechanicCompile = {
  name: 'cellMarkers',
  ops: { cellMarker: MechOp.CellMarker, markerTeleport: MechOp.MarkerTeleport },
  mechs: [Mech.Lantern],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'cellMarker' && a.effect.marker === 'lantern',
  compile(_def, _a, sink) {
    sink.cap(Mech.Lantern);
  },
};
