/**
 * "Переместить атакованное существо на 1 клетку в направлении удара; если атакованный не может или не
 * хочет быть перемещен — <карта> ранит его на 2" (Молотобоец s1_58): moving another card by a feature.
 *
 * Vocabulary: the effect option `{ op: 'push' }` of an 'either' effect chosen by the affected card's
 * controller (core/systems/choice.ts): the first option is the push, the second what happens instead
 * ("не хочет" = he picks the second). The direction is the strike's: from the source's cell to the
 * target's (one step on each axis, so a diagonal strike pushes on along the diagonal, ruling s1_58).
 * "Не может": the cell beyond is off the battlefield or taken, or the target is not on the
 * battlefield (a flyer in the auxiliary zone: ruling s1_58 — the strike at a flyer wounds it by 2), or
 * the source has left it, or a movement limit forbids it (Криомант, ruling s1_57) — then the chosen push becomes the second option (choice.ts applyEither,
 * `pushCell`).
 *
 * MechOp.Push moves the card (instance.ts relocate: Строй refreshed); it is not its own movement (no
 * Flag.Moved, no movement spent; ruling s1_65: a move by another card's feature is not "передвигалось"),
 * but it is a move: "при перемещении" of the card and "перемещается на соседнюю клетку" of others are
 * recorded (only when some card listens).
 */
import { COLS, ROWS, colOf, rowOf, cellName } from '../../core/board.js';
import { Cap, Trig, Zone } from '../../core/enums.js';
import { G, type GameState, NONE } from '../../core/state.js';
import { label, occupied, relocate } from '../../core/instance.js';
import { recordEvent } from '../../core/effects.js';
import { featureMoveBlocked, noteFeatureMove } from '../../core/systems/move-limit.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';

/** The cell `dst` would be pushed to by `src` (one cell on in the direction src → dst), or -1 if it cannot be. */
export function pushCell(s: GameState, src: number, dst: number): number {
  if (src < 0 || dst < 0 || s.zone[src] !== Zone.Field || s.zone[dst] !== Zone.Field) return -1;
  const a = s.cell[src]!;
  const b = s.cell[dst]!;
  const x = colOf(b) + Math.sign(colOf(b) - colOf(a));
  const y = rowOf(b) + Math.sign(rowOf(b) - rowOf(a));
  if (x < 0 || x >= COLS || y < 0 || y >= ROWS) return -1;
  const c = y * COLS + x;
  if ((occupied(s) & (1 << c)) !== 0) return -1;
  // A movement limit (Криомант) forbids moves by other cards' features too (ruling s1_57): "не может".
  return (s.g[G.Caps]! & Cap.MoveLimit) !== 0 && featureMoveBlocked(s, dst) ? -1 : c;
}

/** MechOp.Push applied to dst (after the 511 steps): move it one cell on, if it still can be. */
export function pushAway(s: GameState, src: number, dst: number): void {
  const c = pushCell(s, src, dst);
  if (c < 0) return;
  const from = s.cell[dst]!;
  relocate(s, dst, c);
  if ((s.g[G.Caps]! & Cap.MoveLimit) !== 0) noteFeatureMove(s, dst); // counted under a movement limit (ruling s1_57)
  recordEvent(s, Trig.SelfMoves, dst, NONE, from | (1 << 8));
  if ((s.g[G.TrigKinds]! & (1 << Trig.CreatureMovesNextTo)) !== 0) recordEvent(s, Trig.CreatureMovesNextTo, dst, NONE, from);
  if (s.log) s.log.push(`  ${label(s, dst)} перемещён с ${cellName(from)} на ${cellName(c)}`);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'push' is this mechanic's op (mechanics/ids.ts MechOp.Push); no field of its own to check. */
export const PUSH_COMPILE: MechanicCompile = {
  name: 'push',
  ops: { push: MechOp.Push },
  owns: () => false,
  compile() {},
};
