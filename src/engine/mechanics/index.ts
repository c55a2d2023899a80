/**
 * The composition root: every hook point of the rules core (core/hooks.ts) written as the gated direct
 * calls of the mechanics that listen to it, in rules order. This file and src/engine/index.ts are the
 * only ones that list mechanics (docs/architecture.md, R5); the compiler hands `MECHANIC_HOOKS` to
 * every CardDb, and the core reaches it as `s.hooks`.
 *
 * The order of the calls inside one point is a rules decision (as XMage's layer order or SabberStone's
 * damage stages): change it only with the rule it follows, and the tests of both mechanics.
 */
import type { Hooks, OpChoice, UpToChoice } from '../core/hooks.js';
import { G, NONE, type GameState } from '../core/state.js';
import { Op } from '../core/enums.js';
import { UPTO_EXTRA_LIVES, UPTO_FREE_ENEMY_ROW, UPTO_OWN_LIVES, UPTO_STRIKE_WOUNDS } from '../core/codes.js';
import { applyDieChoice, isDieChoice } from './dice/strike-dice.js';
import { applyForcedChoice, isForcedChoice, legalForcedChoice } from './strike/forced-strike.js';
import { applyOpponentRedirect, isOpponentRedirectChoice, legalOpponentRedirect } from './strike/opponent-redirect.js';
import { applyUnanswerable, legalUnanswerable } from './strike/optional-unanswerable.js';
import { applyCounterBlock, isCounterBlockChoice } from './strike/counter-block.js';
import { applyCopy, legalCopy } from './features/copy-feature.js';
import { applyArrange, legalArrange } from './features/deck-order.js';
import { legalFreeRows } from './strike/row-attack-cap.js';
import { livesLeftBound } from './strike/ram.js';
import { extraLivesBound } from './wounds/extra-lives-cost.js';
import { beginMoveWoundsTargets, moveWoundsBound } from './wounds/move-wounds.js';
import { beginStrikeWoundSpread } from './wounds/spread-wounds.js';
import { noteCountersGained } from './triggers/counter-threshold.js';
import { applyMoveAlong, legalMoveAlong } from './movement/move-along.js';

// >>> part: sub-decisions --------------------------------------------------------------------------------

/** A strike item's Decision.Amount: whose question it is, in the order the questions are asked. */
function strikeChoiceLegal(s: GameState, k: number, out: Int32Array): number {
  if (isForcedChoice(s, k)) return legalForcedChoice(s, k, out); // mechanics/strike/forced-strike.ts
  if (isOpponentRedirectChoice(s, k)) return legalOpponentRedirect(s, k, out); // mechanics/strike/opponent-redirect.ts
  return legalUnanswerable(out); // optional-unanswerable.ts; also a die choice (strike-dice.ts) and counter-block.ts: AMOUNT + 1 or + 2
}

function strikeChoiceApply(s: GameState, k: number, a: number): void {
  if (isCounterBlockChoice(s, k)) return applyCounterBlock(s, k, a); // lose a counter and block, or not
  if (isOpponentRedirectChoice(s, k)) return applyOpponentRedirect(s, k, a); // the new target, or the defender question
  if (isForcedChoice(s, k)) return applyForcedChoice(s, k, a); // the struck card, or the next fighter
  if (isDieChoice(s, k)) return applyDieChoice(s, k, a); // the first or the second die (may ask the other card)
  s.g[G.Selected] = NONE;
  applyUnanswerable(s, k, a);
}

function opChoice(c: Partial<OpChoice>): OpChoice {
  return { legal: c.legal ?? null, apply: c.apply ?? null, bound: c.bound ?? null, afterAmount: c.afterAmount ?? null };
}

function upToChoice(c: Partial<UpToChoice>): UpToChoice {
  return { begin: c.begin ?? null, legal: c.legal ?? null, bound: c.bound ?? null };
}

const opChoices: (OpChoice | null)[] = new Array<OpChoice | null>(256).fill(null);
opChoices[Op.MoveAlong] = opChoice({
  legal: legalMoveAlong, // a creature to move, or PASS
  apply: (s, k, a) => {
    s.g[G.Selected] = NONE;
    applyMoveAlong(s, k, a); // the creature moved, or the bonus
  },
});
opChoices[Op.ArrangeDeck] = opChoice({ legal: legalArrange, apply: applyArrange });
opChoices[Op.CopyFeature] = opChoice({ legal: legalCopy, apply: applyCopy }); // the donors to show
opChoices[Op.MoveWounds] = opChoice({ bound: moveWoundsBound, afterAmount: beginMoveWoundsTargets }); // at most the target's wounds; then who receives them

const upTo: (UpToChoice | null)[] = new Array<UpToChoice | null>(256).fill(null);
upTo[UPTO_STRIKE_WOUNDS] = upToChoice({ begin: beginStrikeWoundSpread });
upTo[UPTO_FREE_ENEMY_ROW] = upToChoice({ legal: legalFreeRows }); // the rows not chosen yet
upTo[UPTO_EXTRA_LIVES] = upToChoice({ bound: extraLivesBound }); // 1 … the card's extra lives
upTo[UPTO_OWN_LIVES] = upToChoice({ bound: livesLeftBound }); // 'ownLives'

// <<< part: sub-decisions

// >>> part: features -------------------------------------------------------------------------------------
// The imports of this part sit in its section (ES imports are hoisted).
import { xOf } from '../core/systems/counters.js';
import { pickedCards } from './features/hidden-choice.js';
import { stageX } from './wounds/counted-x.js';
import { strikeAtOwn } from './strike/strike-cap.js';
import { splashTargets } from './strike/splash.js';
import { graveTargetLegal } from './features/grave-target.js';
import { netBlocksAttack, netted } from './markers/net.js';
import { attackBlockedByJump } from './strike/strike-block-jump.js';
import { struckTriggerStopped } from './strike/strike-protection.js';
import { dealMovedWounds, healForMovedWounds } from './wounds/move-wounds.js';
import { outcomeAfterDie, rollDieOutcome, strikeNamedBy } from './dice/die-outcome.js';
import { executeMill } from './features/mill.js';
import { placeRowSpell } from './markers/delayed-spell.js';
import { partnersOfDead } from './triggers/partners-at-death.js';
import { oppositeEnemy } from './strike/ram.js';
import { applyRowCap, freeRowLeft } from './strike/row-attack-cap.js';
import { markFirstStrike } from './strike/first-strike.js';
import { redirectDeclared, redirectedAttackLegal } from './strike/redirect.js';
import { beginCopy } from './features/copy-feature.js';
import { beginArrange } from './features/deck-order.js';
import { isStrikeKind, payFirstOfTwo } from './strike/two-attacks.js';
import { dieModeEffect, dieOptionUsable } from './dice/strike-dice.js';
import { beginForcedStrikes } from './strike/forced-strike.js';
import { executeCellMarker } from './markers/cell-markers.js';
import { typesOf } from './triggers/while-counters.js';
import { beginMoveAlong } from './movement/move-along.js';
import { loweredSpecialStrike } from './strike/strike-value.js';
import { jumpUsable } from './movement/jump.js';
import { relocateCells } from './movement/relocate.js';
import { lurePasses } from './strike/flyer-lure.js';
import { anchorCell, nextToCell } from './triggers/poison-triggers.js';
import { unhurtByAttacksThisTurn } from './wounds/wound-history.js';
import { woundedByStrikeNow } from './wounds/spread-wounds.js';

/** An entry of Hooks.abilityOps. */
type AbilityOp = NonNullable<Hooks['abilityOps'][number]>;

function abilityOp(c: Partial<AbilityOp>): AbilityOp {
  return { execute: c.execute ?? null, resume: c.resume ?? null, strikeUsable: c.strikeUsable ?? null, declarable: c.declarable ?? null };
}

/** Op.RedirectDeclared (Гномий король): the declared attack goes to the feature's target. */
function executeRedirectDeclared(s: GameState, k: number, a: number, _src: number, t: number): void {
  redirectDeclared(s, k, a, t);
}
/** Op.FirstStrikeUnanswerable: no card affected; the controller's first strike this turn. */
function executeFirstStrike(s: GameState, _k: number, _a: number, src: number): void {
  markFirstStrike(s, s.ctrl[src]!);
}
/** Op.RowAttackCap: the row named at the declaration. */
function executeRowCap(s: GameState, k: number, a: number, src: number): void {
  applyRowCap(s, src, xOf(s, k, a));
}
/** Op.DelayedRowSpell: the row named at the declaration, for the next own turn. */
function executeRowSpell(s: GameState, k: number, a: number, src: number): void {
  placeRowSpell(s, src, xOf(s, k, a));
}
function executeForcedStrikes(s: GameState, k: number, a: number): void {
  beginForcedStrikes(s, k, a);
}
function executeCopy(s: GameState, k: number): void {
  beginCopy(s, k);
}
function executeArrange(s: GameState, k: number, a: number): void {
  beginArrange(s, k, a);
}
function executeDieOutcome(s: GameState, k: number, a: number, src: number): void {
  rollDieOutcome(s, k, a, src);
}
function executeMillTop(s: GameState, k: number, a: number): void {
  executeMill(s, k, a);
}
function executeCellMarkers(s: GameState, k: number, a: number, src: number): void {
  executeCellMarker(s, k, a, src);
}
function executeMoveAlong(s: GameState, k: number, a: number, src: number): void {
  beginMoveAlong(s, k, a, src);
}
/** Op.StrikeCap names a strike at a card of the controller's squad. */
function strikeCapUsable(s: GameState, src: number, _a: number, k: number): boolean {
  return strikeAtOwn(s, src, k);
}
/** Op.RowAttackCap ("1 раз за бой для каждого ряда"): a row left to choose. */
function rowCapDeclarable(s: GameState, i: number): boolean {
  return freeRowLeft(s, i);
}
/** Op.CellMarker: a free cell to name. */
function cellMarkerDeclarable(s: GameState): boolean {
  return relocateCells(s, null) !== 0;
}

const abilityOps: (AbilityOp | null)[] = new Array<AbilityOp | null>(256).fill(null);
abilityOps[Op.RedirectDeclared] = abilityOp({ execute: executeRedirectDeclared }); // mechanics/strike/redirect.ts
abilityOps[Op.StrikeCap] = abilityOp({ strikeUsable: strikeCapUsable }); // mechanics/strike/strike-cap.ts (the core queues its effect)
abilityOps[Op.DieDelta] = abilityOp({ strikeUsable: dieOptionUsable }); // mechanics/dice/strike-dice.ts: the die must exist; rerolls before ±X; "черная метка" at a 1
abilityOps[Op.FirstStrikeUnanswerable] = abilityOp({ execute: executeFirstStrike }); // mechanics/strike/first-strike.ts
abilityOps[Op.RowAttackCap] = abilityOp({ execute: executeRowCap, declarable: rowCapDeclarable }); // mechanics/strike/row-attack-cap.ts
abilityOps[Op.CellMarker] = abilityOp({ execute: executeCellMarkers, declarable: cellMarkerDeclarable }); // mechanics/markers/cell-markers.ts
abilityOps[Op.MarkerTeleport] = abilityOp({ execute: executeCellMarkers }); // a move to a marked cell
abilityOps[Op.MoveAlong] = abilityOp({ execute: executeMoveAlong }); // mechanics/movement/move-along.ts
abilityOps[Op.ForcedStrike] = abilityOp({ execute: executeForcedStrikes }); // mechanics/strike/forced-strike.ts
abilityOps[Op.CopyFeature] = abilityOp({ execute: executeCopy }); // mechanics/features/copy-feature.ts
abilityOps[Op.ArrangeDeck] = abilityOp({ execute: executeArrange }); // mechanics/features/deck-order.ts
abilityOps[Op.DieOutcome] = abilityOp({ execute: executeDieOutcome, resume: outcomeAfterDie }); // mechanics/dice/die-outcome.ts
abilityOps[Op.DelayedRowSpell] = abilityOp({ execute: executeRowSpell }); // mechanics/markers/delayed-spell.ts
abilityOps[Op.MillTop] = abilityOp({ execute: executeMillTop }); // mechanics/features/mill.ts
abilityOps[Op.MoveWounds] = abilityOp({ execute: healForMovedWounds, resume: dealMovedWounds }); // mechanics/wounds/move-wounds.ts

/** Берсерк s1_195 (mechanics/strike/two-attacks.ts): a first strike by {uchr} or magic strike leaves the card open. */
function firstOfTwoLeavesOpen(s: GameState, src: number, a: number, tgt: number): boolean {
  return isStrikeKind(s.db.abRanged[a]!) && payFirstOfTwo(s, src, tgt);
}
// <<< part: features

/** The hooks every CardDb carries (compile/compile.ts). */
export const MECHANIC_HOOKS: Hooks = {
  // >>> part: sub-decisions
  countersGained: noteCountersGained,
  strikeChoiceLegal,
  strikeChoiceApply,
  opChoices,
  upTo,
  // <<< part: sub-decisions

  // >>> part: effects
  // <<< part: effects

  // >>> part: features
  abilityOps,
  executingStrikeOf: strikeNamedBy,
  graveTargetLegal,
  redirectedAttackLegal,
  attackKindsNow: typesOf,
  splashTargets,
  struckTriggerStopped,
  specialStrikeWounds: loweredSpecialStrike,
  firstOfTwoLeavesOpen,
  attackBlockedByNet: netBlocksAttack,
  attackBlockedByJump,
  dieFeatureEffect: dieModeEffect,
  pickedHiddenCards: pickedCards,
  partnersOfDead,
  oppositeEnemy,
  stageX,
  netted,
  jumpUsable,
  lurePasses,
  unhurtByAttacksThisTurn,
  woundedByStrikeNow,
  eventAnchorCell: anchorCell,
  nextToCell,
  // <<< part: features

  // >>> part: turn
  // <<< part: turn

  // >>> part: triggers and combat
  // <<< part: triggers and combat

  // >>> part: systems
  // <<< part: systems
};
