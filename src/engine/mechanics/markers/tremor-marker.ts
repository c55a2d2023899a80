/**
 * «дрожь» (tremor marker) and the incarnation onto it — Скелетный червь s1_161:
 *
 *   "Инкарнация 4. При попадании на кладбище – выбранная клетка получает маркер «дрожь» (один раз за бой).
 *    В начале хода противника, если скелетный червь на кладбище — может переместить «дрожь» на 1 клетку.
 *    Инкарнирует только на клетке с «дрожью», в открытом виде (если клетка занята, то уничтожить все карты
 *    на ней), при этом убрать эту «дрожь»; ранить все стоящие рядом карты на 1."
 *
 * Card data: keyword 'tremorIncarnation' beside "инкарнация 4" (CardDb.tremor); per game G.MovingMarkers (game-caps.ts)
 * gates every check here, so games without the card pay one zero test in the driver's incarnation step (which
 * runs only in games with Cap.Incarnation anyway) and one at each turn start.
 *
 * State: the core's per-game G.MovingMarkers (the gate, game-caps.ts); the mechanic's own words of s.mw (mechanics/ids.ts): MW.TremorUsed (4 words, a bit per instance),
 * MW.TremorMoves, MW.TremorFrom, MW.TremorMoved (the moves at a start of turn); decisions MechTargetMode.TremorPlace and
 * MechTargetMode.TremorMove (mechanics/ids.ts).
 *
 * The marker is a cell marker (mechanics/markers/cell-markers.ts Mark.Tremor): bit 2 * Mark.Tremor + seat of `cellMk`,
 * the seat being the squad of the worm that placed it (its owner: a card reaches its owner's graveyard). It
 * does not make a cell occupied and does not expire.
 *
 * 1. Placement ("при попадании на кладбище …, один раз за бой"): a card with the feature lying in a graveyard
 *    whose bit of MW.TremorUsed (per instance) is clear has just reached it — every way there counts: death,
 *    destruction, the top of the deck put there (ruling s1_161: Лилит и Эйдерик s1_160 gives the marker too).
 *    Its owner names any cell (Decision.Target, MechTargetMode.TremorPlace), occupied or not, but not one already
 *    holding a «дрожь» of his squad (one bit per kind and seat: two of them on one cell would be one — engine
 *    reading); the marker is placed and the bit set, so a later arrival in the graveyard (after a resurrection)
 *    places none ("один раз за бой").
 * 2. Moving ("в начале хода противника, если на кладбище — может переместить «дрожь» на 1 клетку"): at the start
 *    of a turn (turn.ts startTurn → `tremorTurnStart`) the opponent of the active player gets one optional move
 *    per card with the feature in his graveyard (MW.TremorMoves). A move takes one «дрожь» of his squad (named
 *    first when there are several, MechTargetMode.TremorMove) to any of the 8 cells around it — ruling s1_161: only a
 *    neighbouring cell, diagonals too — that holds no «дрожь» of his squad; PASS declines it. Engine reading (the
 *    text names no marker): a worm moves a «дрожь» of its squad, each marker at most once per start of turn
 *    (MW.TremorMoved), so with one marker per worm each worm moves its own.
 * 3. Incarnation ("инкарнирует только на клетке с «дрожью» …"): 535.7.1 tokens as for any card; with X tokens
 *    (squad.ts readyToIncarnate) the cells offered (TargetMode.Incarnate) are those holding a «дрожь» of the
 *    worm's squad — ruling s1_161: one placed by another Скелетный червь of your squad, never an enemy's — in
 *    place of the free third-row cells (535.7 default); with none, 535.7.2 keeps it waiting in the graveyard with
 *    its tokens until a marker appears. Occupied cells are offered: ruling s1_161 (Дети топи): the occupation of
 *    the cell is not checked — the cards on it are destroyed at the last moment and it incarnates. A cell counting
 *    as occupied by a marker («костёр», cell-markers.ts) is not offered: no card can be put on it (engine reading,
 *    the text speaks of cards on the cell). `incarnateOnTremor` then does, as one complex effect (ruling s1_161,
 *    Степной волколак): the cards on the cell are destroyed (special-strike.ts destroy: their deaths are events,
 *    "при гибели" fires; played directly, not through protections — the destruction is part of the incarnation,
 *    engine reading) and the worm enters the cell open ("в открытом виде", with its movement), 535.7.3 marks it
 *    incarnated, that «дрожь» is removed, and every card next to the cell (8 cells, either squad) is wounded by 1
 *    — one game action (534.4) through 511, type influence (воздействие), with the static wound modifiers. The
 *    stack is deactivated meanwhile, so the destroyed card's "при гибели" and the incarnation's triggers
 *    (Trig.OwnIncarnates) are collected together (511.7) and declared in the usual order, whoever's turn it is:
 *    the wolf's death strike may name the worm, which already stands on its cell (special-strike.ts lastCell).
 *
 * Engine reading (timing): the placement and the moves are played as rules actions at the driver's incarnation
 * step (driver.ts step 4, before collected triggers are declared), not as triggers on the stack. The feature
 * affects no card (a cell only); no set-1 card cancels a trigger, and the one "когда противник заявляет" trigger
 * (Гномий король s1_67) answers ranged attacks only. What is lost is the priority round in which instants could
 * be used before the marker is placed or moved; the engine opens none here.
 */
import { CELLS, NEIGH8_MASK, cellName, lowestCell } from '../../core/board.js';
import { AttackKind, Cap, Decision, Flag, Op, TargetMode, Trig, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, listAt, listLen, listRemove } from '../../core/state.js';
import { MW } from '../ids.js';
import { newActionId, setDecision } from '../../core/stack.js';
import { PASS, TARGET } from '../../core/action.js';
import { enqueueEffect, recordEvent } from '../../core/effects.js';
import { label, seatName } from '../../core/instance.js';
import { MARK_TREMOR } from '../../core/codes.js';
import { destroy } from '../../core/systems/special-strike.js';
import { enterBattle } from '../../core/squad.js';
import { abilityDamageBit, modWound } from '../../core/systems/modifiers.js';
import { MechTargetMode } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** The `cellMk` bit of seat p's «дрожь». */
function bitOf(p: number): number {
  return 1 << (2 * MARK_TREMOR + p);
}

/** The cells holding a «дрожь» of seat p's squad, as a mask. */
export function tremorMask(s: GameState, p: number): number {
  let m = s.g[G.CellMarks]!;
  const bit = bitOf(p);
  let r = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if ((s.cellMk[c]! & bit) !== 0) r |= 1 << c;
  }
  return r;
}

/** Has instance i placed its «дрожь» this battle? */
export function tremorUsed(s: GameState, i: number): boolean {
  return (s.mw[MW.TremorUsed + (i >> 5)]! & (1 << (i & 31))) !== 0;
}

/** Invariants (hooks.ts markerMoveLeft): is a move left over — moves still to offer, or a marker picked to move? */
export function tremorMoveLeft(s: GameState): boolean {
  return s.mw[MW.TremorMoves] !== 0 || s.mw[MW.TremorFrom] !== 0;
}

/** Mark instance i's «дрожь» as placed ("один раз за бой"). Also for positions set up with the marker placed already. */
export function markTremorUsed(s: GameState, i: number): void {
  s.mw[MW.TremorUsed + (i >> 5)] = s.mw[MW.TremorUsed + (i >> 5)]! | (1 << (i & 31));
}

/** Cards with the feature in seat p's graveyard. */
function wormsInGrave(s: GameState, p: number): number {
  const n = listLen(s, p, Zone.Grave);
  let w = 0;
  for (let k = 0; k < n; k++) if (s.db.tremor[s.card[listAt(s, p, Zone.Grave, k)]!] !== 0) w++;
  return w;
}

/** A card with the feature in a graveyard (the Active player's first) that has not placed its «дрожь», or NONE. */
function owedPlacement(s: GameState): number {
  for (let q = 0; q < 2; q++) {
    const p = (s.g[G.Active]! + q) & 1;
    const n = listLen(s, p, Zone.Grave);
    for (let k = 0; k < n; k++) {
      const i = listAt(s, p, Zone.Grave, k);
      if (s.db.tremor[s.card[i]!] !== 0 && !tremorUsed(s, i)) return i;
    }
  }
  return NONE;
}

/** The «дрожь» markers of seat p that may move now: not moved at this start of turn, with a cell around them free of his «дрожь». */
function movableMask(s: GameState, p: number): number {
  const own = tremorMask(s, p);
  let m = own & ~s.mw[MW.TremorMoved]!;
  let r = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if ((NEIGH8_MASK[c]! & ~own) !== 0) r |= 1 << c;
  }
  return r;
}

/**
 * turn.ts startTurn (games with G.MovingMarkers): seat p's turn starts — his opponent may move a «дрожь» once for each
 * card with the feature in his graveyard (if he has any «дрожь»).
 */
export function tremorTurnStart(s: GameState, p: number): void {
  const q = 1 - p;
  s.mw[MW.TremorMoved] = 0;
  s.mw[MW.TremorFrom] = 0;
  s.mw[MW.TremorMoves] = tremorMask(s, q) !== 0 ? wormsInGrave(s, q) : 0;
}

/**
 * driver.ts step 4 (games with G.MovingMarkers): ask an owed placement, else a move still to offer. Returns true when
 * a decision is now pending.
 */
export function tremorPending(s: GameState): boolean {
  const i = owedPlacement(s);
  if (i !== NONE) {
    s.g[G.Selected] = i;
    s.g[G.TargetMode] = MechTargetMode.TremorPlace;
    setDecision(s, Decision.Target, s.owner[i]!);
    return true;
  }
  let moves = s.mw[MW.TremorMoves]!;
  if (moves === 0) return false;
  const q = 1 - s.g[G.Active]!;
  // "если скелетный червь на кладбище": no more moves than worms lying there now.
  const w = wormsInGrave(s, q);
  if (moves > w) moves = s.mw[MW.TremorMoves] = w;
  const m = movableMask(s, q);
  if (moves === 0 || m === 0) {
    s.mw[MW.TremorMoves] = 0;
    return false;
  }
  s.mw[MW.TremorFrom] = (m & (m - 1)) === 0 ? 1 + lowestCell(m) : 0; // one marker: it is the one
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = MechTargetMode.TremorMove;
  setDecision(s, Decision.Target, q);
  return true;
}

/** turn.ts legalTarget, MechTargetMode.TremorPlace / TremorMove: the cells (and PASS for a move). */
export function legalTremorCells(s: GameState, out: Int32Array): number {
  const place = s.g[G.TargetMode] === MechTargetMode.TremorPlace;
  let m: number;
  if (place) m = ((1 << CELLS) - 1) & ~tremorMask(s, s.owner[s.g[G.Selected]!]!);
  else {
    const q = s.g[G.Decider]!;
    const from = s.mw[MW.TremorFrom]! - 1;
    m = from < 0 ? movableMask(s, q) : NEIGH8_MASK[from]! & ~tremorMask(s, q);
  }
  let n = 0;
  while (m !== 0) {
    out[n++] = TARGET + lowestCell(m);
    m &= m - 1;
  }
  if (!place) out[n++] = PASS; // "может": declined (PASS is above every TARGET: the list stays ascending)
  return n;
}

/**
 * turn.ts applyTarget, MechTargetMode.TremorPlace / TremorMove. Returns true when the decision is over (the engine
 * loop goes on), false when the moved marker's new cell is asked next.
 */
export function applyTremorCell(s: GameState, action: number): boolean {
  const cell = action - TARGET;
  if (s.g[G.TargetMode] === MechTargetMode.TremorPlace) {
    const i = s.g[G.Selected]!;
    markTremorUsed(s, i);
    if (s.log) s.log.push(`${seatName(s.owner[i]!)} ${label(s, i)} на кладбище:`);
    s.hooks.placeCellMarker(s, MARK_TREMOR, s.owner[i]!, cell);
    return finish(s);
  }
  const q = s.g[G.Decider]!;
  const from = s.mw[MW.TremorFrom]! - 1;
  if (action !== PASS && from < 0) {
    s.mw[MW.TremorFrom] = 1 + cell; // the marker picked; its new cell next
    setDecision(s, Decision.Target, q);
    return false;
  }
  s.mw[MW.TremorMoves] = s.mw[MW.TremorMoves]! - 1;
  s.mw[MW.TremorFrom] = 0;
  if (action !== PASS) {
    if (s.log) s.log.push(`${seatName(q)}: «дрожь» перемещается с ${cellName(from)}`);
    s.hooks.removeCellMarker(s, MARK_TREMOR, q, from);
    s.hooks.placeCellMarker(s, MARK_TREMOR, q, cell);
    s.mw[MW.TremorMoved] = s.mw[MW.TremorMoved]! | (1 << cell);
  }
  return finish(s);
}

function finish(s: GameState): boolean {
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  return true;
}

/**
 * squad.ts readyToIncarnate / turn.ts legalTarget (TargetMode.Incarnate) for a card with the feature of seat p:
 * the cells holding a «дрожь» of p's squad, occupied by a card or not, but not counting as occupied by a marker
 * («костёр»); as TARGET actions, or only the count.
 */
export function tremorIncarnationCells(s: GameState, p: number, out: Int32Array | null): number {
  let m = tremorMask(s, p) & ~s.g[G.CellBlock]!;
  let n = 0;
  while (m !== 0) {
    if (out) out[n] = TARGET + lowestCell(m);
    n++;
    m &= m - 1;
  }
  return n;
}

/**
 * squad.ts incarnate for a card with the feature: instance i (in its owner's graveyard) incarnates on `cell`
 * (a «дрожь» of its squad) as one complex effect — the cards on the cell destroyed, the card put there open,
 * the marker removed, the cards around wounded by 1 (see the header).
 */
export function incarnateOnTremor(s: GameState, i: number, cell: number): void {
  const p = s.owner[i]!;
  listRemove(s, p, Zone.Grave, i);
  s.incTokens[i] = 0;
  s.flags[i] = s.flags[i]! | Flag.Incarnated; // 535.7.3: once per battle
  if (s.log) s.log.push(`  инкарнация: ${s.db.defs[s.card[i]!]!.name} на «дрожь» ${cellName(cell)}`);
  const there = s.board[cell]!;
  if (there !== NONE) destroy(s, there, i); // "если клетка занята, то уничтожить все карты на ней"
  enterBattle(s, i, p, cell, false); // "в открытом виде"
  s.hooks.removeCellMarker(s, MARK_TREMOR, p, cell); // "при этом убрать эту «дрожь»"
  recordEvent(s, Trig.OwnIncarnates, i, NONE, 0); // "при инкарнации" (511.7), collected with the deaths above
  // "ранить все стоящие рядом карты на 1": one game action, either squad.
  const action = newActionId(s);
  const type = AttackKind.Influence;
  let m = (s.g[G.Occ]! | s.g[G.Occ + 1]!) & NEIGH8_MASK[cell]!;
  while (m !== 0) {
    const j = s.board[lowestCell(m)]!;
    m &= m - 1;
    const v = (s.g[G.Caps]! & Cap.Modifier) !== 0 ? modWound(s, i, j, 1, abilityDamageBit(type), 0) : 1;
    enqueueEffect(s, Op.Wound, i, j, v, type, action);
  }
  // 511: all of it happens with the stack deactivated; deaths and victory are checked before any trigger is declared.
  s.g[G.Deactivated] = 1;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): the keyword 'tremorIncarnation' (db.tremor; G.MovingMarkers per game, game-caps.ts), where a card's "инкарнация X" goes: the card must have one. */
export const TREMOR_MARKER_COMPILE: MechanicCompile<'tremor'> = {
  name: 'tremorMarker',
  ops: {},
  columns: ['tremor'],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'tremorIncarnation',
  compile(def, _a, sink) {
    if (def.incarnation === undefined) sink.reject('keyword', `'tremorIncarnation' needs "инкарнация X"`);
    sink.columns.tremor[sink.card] = 1;
  },
};
