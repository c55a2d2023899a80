/**
 * "Когда существо с магической способностью, не стоявшее рядом с <картой>, перемещается на соседнюю
 * с ней клетку — …" (Айрин s1_41): the trigger point 'creatureMovesNextTo'.
 *
 * Event: Trig.CreatureMovesNextTo, recorded by every move and jump (movement.ts applyMove, jump.ts
 * applyJump: the mover as subject, the cell it left as amount) — only in games where some card
 * listens (the call sites test G.TrigKinds, and recordEvent drops kinds outside it). It is offered to
 * every listener in the battle zone (it is not in trigger-events.ts ADDRESSED_EVENTS).
 *
 * Match (`movedNextTo`): another creature (either side) in the battle zone, that was not on a cell
 * next to the listener (8-neighbourhood, digest §2.1) and now is; with the subject filter `magic`
 * (TF_MAGIC: "с магической способностью") only a creature with a discharge, a magic strike or a spell
 * (modifiers.ts magicCard, as the modifier filter magicFeature). "(до N раз в ход)": the trigger's
 * `perTurn` (triggers.ts triggerUses).
 */
import { Zone } from '../../core/enums.js';
import { ADJ, CELLS } from '../../core/board.js';
import type { GameState } from '../../core/state.js';
import { TF_MAGIC } from '../../core/codes.js';
export { TF_MAGIC };

/** Does the move of `mover` from cell `from` fire trigger `a` of instance inst? */
export function movedNextTo(s: GameState, inst: number, a: number, mover: number, from: number): boolean {
  if (mover === inst || s.zone[inst] !== Zone.Field || s.zone[mover] !== Zone.Field) return false;
  const c = s.cell[inst]!;
  if (ADJ[c * CELLS + s.cell[mover]!] === 0 || ADJ[c * CELLS + from] !== 0) return false;
  return (s.db.abTrigFilter[a]! & TF_MAGIC) === 0 || s.db.mods.magicCard[s.card[mover]!] === 1;
}
