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
 *    no удар через ряд ({uchr}) can be declared through it, by either player (combat/targets.ts).
 *
 * Placing a marker from an activated ability (effect 'cellMarker', Op.CellMarker): the cell is named
 * at the declaration (512.5.2), like the cell of «дверь измерений» (abilities/relocate.ts: Decision.
 * Target, TargetMode.RelocateCell, any free cell now; kept in the item's St.X); the ability is not
 * offered without a free cell (instants.ts abilityUsable). At the execution the marker is placed if
 * the cell is still free (no card, no marker counting as occupied), otherwise nothing happens. No card
 * is affected (like the row of abilities/row-attack-cap.ts), so it does not pass through 511.
 */
import { CELLS, cellName } from '../board.js';
import { G, type GameState, NONE, St } from '../state.js';
import { itemField } from '../stack.js';
import { seatName } from '../instance.js';

/** Marker kinds (`cellMk` bit 2 * kind + seat). */
export const enum Mark {
  /** «костёр» (Крондак s1_175): the cell counts as occupied; until the end of the placer's opponent's turn. */
  Bonfire = 0,
}

/** Marker kinds of the effect 'cellMarker' (db.abAmount). */
export const MARK_CODE: Record<'bonfire', number> = { bonfire: Mark.Bonfire };
const MARK_NAMES = ['«костёр»'];

/** Kinds whose cell counts as occupied (bit per kind). */
const BLOCKING = 1 << Mark.Bonfire;
/** Kinds that last until the end of the placer's opponent's turn (bit per kind). */
const TO_ENEMY_TURN_END = 1 << Mark.Bonfire;

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

/**
 * features.ts stepAbility, Op.CellMarker (stack item k, ability a of src): the marker of kind
 * db.abAmount[a] goes on the cell named at the declaration (St.X), if that cell is still free.
 */
export function executeCellMarker(s: GameState, k: number, a: number, src: number): void {
  const cell = itemField(s, k, St.X);
  if (cell < 0 || cell >= CELLS || !cellFree(s, cell)) {
    if (s.log) s.log.push('  клетка занята: маркер не положен');
    return;
  }
  placeCellMarker(s, s.db.abAmount[a]!, s.ctrl[src]!, cell);
}

/**
 * turn.ts endTurn, when G.CellMarks is non-zero: the turn of seat `ended` is over. Markers lasting
 * "до конца хода противника" placed by his opponent expire (Крондак s1_175).
 */
export function cellMarkersTurnEnd(s: GameState, ended: number): void {
  const gone = bitsOf(TO_ENEMY_TURN_END, 1 - ended);
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
