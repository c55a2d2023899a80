/**
 * "При телепортации вашего существа на половину поля боя противника с соседней с <картой> клетки"
 * (Огненный имп s1_138): the trigger point 'ownTeleportsFromNextTo'.
 *
 * Event: the wide event kind Trig.OwnTeleportsFromNextTo (core/systems/wide-events.ts), recorded for every
 * teleport when some card of the game listens (`recordTeleport`): the subject is the teleported card,
 * the amount the cell it left. A teleport is
 *  - the keyword Телепортация (mechanics/movement/teleport.ts, made as a jump: jump.ts applyJump);
 *  - the «врата» teleport of Демон жадности s1_170 (cell-markers.ts applyMarkerCell, MechOp.MarkerTeleport);
 *  - a card's relocation of itself by its own feature worded as a teleport: "он может телепортироваться
 *    на свободную клетку рядом с атаковавшим" (Сайкорон s1_153; relocate.ts applyRelocate with the source
 *    moving itself by an ability with `nextToEventCard`).
 * Other moves are no teleports: movement, a jump (Прыжок), a push, "переместить существо на любую
 * незанятую клетку" (Варлок's «дверь измерений» names no teleport).
 *
 * Match (`ownTeleportedFromNextTo`): the teleported card is another creature of the listener's controller
 * on the battlefield, it left a cell next to the listener (8-neighbourhood, digest §2.1; the listener's
 * cell when the trigger is collected, right after the teleport) and stands now in the opponent's half of
 * the battlefield (board.ts ownRowNumber 0 for the listener's controller).
 *
 * Engine cost: the three teleport sites test GameState.trigKinds2 (0 in games without such a card).
 */
import { Zone } from '../../core/enums.js';
import { ADJ, CELLS, ownRowNumber } from '../../core/board.js';
import { type GameState, NONE } from '../../core/state.js';
import { Trig } from '../../core/enums.js';
import { recordWideEvent } from '../../core/systems/wide-events.js';

/** Record the teleport of instance i from cell `from` (callers test trigKinds2 first). */
export function recordTeleport(s: GameState, i: number, from: number): void {
  recordWideEvent(s, Trig.OwnTeleportsFromNextTo, i, NONE, from);
}

/**
 * relocate.ts applyRelocate: src moved itself to another cell by its own feature — a teleport when the
 * card's relocation is worded so ("он может телепортироваться …", an ability with db.abRelocateNear).
 */
export function recordSelfRelocation(s: GameState, src: number, dst: number, from: number): void {
  if (src !== dst) return;
  const db = s.db;
  const card = s.card[src]!;
  for (let a = db.abilStart[card]!; a < db.abilStart[card + 1]!; a++) {
    if (db.abRelocateNear[a] !== 0) {
      recordTeleport(s, src, from);
      return;
    }
  }
}

/** Does the teleport of `mover` from cell `from` fire instance inst's 'ownTeleportsFromNextTo' trigger? */
export function ownTeleportedFromNextTo(s: GameState, inst: number, mover: number, from: number): boolean {
  if (mover === inst || mover < 0 || s.ctrl[mover] !== s.ctrl[inst]) return false;
  if (s.zone[inst] !== Zone.Field || s.zone[mover] !== Zone.Field || from < 0 || from >= CELLS) return false;
  if (ADJ[s.cell[inst]! * CELLS + from] === 0) return false;
  return ownRowNumber(s.ctrl[inst]!, s.cell[mover]!) === 0;
}
