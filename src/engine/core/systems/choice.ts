/**
 * The sub-decision protocol (Decision.Choice) and the core's own two-way question, "either".
 *
 * **Sub-decisions.** A feature, a strike or a mechanic that needs its player's answer in the middle of
 * a stack item's resolution asks one question at that item: `askChoice(s, k, seat)` sets G.Selected
 * = k and the pending decision to Decision.Choice for `seat`. Who owns the question — who lists its
 * legal answers and applies the chosen one — is resolved in one place, `choiceOwner`, from the item
 * alone, in this order:
 *  1. a simple strike's item (Feat.Strike): its strike mechanics (`hooks.strikeChoice`: a forced
 *     strike's next fighter, an opponent's redirect, a die choice, a counter block, an unanswerable
 *     strike declined);
 *  2. an "either" feature (Op.Either): the core's EITHER below;
 *  3. an ability item whose op a mechanic owns (`hooks.opChoices[op]`: a move along, a deck
 *     arrangement, a copied feature, moved wounds);
 *  4. an "N (или менее)" whose sentinel N a mechanic reads (`hooks.upToChoices[db.abUpTo]`: extra
 *     lives, own lives, a free enemy row);
 *  5. the core's X of an "X{counter}" cost or of an "N (или менее)" (core/systems/counters.ts X_AMOUNT).
 * Every owner has the one shape core/hooks.ts SubDecision: `legal(s, k, out)` and `apply(s, k, a)`.
 * An owner keeps what it is waiting for in the item's own fields (St.Stage bits, St.X …), so two
 * owners never meet at one item; a mechanic reusing the core's X builds on counters.ts xAnswers /
 * applyX. Answers are AMOUNT + x, or TARGET + cell and PASS where the question names a creature; the
 * bot protocols call the decision 'Amount' (enums.ts DECISION_NAMES).
 *
 * **Either.** Effects chosen by a player as the feature executes: "… должно закрыться либо получить 2 раны (по
 * выбору атакованного)" (Овражный гном s1_37), "получает либо …, либо …" (the controller's choice).
 *
 * Vocabulary: the effect `{ op: 'either', by, options: [first, second] }` (vocab/ability.ts). The
 * feature's target is declared as usual; when it executes (512.5.3: after the legality check and the
 * reserve) the chooser — the feature's controller (`by: 'controller'`) or the controller of the
 * affected card (`by: 'affected'`) — picks one option: a sub-decision whose actions are AMOUNT + 1
 * (the first option) and AMOUNT + 2 (the second). The chosen effect goes through 511 as the
 * feature's effect (its ability type is the feature's); the payment stage follows as usual.
 *
 * Engine reading: the choice is made at the execution, not at the declaration — the text says the
 * affected card's controller chooses, so the effect is picked when it is applied; an option that
 * cannot change anything (closing a closed card) may still be chosen (ruling s1_37: closing an
 * attacker whose closing is reserved is a legal choice).
 *
 * Engine cost: Op.Either is tested only in stepAbility's effect dispatch (one compare) and in
 * choiceOwner (one compare); nothing else reads it.
 */
import type { SubDecision } from '../hooks.js';
import { Cap, Decision, Feat, Op, OpTrait, Tgt } from '../enums.js';
import { G, type GameState, NONE, St } from '../state.js';
import { itemAbilityOp, itemField, setDecision } from '../stack.js';
import { X_AMOUNT } from './counters.js';
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

// ---- the sub-decision protocol ----------------------------------------------------------------------

/** Ask a sub-decision at stack item k of `seat` (Decision.Choice, G.Selected = k); choiceOwner answers it. */
export function askChoice(s: GameState, k: number, seat: number): void {
  s.g[G.Selected] = k;
  setDecision(s, Decision.Choice, seat);
}

/** The owner of the sub-decision pending at stack item k (the order of the file's comment). Reads only. */
export function choiceOwner(s: GameState, k: number): SubDecision {
  const feat = itemField(s, k, St.Feat);
  if (feat === Feat.Strike) return s.hooks.strikeChoice;
  const a = feat - Feat.Ability;
  const op = s.db.abOp[a]!;
  if (op === Op.Either) return EITHER;
  const byOp = s.hooks.opChoices[op];
  if (byOp != null) return byOp;
  const byUpTo = s.hooks.upToChoices[s.db.abUpTo[a]!];
  if (byUpTo != null) return byUpTo;
  return X_AMOUNT;
}

/** Legal answers of the pending Decision.Choice (at item G.Selected), into `out`; their count. */
export function legalChoice(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  return choiceOwner(s, k).legal(s, k, out);
}

/** Apply answer `a` of the pending Decision.Choice (already cleared to None); the caller resumes the engine loop. */
export function applyChoice(s: GameState, a: number): void {
  const k = s.g[G.Selected]!;
  choiceOwner(s, k).apply(s, k, a);
}

// ---- either ------------------------------------------------------------------------------------------

/**
 * The feature at stack index k (ability a, effect Op.Either) executes: ask its chooser (features.ts
 * stepAbility, after the legality check). The affected card must still be in the battle zone.
 */
export function beginEither(s: GameState, k: number, a: number): void {
  const dst = affectedOf(s, k, a);
  if (dst === NONE || dst < 0) return;
  const seat = s.db.abEitherBy[a] === EitherBy.Affected ? s.ctrl[dst]! : itemField(s, k, St.Ctrl);
  askChoice(s, k, seat);
}

/** Is the sub-decision at stack index k the choice of an Op.Either feature (describe.ts names its answers)? */
export function isEitherChoice(s: GameState, k: number): boolean {
  return itemAbilityOp(s, k) === Op.Either;
}

/** Legal answers of an either choice: the first or the second option. */
function legalEither(_s: GameState, _k: number, out: Int32Array): number {
  out[0] = AMOUNT + 1;
  out[1] = AMOUNT + 2;
  return 2;
}

/** Apply the chosen option (action AMOUNT + 1 or + 2) of the feature at stack index k: queue its effect (511). */
function applyEither(s: GameState, k: number, action: number): void {
  s.g[G.Selected] = NONE;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  let o = 2 * a + (action - AMOUNT - 1);
  const src = itemField(s, k, St.Src);
  const dst = affectedOf(s, k, a);
  // An option that cannot be made ("если … не может быть перемещен", a push): the other option.
  if ((s.hooks.opTraits[s.db.abEitherOp[o]!]! & OpTrait.MayBeImpossible) !== 0 && !s.hooks.effectPossible(s, s.db.abEitherOp[o]!, src, dst)) o ^= 1;
  const op = s.db.abEitherOp[o]!;
  const type = s.db.abType[a]!;
  let amount = s.db.abEitherAmount[o]!;
  if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)} выбирает вариант ${action - AMOUNT} для ${label(s, dst)}`);
  // A wound option goes through the static modifiers like any ability's wound (features.ts woundAmount).
  if (op === Op.Wound && (s.g[G.Caps]! & Cap.Modifier) !== 0 && amount > 0) amount = modWound(s, src, dst, amount, abilityDamageBit(type), 0);
  enqueueEffect(s, op, src, dst, amount, type, itemField(s, k, St.Action));
}

/** The core's "either" question (choiceOwner, Op.Either). */
export const EITHER: SubDecision = { legal: legalEither, apply: applyEither };
