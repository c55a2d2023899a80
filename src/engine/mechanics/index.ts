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
import type { CompilePasses } from '../compile/passes.js';
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
// >>> part: compile passes (imports)
import { nextThrowCode } from './dice/next-throw.js';
import { featurelessTwin, needsTwins, takesFeatures } from './features/lose-features.js';
import { armedTwin, grantedStrikeBonus } from './strike/granted-strike.js';
import { copyPlan, copyRows } from './features/copy-feature.js';
import { formationCopyPlan, formationCopyRows } from './features/formation-copy.js';
// <<< part: compile passes (imports)
// >>> part: systems (imports)
import { diedAsFlyer } from './movement/flight.js';
import { recordMiss } from './dice/own-misses.js';
import { attackedCell } from './movement/attacked-next-to.js';
import { spendFirstStrike } from './strike/first-strike.js';
import { declinedUnanswerable } from './strike/optional-unanswerable.js';
import { payFirstOfTwo } from './strike/two-attacks.js';
import { strikeValueCut } from './strike/strike-value.js';
import { attackBlockedByJump } from './strike/strike-block-jump.js';
import { redirectTargetOk, redirectedSlotLegal } from './strike/redirect.js';
import { typesOf } from './triggers/while-counters.js';
import { pushCell } from './movement/push.js';
import { copyFormationBonuses, isFormationCopier } from './features/formation-copy.js';
import { extraStrikeCells } from './strike/strike-range.js';
import { rowSpellX } from './markers/delayed-spell.js';
import { cellTargetsOnly, placeBomb } from './markers/bomb.js';
import { netBlocksAttack } from './markers/net.js';
import { shotWoundsThisTurn } from './wounds/wound-history.js';
import { grantedStrikeUsed } from './strike/granted-strike.js';
import { spendExtraLives } from './wounds/extra-lives-cost.js';
// <<< part: systems (imports)

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
  // <<< part: features

  // >>> part: turn
  // <<< part: turn

  // >>> part: triggers and combat
  // <<< part: triggers and combat

  // >>> part: systems
  diedAsFlyer,
  strikeMissed: recordMiss,
  attackedCell,
  spendFirstStrike,
  declinedUnanswerable,
  payFirstOfTwo,
  strikeValueCut,
  attackBlockedByJump,
  redirectTargetOk,
  typesOf,
  pushCell,
  isFormationCopier,
  copyFormationBonuses,
  extraStrikeCells,
  rowSpellX,
  cellTargetsOnly,
  redirectedSlotLegal,
  placeBomb,
  netBlocksAttack,
  shotWoundsThisTurn,
  grantedStrikeUsed,
  spendExtraLives,
  // <<< part: systems
};

/** What the compiler asks of mechanics (compile/passes.ts): the extra card rows' plans, in row order, and mechanic-owned codes. */
export const MECHANIC_COMPILE: CompilePasses = {
  needsTwins,
  featurelessTwin,
  takesFeatures,
  grantedStrikeBonus,
  armedTwin,
  copyPlan,
  copyRows,
  formationCopyPlan,
  formationCopyRows,
  nextThrowCode,
};
