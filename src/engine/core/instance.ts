/**
 * Small queries and zone moves on card instances, shared by every mechanic.
 */
import { Cap, Flag, Gate, Kw, Zone } from './enums.js';
import { NO_CELL, cellName } from './board.js';
import { G, type GameState, NONE, listAt, listLen, listPush, listRemove } from './state.js';
import { dropTimedOf } from './systems/durations.js';
import { clearFormation, refreshFormationOf } from './systems/formation.js';

/** Lives left: printed life + extra lives + timed change of lives (durations.ts) − wounds. */
export function livesLeft(s: GameState, i: number): number {
  return s.db.life[s.card[i]!]! + s.extraLives[i]! + s.tLife[i]! - s.wounds[i]!;
}

/** In the battle zone (battlefield or auxiliary zone). */
export function inBattle(s: GameState, i: number): boolean {
  const z = s.zone[i];
  return z === Zone.Field || z === Zone.Aux;
}

/**
 * Is card i a flyer now? In the battle zone: it is in the auxiliary zone (a ground creature may gain
 * flight during the battle, mechanics/movement/flight.ts); elsewhere its printed type.
 */
export function isFlyer(s: GameState, i: number): boolean {
  const z = s.zone[i];
  if (z === Zone.Aux) return true;
  return z !== Zone.Field && (s.db.kw[s.card[i]!]! & Kw.Flyer) !== 0;
}

export function isOpen(s: GameState, i: number): boolean {
  return (s.flags[i]! & Flag.Closed) === 0;
}

/** Creatures a seat controls in the battle zone (digest §8: victory counts creatures). */
export function creatureCount(s: GameState, p: number): number {
  return listLen(s, p, Zone.Field) + listLen(s, p, Zone.Aux);
}

/** Ground creatures a seat controls on the battlefield. */
export function groundCount(s: GameState, p: number): number {
  return listLen(s, p, Zone.Field);
}

/** Turn a hidden card face up. */
export function reveal(s: GameState, i: number): void {
  if ((s.flags[i]! & Flag.Hidden) === 0) return;
  s.flags[i] = s.flags[i]! & ~Flag.Hidden;
  if (s.zone[i] === Zone.Field) refreshFormationOf(s, i, s.cell[i]!); // Строй: a revealed card stands in formation
  if (s.log) s.log.push(`  вскрыта: ${label(s, i)}`);
}

/**
 * Put an instance (not in the battle zone) on a free cell: zone Field, and into its controller's
 * Field list (the list of his cards on the battlefield, in arrival order).
 */
export function putOnCell(s: GameState, i: number, cell: number): void {
  s.board[cell] = i;
  s.cell[i] = cell;
  const p = s.ctrl[i]!;
  s.g[G.Occ + p] = s.g[G.Occ + p]! | (1 << cell);
  listPush(s, p, Zone.Field, i);
  refreshFormationOf(s, i, cell); // Строй: no-op without formation cards
}

/** Move a card on the battlefield to a free cell (no rules: the caller checked legality). */
export function relocate(s: GameState, i: number, dest: number): void {
  const from = s.cell[i]!;
  const p = s.ctrl[i]!;
  s.board[from] = NONE;
  s.board[dest] = i;
  s.cell[i] = dest;
  s.g[G.Occ + p] = (s.g[G.Occ + p]! & ~(1 << from)) | (1 << dest);
  refreshFormationOf(s, i, from); // Строй: no-op without formation cards
  refreshFormationOf(s, i, dest);
  // A moving Василиск ends its «взгляд» (mechanics/strike/gaze.ts; per game and per card Cap.MoveLimit).
  if ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && (s.db.caps[s.card[i]!]! & Cap.MoveLimit) !== 0) s.hooks.limiterMoved(s, i);
  if ((s.g[G.Gates]! & Gate.NeighboursChanged) !== 0) s.hooks.neighboursChanged(s); // маркеры «удушения» need a Тварь next to them (mechanics/markers/strangle.ts)
}

/** Cells that are not free: occupied by any card, or counting as occupied (a «костёр», mechanics/markers/cell-markers.ts). */
export function occupied(s: GameState): number {
  return s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!;
}

/**
 * Remove an instance from the battle zone to its owner's graveyard, or to exile when it is
 * incorporeal or already incarnated (digest §5.8, 535.7.3). Clears every battle-scoped value.
 */
export function leaveBattleToGrave(s: GameState, i: number): void {
  const z = s.zone[i];
  if (z === Zone.Field) {
    const cell = s.cell[i]!;
    s.lastCell[i] = cell; // "при гибели" features measure adjacency from here (core/systems/special-strike.ts)
    s.g[G.Occ + s.ctrl[i]!] = s.g[G.Occ + s.ctrl[i]!]! & ~(1 << s.cell[i]!);
    s.board[s.cell[i]!] = NONE;
    s.cell[i] = NO_CELL;
    listRemove(s, s.ctrl[i]!, Zone.Field, i);
    clearFormation(s, i);
    refreshFormationOf(s, i, cell); // Строй: the cards it stood next to lose it as a partner
  } else if (z === Zone.Aux) {
    s.lastCell[i] = NO_CELL;
    listRemove(s, s.ctrl[i]!, Zone.Aux, i);
  }
  // A card that lost its features "until …" gets them back; so do the cards it took them from (mechanics/features/lose-features.ts).
  // An armed card (mechanics/strike/granted-strike.ts) goes back to its printed row the same way (origOf).
  if ((s.g[G.Gates]! & Gate.LeavingBattle) !== 0) s.hooks.leavingBattle(s, i);
  const exile = (s.db.kw[s.card[i]!]! & Kw.Incorporeal) !== 0 || (s.flags[i]! & Flag.Incarnated) !== 0;
  s.statDiedTurn[i] = s.g[G.Turn]!;
  s.lastHitBy[i] = NONE;
  s.wounds[i] = 0;
  s.extraLives[i] = 0;
  s.counters[i] = 0;
  s.poison[i] = 0;
  s.moveLeft[i] = 0;
  s.armorUsed[i] = 0;
  s.flags[i] = s.flags[i]! & Flag.Incarnated;
  dropTimedOf(s, i); // its timed effects end with it (core/systems/durations.ts)
  s.ctrl[i] = s.owner[i]!;
  listPush(s, s.owner[i]!, exile ? Zone.Exile : Zone.Grave, i);
  if ((s.g[G.Gates]! & Gate.NeighboursChanged) !== 0) s.hooks.neighboursChanged(s); // a Тварь gone: the markers next to it go (mechanics/markers/strangle.ts)
}

/** Readable label for logs: «Имя» at cell or in the auxiliary zone. */
export function label(s: GameState, i: number): string {
  const name = s.card[i]! >= s.db.unknown ? '?' : s.db.defs[s.card[i]!]!.name;
  if (s.zone[i] === Zone.Field) return `${name} ${cellName(s.cell[i]!)}`;
  if (s.zone[i] === Zone.Aux) return `${name} (доп. зона)`;
  return name;
}

/** Russian plural: `plural(n, 'рана', 'раны', 'ран')` → "1 рана", "3 раны", "5 ран". */
export function plural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  const w = m10 === 1 && m100 !== 11 ? one : m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14) ? few : many;
  return `${n} ${w}`;
}

/** "P1" / "P2" for seat 0 / 1. */
export function seatName(p: number): string {
  return p === 0 ? 'P1' : 'P2';
}

/** The i-th card in seat p's auxiliary zone. */
export function auxAt(s: GameState, p: number, slot: number): number {
  return listAt(s, p, Zone.Aux, slot);
}

/** Slot of an instance in its controller's auxiliary zone, or -1. */
export function auxSlot(s: GameState, i: number): number {
  const p = s.ctrl[i]!;
  const n = listLen(s, p, Zone.Aux);
  for (let k = 0; k < n; k++) if (listAt(s, p, Zone.Aux, k) === i) return k;
  return -1;
}

/** The Active player's seat. */
export function active(s: GameState): number {
  return s.g[G.Active]!;
}
