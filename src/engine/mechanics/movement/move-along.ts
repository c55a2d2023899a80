/**
 * "При движении Тови на соседнюю клетку — противник обязан переместить любое свое существо в том же
 * направлении (относительно Тови); если он не может или не хочет этого делать — Тови получает +2 к
 * следующему метанию (до конца вашего хода)" (Тови s1_111): the trigger point 'selfSteps' and the
 * effect `{ op: 'moveAlong', amount }` (MechOp.MoveAlong).
 *
 * Event: the wide event kind Trig.SelfSteps (core/systems/wide-events.ts), one per step of the card's own
 * move (movement.ts applyMove → `recordSteps`, before the card leaves its cell; only for a card that
 * listens): the amount is the step's direction on the board (turn-record.ts Dir). A move of several cells
 * is one action in the engine; its steps are those of turn-record.ts pathDirections (a shortest path over
 * free cells, as Риала's record reads them), so "на соседнюю клетку" fires once per cell moved, each with
 * its own direction. A jump, a teleport or a move by another card's feature is no move of the card onto
 * a neighbouring cell by steps (ruling s1_65: another card's feature does not make it move).
 *
 * Declaration: the step's direction is kept in the item's St.X (triggers.ts declare, `keepStepDirection`).
 *
 * Execution (features.ts stepAbility, after the legality check): the opponent of the card's controller
 * answers a Decision.Choice on the item (G.Selected): TARGET + cell of one of his creatures on the
 * battlefield whose neighbouring cell in that direction is on the board and free (not a «костёр»,
 * cell-markers.ts), or PASS ("не хочет"). Ruling s1_111: the direction is the same on the board as
 * Тови's step — seen from Тови's owner; for the opponent "вперёд" of Тови is "назад". The chosen creature
 * is moved one cell (relocate.ts applyRelocate: a move by another card's feature, made by its controller —
 * no {move} spent, open or closed alike, no "при перемещении"; a movement limit, Криомант, counts it and
 * forbids it once reached, ruling s1_57). No such creature ("не может"), or PASS: the card gets +N to its
 * next throw until the end of its controller's turn (mechanics/dice/next-throw.ts, no cap), if it is still in
 * the battle zone.
 *
 * Engine reading: the move is the opponent's own act, not an effect on his creature — its protections
 * (from Тови's ability type) do not stop it, as they do not stop his own moves.
 *
 * Engine cost: movement.ts applyMove and triggers.ts declare test GameState.trigKinds2 (0 in games
 * without a card listening to a wide event kind); stepAbility and the Decision.Choice handlers compare one
 * op more.
 */
import { CELLS, cellName } from '../../core/board.js';
import { Cap, Feat, Trig, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { PASS, TARGET } from '../../core/action.js';
import { itemField, setItemField } from '../../core/stack.js';
import { label, seatName } from '../../core/instance.js';
import { WIDE_KIND_BASE } from '../../core/trigger-events.js';
import { recordWideEvent, wideKindHeard } from '../../core/systems/wide-events.js';
import { pathDirections, stepCell } from '../../core/systems/turn-record.js';
import { featureMoveBlocked } from '../../core/systems/move-limit.js';
import { Dur, durationSpan } from '../../core/systems/durations.js';
import { nextThrowCode } from '../../core/codes.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

const STEPS_BIT = 1 << (Trig.SelfSteps - WIDE_KIND_BASE);
const dirs = new Int8Array(CELLS);
const span = new Int32Array(2);
const DIR_NAMES = ['вверх', 'вниз', 'влево', 'вправо'];

/** movement.ts applyMove (callers test trigKinds2): one Trig.SelfSteps event per step of i's move, first step first. */
export function recordSteps(s: GameState, i: number, from: number, dest: number): void {
  if (!wideKindHeard(s, Trig.SelfSteps) || (s.db.trigEvents2[s.card[i]!]! & STEPS_BIT) === 0) return;
  const m = pathDirections(s, from, dest, dirs);
  for (let j = m - 1; j >= 0; j--) recordWideEvent(s, Trig.SelfSteps, i, NONE, dirs[j]!);
}

/** triggers.ts declare (callers test trigKinds2): a 'selfSteps' trigger keeps its step's direction in the item's St.X. */
export function keepStepDirection(s: GameState, item: number, a: number, dir: number): void {
  if (s.db.abTrigger[a] === Trig.SelfSteps) setItemField(s, item, St.X, dir);
}

/** The cell one step from the cell of seat p's creature j in direction dir, if j may be moved there now; -1 otherwise. */
function alongCell(s: GameState, j: number, dir: number): number {
  if (s.zone[j] !== Zone.Field || s.cell[j]! < 0) return -1;
  const c = stepCell(s.cell[j]!, dir);
  if (c < 0 || s.board[c] !== NONE || (s.g[G.CellBlock]! & (1 << c)) !== 0) return -1;
  if ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && featureMoveBlocked(s, j)) return -1; // Криомант (ruling s1_57)
  return c;
}

/** The opponent's answers (TARGET + cell of each creature he may move, ascending by cell), PASS last; `out` null: count the creatures only. */
function candidates(s: GameState, k: number, out: Int32Array | null): number {
  const p = 1 - itemField(s, k, St.Ctrl);
  const dir = itemField(s, k, St.X);
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    const j = s.board[c]!;
    if (j === NONE || s.ctrl[j] !== p || alongCell(s, j, dir) < 0) continue;
    if (out) out[n] = TARGET + c;
    n++;
  }
  return n;
}

/** features.ts stepAbility, MechOp.MoveAlong at stack index k (ability a, source src): ask the opponent, or give the bonus at once. */
export function beginMoveAlong(s: GameState, k: number, a: number, src: number): void {
  if (candidates(s, k, null) === 0) {
    if (s.log) s.log.push(`  противник не может переместить существо ${DIR_NAMES[itemField(s, k, St.X)] ?? ''}`);
    giveBonus(s, src, a);
    return;
  }
  askChoice(s, k, 1 - itemField(s, k, St.Ctrl));
}

/** Legal answers of the pending move-along: the creatures the opponent may move, then PASS. */
export function legalMoveAlong(s: GameState, k: number, out: Int32Array): number {
  const n = candidates(s, k, out);
  out[n] = PASS;
  return n + 1;
}

/** Apply the opponent's answer: move the named creature one cell along, or (PASS) the bonus to the card. */
export function applyMoveAlong(s: GameState, k: number, action: number): void {
  const src = itemField(s, k, St.Src);
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  if (action === PASS) {
    if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)} не перемещает существо`);
    giveBonus(s, src, a);
    return;
  }
  const c = action - TARGET;
  const j = s.board[c]!;
  const dest = alongCell(s, j, itemField(s, k, St.X));
  if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)} перемещает ${label(s, j)} с ${cellName(c)}`);
  s.hooks.relocateBy(s, src, j, dest);
}

/** "Тови получает +N к следующему метанию (до конца вашего хода)", if it is still in the battle zone. */
function giveBonus(s: GameState, src: number, a: number): void {
  if (s.zone[src] !== Zone.Field && s.zone[src] !== Zone.Aux) return;
  durationSpan(s, Dur.EndOfYourTurn, 0, s.ctrl[src]!, s.ctrl[src]!, span);
  s.hooks.rangedBonusGranted(s, src, nextThrowCode(s.db.abAmount[a]!, 0), span[0]!, span[1]!);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'moveAlong' gives "+N к следующему метанию" (dice/next-throw.ts), so it sets Mech.NextThrow. */
export const MOVE_ALONG_COMPILE: MechanicCompile = {
  name: 'moveAlong',
  ops: { moveAlong: MechOp.MoveAlong },
  mechs: [Mech.NextThrow],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'moveAlong',
  compile(_def, _a, sink) {
    sink.cap(Mech.NextThrow);
  },
};
