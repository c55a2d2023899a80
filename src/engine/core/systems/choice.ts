/**
 * Effects chosen by a player as the feature executes: "… должно закрыться либо получить 2 раны (по
 * выбору атакованного)" (Овражный гном s1_37), "получает либо …, либо …" (the controller's choice).
 *
 * Vocabulary: the effect `{ op: 'either', by, options: [first, second] }` (vocab/ability.ts). The
 * feature's target is declared as usual; when it executes (512.5.3: after the legality check and the
 * reserve) the chooser — the feature's controller (`by: 'controller'`) or the controller of the
 * affected card (`by: 'affected'`) — picks one option: a Decision.Amount whose actions are AMOUNT + 1
 * (the first option) and AMOUNT + 2 (the second). The chosen effect goes through 511 as the
 * feature's effect (its ability type is the feature's); the payment stage follows as usual.
 *
 * Engine reading: the choice is made at the execution, not at the declaration — the text says the
 * affected card's controller chooses, so the effect is picked when it is applied; an option that
 * cannot change anything (closing a closed card) may still be chosen (ruling s1_37: closing an
 * attacker whose closing is reserved is a legal choice).
 *
 * Engine cost: Op.Either is tested only in stepAbility's effect dispatch (one compare) and in the
 * Decision.Amount handlers of counters.ts (one compare); nothing else reads it.
 */
import { Cap, Decision, Feat, Op, Tgt } from '../enums.js';
import { G, type GameState, NONE, St } from '../state.js';
import { itemAbilityOp, itemField, setDecision } from '../stack.js';
import { enqueueEffect } from '../effects.js';
import { AMOUNT } from '../action.js';
import { label, seatName } from '../instance.js';
import { abilityDamageBit, modWound } from './modifiers.js';

/** Who chooses (CardDb.abEitherBy). */
export const enum EitherBy { Controller = 0, Affected = 1 }

/** The card the feature at stack index k (ability a) affects: its target, or its source for 'self' / 'none'. */
function affectedOf(s: GameState, k: number, a: number): number {
  const spec = s.db.abTarget[a]!;
  return spec === Tgt.Self || spec === Tgt.None ? itemField(s, k, St.Src) : itemField(s, k, St.Tgt);
}

/**
 * The feature at stack index k (ability a, effect Op.Either) executes: ask its chooser (features.ts
 * stepAbility, after the legality check). The affected card must still be in the battle zone.
 */
export function beginEither(s: GameState, k: number, a: number): void {
  const dst = affectedOf(s, k, a);
  if (dst === NONE || dst < 0) return;
  const seat = s.db.abEitherBy[a] === EitherBy.Affected ? s.ctrl[dst]! : itemField(s, k, St.Ctrl);
  s.g[G.Selected] = k;
  setDecision(s, Decision.Amount, seat);
}

/** Is the pending Decision.Amount the choice of an Op.Either feature (at stack index G.Selected)? */
export function isEitherChoice(s: GameState, k: number): boolean {
  return itemAbilityOp(s, k) === Op.Either;
}

/** Legal answers of an either choice: the first or the second option. */
export function legalEither(out: Int32Array): number {
  out[0] = AMOUNT + 1;
  out[1] = AMOUNT + 2;
  return 2;
}

/** Apply the chosen option (action AMOUNT + 1 or + 2) of the feature at stack index k: queue its effect (511). */
export function applyEither(s: GameState, k: number, action: number): void {
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  let o = 2 * a + (action - AMOUNT - 1);
  const src = itemField(s, k, St.Src);
  const dst = affectedOf(s, k, a);
  // A push that cannot be made (mechanics/movement/push.ts): "если … не может быть перемещен" — the other option.
  if (s.db.abEitherOp[o] === Op.Push && s.hooks.pushCell(s, src, dst) < 0) o ^= 1;
  const op = s.db.abEitherOp[o]!;
  const type = s.db.abType[a]!;
  let amount = s.db.abEitherAmount[o]!;
  if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)} выбирает вариант ${action - AMOUNT} для ${label(s, dst)}`);
  // A wound option goes through the static modifiers like any ability's wound (features.ts woundAmount).
  if (op === Op.Wound && (s.g[G.Caps]! & Cap.Modifier) !== 0 && amount > 0) amount = modWound(s, src, dst, amount, abilityDamageBit(type), 0);
  enqueueEffect(s, op, src, dst, amount, type, itemField(s, k, St.Action));
}
