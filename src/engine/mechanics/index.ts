/**
 * The composition root: every hook point of the rules core (core/hooks.ts) written as the gated direct
 * calls of the mechanics that listen to it, in rules order. This file and src/engine/index.ts are the
 * only ones that list mechanics (docs/architecture.md, R5); the compiler hands `MECHANIC_HOOKS` to
 * every CardDb, and the core reaches it as `s.hooks`.
 *
 * The order of the calls inside one point is a rules decision (as XMage's layer order or SabberStone's
 * damage stages): change it only with the rule it follows, and the tests of both mechanics.
 */
import type { Hooks, SubDecision } from '../core/hooks.js';
import type { CompilePasses } from '../compile/passes.js';
import { G, NONE, St, type GameState } from '../core/state.js';
import { Op, OpTrait } from '../core/enums.js';
import { UPTO_EXTRA_LIVES, UPTO_FREE_ENEMY_ROW, UPTO_OWN_LIVES, UPTO_STRIKE_WOUNDS } from '../core/codes.js';
import { applyDieChoice, isDieChoice } from './dice/strike-dice.js';
import { applyForcedChoice, isForcedChoice, legalForcedChoice } from './strike/forced-strike.js';
import { applyOpponentRedirect, isOpponentRedirectChoice, legalOpponentRedirect } from './strike/opponent-redirect.js';
import { applyUnanswerable, legalUnanswerable } from './strike/optional-unanswerable.js';
import { applyCounterBlock, isCounterBlockChoice } from './strike/counter-block.js';
import { applyCopy, legalCopy } from './features/copy-feature.js';
import { applyArrange, legalArrange } from './features/deck-order.js';
import { legalFreeRows } from './strike/row-attack-cap.js';
import { livesLeft } from '../core/instance.js';
import { extraLivesBound } from './wounds/extra-lives-cost.js';
import { MOVE_WOUNDS_COMPILE, beginMoveWoundsTargets, moveWoundsBound } from './wounds/move-wounds.js';
import { beginStrikeWoundSpread } from './wounds/spread-wounds.js';
import { noteCountersGained } from './triggers/counter-threshold.js';
import { applyMoveAlong, legalMoveAlong } from './movement/move-along.js';
import { itemField } from '../core/stack.js';
import { applyX, xAnswers, xHigh } from '../core/systems/counters.js';
// >>> part: compile passes (imports)
import { compileIfOpen, ifOpenHolds, ownsIfOpen } from './triggers/if-open.js';
import { compileWoundsFromOneAttack, ownsWoundsFromOneAttack, woundsFromOneAttackHold } from './wounds/wounds-from-one-attack.js';
import { compileArmourCounters, gainCountersPerArmourLeft, ownsArmourCounters } from './triggers/armour-counters.js';
import { Mech, MechOp, on } from './ids.js';
import { LOSE_FEATURES_COMPILE, featurelessTwin, needsTwins } from './features/lose-features.js';
import { armedTwin, grantedStrikeBonus } from './strike/granted-strike.js';
import { COPY_FEATURE_COMPILE, copyPlan, copyRows } from './features/copy-feature.js';
import { FORMATION_COPY_COMPILE, formationCopyPlan, formationCopyRows } from './features/formation-copy.js';
import { FIRST_STRIKE_COMPILE } from './strike/first-strike.js';
import { GRANTED_STRIKE_COMPILE } from './strike/granted-strike.js';
import { ROW_ATTACK_CAP_COMPILE } from './strike/row-attack-cap.js';
import { STRIKE_CAP_COMPILE } from './strike/strike-cap.js';
import { FORCED_STRIKE_COMPILE } from './strike/forced-strike.js';
import { STRIKE_VALUE_COMPILE } from './strike/strike-value.js';
import { STRIKE_PROTECTION_COMPILE } from './strike/strike-protection.js';
import { STRIKE_BLOCK_JUMP_COMPILE } from './strike/strike-block-jump.js';
import { GAZE_COMPILE } from './strike/gaze.js';
import { FLYER_LURE_COMPILE } from './strike/flyer-lure.js';
import { MUST_STRIKE_CLOSED_COMPILE } from './strike/must-strike-closed.js';
import { TWO_ATTACKS_COMPILE } from './strike/two-attacks.js';
import { UNLOWERABLE_COMPILE } from './strike/unlowerable.js';
import { DEFENDERS_COMPILE } from './strike/defenders.js';
import { OPTIONAL_UNANSWERABLE_COMPILE } from './strike/optional-unanswerable.js';
import { OPPONENT_REDIRECT_COMPILE } from './strike/opponent-redirect.js';
import { COUNTER_BLOCK_COMPILE } from './strike/counter-block.js';
import { STRIKE_RANGE_COMPILE } from './strike/strike-range.js';
import { SPLASH_COMPILE } from './strike/splash.js';
import { STRIKE_DICE_COMPILE } from './dice/strike-dice.js';
import { DIE_OUTCOME_COMPILE } from './dice/die-outcome.js';
import { NEXT_THROW_COMPILE, nextThrowCode } from './dice/next-throw.js';
import { FLIGHT_COMPILE } from './movement/flight.js';
import { DIVE_COMPILE } from './movement/dive.js';
import { JUMP_COMPILE } from './movement/jump.js';
import { ATTACKED_NEXT_TO_COMPILE } from './movement/attacked-next-to.js';
import { MOVED_LAST_TURN_COMPILE } from './movement/moved-last-turn.js';
import { MOVE_ALONG_COMPILE } from './movement/move-along.js';
import { HUNT_MARK_COMPILE } from './markers/hunt-mark.js';
import { NET_COMPILE } from './markers/net.js';
import { STRANGLE_COMPILE } from './markers/strangle.js';
import { CELL_MARKERS_COMPILE } from './markers/cell-markers.js';
import { BOMB_COMPILE } from './markers/bomb.js';
import { TREMOR_MARKER_COMPILE } from './markers/tremor-marker.js';
import { DEATHS_AT_ONCE_COMPILE } from './triggers/deaths-at-once.js';
import { VALHALLA_TWICE_COMPILE } from './triggers/valhalla-twice.js';
import { WHILE_COUNTERS_COMPILE } from './triggers/while-counters.js';
import { WOUND_HISTORY_COMPILE } from './wounds/wound-history.js';
import { SPREAD_WOUNDS_COMPILE } from './wounds/spread-wounds.js';
import { HEAL_GATE_COMPILE } from './wounds/heal-gate.js';
import { VAMPIRISM_COMPILE } from './wounds/vampirism.js';
import { HIDDEN_CHOICE_COMPILE } from './features/hidden-choice.js';
import { MILL_COMPILE } from './features/mill.js';
import { GRAVE_TARGET_COMPILE } from './features/grave-target.js';
// <<< part: compile passes (imports)
// >>> part: between mechanics (imports)
import { recordSelfRelocation, recordTeleport } from './movement/own-teleports.js';
import { applyRelocate, RELOCATE_COMPILE } from './movement/relocate.js';
import { diveAfterMove, diveCells, isDive } from './movement/dive.js';
import { cellsNextToEventCard } from './movement/attacked-next-to.js';
import { loseAllFeatures } from './features/lose-features.js';
import { strikeBlockedByJump } from './strike/strike-block-jump.js';
import { dropChainHit, endRow, payChainStrike } from './strike/chain-attack.js';
import { firstStrikePending } from './strike/first-strike.js';
import { counterStrikeDue } from './strike/counter-block.js';
import { lowerStrikeValue, specialStrikeWaits, waitingSpecialStrike } from './strike/strike-value.js';
import { healDoubled } from './wounds/heal-gate.js';
import { applySpreadTarget, dealSpreadWounds, legalSpreadTargets } from './wounds/spread-wounds.js';
import { woundDestinationNamed } from './wounds/move-wounds.js';
import { placeCellMarker, removeCellMarker } from './markers/cell-markers.js';
// <<< part: between mechanics (imports)
// >>> part: face (imports)
import { gainedFlight } from './movement/flight.js';
import { landed } from './movement/dive.js';
import { tremorMoveLeft, tremorUsed } from './markers/tremor-marker.js';
// <<< part: face (imports)
// >>> part: systems (imports)
import { diedAsFlyer } from './movement/flight.js';
import { recordMiss } from './dice/own-misses.js';
import { attackedCell } from './movement/attacked-next-to.js';
import { spendFirstStrike } from './strike/first-strike.js';
import { declinedUnanswerable } from './strike/optional-unanswerable.js';
import { payFirstOfTwo } from './strike/two-attacks.js';
import { strikeValueCut } from './strike/strike-value.js';
import { REDIRECT_COMPILE, redirectTargetOk, redirectedSlotLegal } from './strike/redirect.js';
import { typesOf } from './triggers/while-counters.js';
import { PUSH_COMPILE, pushCell } from './movement/push.js';
import { copyFormationBonuses, isFormationCopier } from './features/formation-copy.js';
import { extraStrikeCells } from './strike/strike-range.js';
import { DELAYED_SPELL_COMPILE, rowSpellX } from './markers/delayed-spell.js';
import { cellTargetsOnly, placeBomb } from './markers/bomb.js';
import { netBlocksAttack } from './markers/net.js';
import { shotWoundsThisTurn } from './wounds/wound-history.js';
import { grantedStrikeUsed } from './strike/granted-strike.js';
import { spendExtraLives } from './wounds/extra-lives-cost.js';
// <<< part: systems (imports)
// >>> part: effects (imports)
import { FOREST_CHAIN_BIT } from '../core/codes.js';
import { lanternBonus } from './markers/cell-markers.js';
import { applyDieDelta, applyDieMode } from './dice/strike-dice.js';
import { applyStrangle, strangleCheck } from './markers/strangle.js';
import { redirectStrike } from './strike/redirect.js';
import { pushAway } from './movement/push.js';
import { PREY_MARK_COMPILE, preyMarked, putPreyMark } from './markers/prey-mark.js';
import { gainFlight } from './movement/flight.js';
import { featuresOnLeave } from './features/lose-features.js';
import { noteWound } from './wounds/wound-history.js';
import { noteChainHeal, noteChainWound } from './triggers/forest-chain.js';
import { noteStrikeWound } from './wounds/spread-wounds.js';
import { applyVampirism, capExtraLives, vampireHeal } from './wounds/vampirism.js';
import { armCard, disarm } from './strike/granted-strike.js';
import { firstHealMatches, noteDoubled, noteFirstHeal, queueVampireHeal } from './wounds/heal-gate.js';
import { huntMarksHit } from './markers/hunt-mark.js';
import { capStrike } from './strike/strike-cap.js';
import { applyGaze, endGazeOf, gazeLocked } from './strike/gaze.js';
import { recordPoisonDeath, eventPoisonAmount } from './triggers/poison-triggers.js';
import { explodeBomb } from './markers/bomb.js';
import { fireRowSpell } from './markers/delayed-spell.js';
import { penaltyIgnored } from './strike/unlowerable.js';
import { addNextThrow } from './dice/next-throw.js';
import { rowCappedWound } from './strike/row-attack-cap.js';
import { stayedLastTurnBonus } from './movement/moved-last-turn.js';
// <<< part: effects (imports)

// >>> part: sub-decisions --------------------------------------------------------------------------------

/** A strike item's sub-decision (hooks.strikeChoice): whose question it is, in the order the questions are asked. */
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

const strikeChoice: SubDecision = { legal: strikeChoiceLegal, apply: strikeChoiceApply };

// -- by op (hooks.opChoices) --
function applyMoveAlongChoice(s: GameState, k: number, a: number): void {
  s.g[G.Selected] = NONE;
  applyMoveAlong(s, k, a); // the creature moved, or the bonus
}

/** "перераспределить N (или менее) раны": N at most the target's wounds (ruling s1_3) … */
function legalMovedWounds(s: GameState, k: number, out: Int32Array): number {
  return xAnswers(s, k, moveWoundsBound(s, k, xHigh(s, k)), out);
}

/** … then, N named, who receives them (wounds/move-wounds.ts). */
function applyMovedWounds(s: GameState, k: number, a: number): void {
  applyX(s, k, a);
  beginMoveWoundsTargets(s, k);
}

/**
 * What the core reads of the mechanics' ops at its rule moments (core/enums.ts OpTrait; Hooks.opTraits).
 * test/mechanics/op-traits.test.ts: only mechanic op codes carry traits.
 */
const opTraits = new Uint8Array(256);
opTraits[MechOp.Relocate] = OpTrait.CellAtDeclaration | OpTrait.AmountIsDeclaredCell; // movement/relocate.ts, dive.ts
opTraits[MechOp.CellMarker] = OpTrait.CellAtDeclaration; // markers/cell-markers.ts (an activated ability's one cell)
opTraits[MechOp.StrikeCap] = OpTrait.OnStrikeItem; // strike/strike-cap.ts
opTraits[MechOp.RedirectDeclared] = OpTrait.KeepsAttacked; // strike/redirect.ts (Гномий король)
opTraits[MechOp.Push] = OpTrait.MayBeImpossible; // movement/push.ts ("если … не может быть перемещен")

/** OpTrait.MayBeImpossible: can the push from src move dst now (movement/push.ts)? */
function effectPossible(s: GameState, op: number, src: number, dst: number): boolean {
  return op !== MechOp.Push || pushCell(s, src, dst) >= 0;
}

const opChoices: (SubDecision | null)[] = new Array<SubDecision | null>(256).fill(null);
opChoices[MechOp.MoveAlong] = { legal: legalMoveAlong, apply: applyMoveAlongChoice }; // a creature to move, or PASS
opChoices[MechOp.ArrangeDeck] = { legal: legalArrange, apply: applyArrange };
opChoices[MechOp.CopyFeature] = { legal: legalCopy, apply: applyCopy }; // the donors to show
opChoices[MechOp.MoveWounds] = { legal: legalMovedWounds, apply: applyMovedWounds };

// -- by "N (или менее)" sentinel (hooks.upToChoices, hooks.upToDeclared); the X itself is named as the core's (applyX) --
function legalFreeRowChoice(s: GameState, k: number, out: Int32Array): number {
  return legalFreeRows(s, itemField(s, k, St.Src), out); // the rows not chosen yet (strike/row-attack-cap.ts)
}
function legalExtraLivesX(s: GameState, k: number, out: Int32Array): number {
  return xAnswers(s, k, extraLivesBound(s, itemField(s, k, St.Src)), out); // 1 … the card's extra lives (wounds/extra-lives-cost.ts)
}
function legalOwnLivesX(s: GameState, k: number, out: Int32Array): number {
  return xAnswers(s, k, livesLeft(s, itemField(s, k, St.Src)), out); // 'ownLives' (strike/ram.ts; ruling s1_49: up to its current lives)
}

const upToChoices: (SubDecision | null)[] = new Array<SubDecision | null>(256).fill(null);
upToChoices[UPTO_FREE_ENEMY_ROW] = { legal: legalFreeRowChoice, apply: applyX };
upToChoices[UPTO_EXTRA_LIVES] = { legal: legalExtraLivesX, apply: applyX };
upToChoices[UPTO_OWN_LIVES] = { legal: legalOwnLivesX, apply: applyX };

/** Отшельница (wounds/spread-wounds.ts): the number is fixed at the declaration, the creatures receiving the wounds are asked instead. */
function upToDeclared(s: GameState, k: number, code: number): boolean {
  if (code !== UPTO_STRIKE_WOUNDS) return false;
  beginStrikeWoundSpread(s, k);
  return true;
}

// <<< part: sub-decisions

// >>> part: turn ------------------------------------------------------------------------------------------
// The turn's hook points (core/turn.ts, core/driver.ts, core/squad.ts, core/movement.ts). Imports sit in
// this section so that each part's lines stay together.
import { Decision, TARGET_MODE_COUNT, TargetMode } from '../core/enums.js';
import { MechTargetMode } from './ids.js';
import { TARGET } from '../core/action.js';
import { rememberMoves } from './movement/moved-last-turn.js';
import { applyTremorCell, incarnateOnTremor, legalTremorCells, tremorIncarnationCells, tremorPending, tremorTurnStart } from './markers/tremor-marker.js';
import { applyMarkerCell, cellMarkersTurnEnd, legalMarkerCells } from './markers/cell-markers.js';
import { beginEndOfTurn, finishEndOfTurn } from './triggers/end-of-turn.js';
import { featureless, featurelessVerbs } from './features/lose-features.js';
import { netted } from './markers/net.js';
import { forcedStrikePending, keepClosedTargets, keepObligedSelections, obligedToStrike } from './strike/must-strike-closed.js';
import { breakChainUnless, dropFirstTarget, endTwice, secondStrikeVerbs } from './strike/two-attacks.js';
import { applyDieOutcomeTarget, dieWaitsOn, legalDieOutcomeTargets, strikeNamedBy } from './dice/die-outcome.js';
import { askUnanswerable } from './strike/optional-unanswerable.js';
import { askFurtherTriggerTargets } from './triggers/multi-target-triggers.js';
import { applyRelocateCell, beginRelocateCell, relocateCells } from './movement/relocate.js';
import { applyHiddenPick, beginHiddenPick, legalHiddenPick } from './features/hidden-choice.js';
import { applyJump, jumpCells, verbTargetMode } from './movement/jump.js';
import { applyMoveWoundsTarget, legalMoveWoundsTargets } from './wounds/move-wounds.js';
import { applyStrikeBlockJump, legalStrikeBlockJump } from './strike/strike-block-jump.js';
import { holdForWoundWindow } from './wounds/spread-wounds.js';
import { chainsTracked, noteChainItem } from './triggers/forest-chain.js';
import { applyGraveChoice, legalGraveChoice } from './features/grave-target.js';
import { applyMillChoice, legalMillChoice } from './features/mill.js';
import { applyExileChoice, beginExileChoice, exileChoicePending, exileNamed, namedForExile, stitchResurrected } from './features/stitch.js';
import { recordSteps } from './movement/move-along.js';

type TargetChoice = NonNullable<Hooks['targetChoices'][number]>;
type ChooseChoice = Hooks['graveChoice'];

/** Driver step 3: «удар, выстрел и излечение подряд» (Очи Кронга): another feature of the seat breaks its chain. */
function itemSteps(s: GameState, k: number): void {
  if (chainsTracked(s)) noteChainItem(s, k); // mechanics/triggers/forest-chain.ts
}

/** "Прыжок" (mechanics/movement/jump.ts): the selected card jumps to the named cell; its verb is over. */
function applyJumpCell(s: GameState, a: number): boolean {
  applyJump(s, s.g[G.Selected]!, a - TARGET);
  s.g[G.Selected] = NONE;
  s.g[G.Verb] = 0;
  s.g[G.Ability] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  return true;
}

function legalJumpCells(s: GameState, out: Int32Array): number {
  return jumpCells(s, s.g[G.Selected]!, s.g[G.Ability]!, out);
}

function applyHiddenPickTarget(s: GameState, a: number): boolean {
  applyHiddenPick(s, a); // the next pick, or the picked cards revealed and the engine resumed
  return false;
}

function applyMoveWoundsTargetAction(s: GameState, a: number): boolean {
  applyMoveWoundsTarget(s, a);
  return false;
}

function applyDieOutcomeTargetAction(s: GameState, a: number): boolean {
  applyDieOutcomeTarget(s, a);
  return false;
}

// Indexed by G.TargetMode (mechanics/ids.ts MechTargetMode); test/mechanics/target-modes.test.ts: an entry for every mode allocated there.
const targetChoices: (TargetChoice | null)[] = new Array<TargetChoice | null>(TARGET_MODE_COUNT).fill(null);
targetChoices[MechTargetMode.Jump] = { legal: legalJumpCells, apply: applyJumpCell };
targetChoices[MechTargetMode.RelocateCell] = { legal: relocateCells, apply: applyRelocateCell }; // the cell into the item's X
targetChoices[MechTargetMode.HiddenPick] = { legal: legalHiddenPick, apply: applyHiddenPickTarget };
targetChoices[MechTargetMode.MoveWounds] = { legal: legalMoveWoundsTargets, apply: applyMoveWoundsTargetAction };
targetChoices[MechTargetMode.MarkerCell] = { legal: legalMarkerCells, apply: applyMarkerCell }; // the next cell, or done
targetChoices[MechTargetMode.DieOutcome] = { legal: legalDieOutcomeTargets, apply: applyDieOutcomeTargetAction };
targetChoices[MechTargetMode.StrikeBlockJump] = { legal: legalStrikeBlockJump, apply: applyStrikeBlockJump }; // the jump, then the opponent's creature
targetChoices[MechTargetMode.TremorPlace] = { legal: legalTremorCells, apply: applyTremorCell }; // the marker's cell
targetChoices[MechTargetMode.TremorMove] = { legal: legalTremorCells, apply: applyTremorCell }; // the marker to move, then its new cell

const graveChoice: ChooseChoice = { legal: legalGraveChoice, apply: applyGraveChoice }; // mechanics/features/grave-target.ts
const chooseByOp: (ChooseChoice | null)[] = new Array<ChooseChoice | null>(256).fill(null);
chooseByOp[MechOp.MillTop] = { legal: legalMillChoice, apply: applyMillChoice }; // the card that gets the incarnation token

// <<< part: turn
// >>> part: effects --------------------------------------------------------------------------------------

/**
 * 511.6, a wound applied (games with a wound listener): the records of the mechanics, in this order —
 * маркер «охоты» (hunt-mark.ts), the wound history (wound-history.ts), «когда … получает раны от удара»
 * (spread-wounds.ts), the forest chain's link (forest-chain.ts).
 */
function woundApplied(s: GameState, src: number, dst: number, amount: number, type: number): void {
  if (on(s, Mech.HuntMark) && s.timedLen[0] !== 0) huntMarksHit(s, src, dst, type);
  if (on(s, Mech.WoundHistory)) noteWound(s, dst, type);
  if (on(s, Mech.WoundWindow)) noteStrikeWound(s, dst, amount, type);
  if ((s.trigKinds2[0]! & FOREST_CHAIN_BIT) !== 0) noteChainWound(s, src, type);
}

// 511.6 of the effect ops the core does not apply itself; (s, src, dst, amount, type) as queued.
function applyStrikeCapOp(s: GameState, _src: number, dst: number): void {
  capStrike(s, dst); // dst: the waiting strike's stack index
}
function applyPreyMarkOp(s: GameState, _src: number, dst: number): void {
  putPreyMark(s, dst);
}
function applyGainFlightOp(s: GameState, _src: number, dst: number, amount: number): void {
  gainFlight(s, dst, amount);
}
function applyGrantMagicStrikeOp(s: GameState, _src: number, dst: number): void {
  armCard(s, dst);
}
/** dst: the waiting strike's stack index; amount the delta; type the die (0 attacker, 1 struck) or a die mode (> 1). */
function applyDieDeltaOp(s: GameState, _src: number, dst: number, amount: number, type: number): void {
  if (type > 1) {
    applyDieMode(s, dst, type, amount); // "перебросить кубик", "уменьшить величину удара" (dice/strike-dice.ts)
    return;
  }
  applyDieDelta(s, dst, type, amount); // ±X (dice/strike-dice.ts; ruling s1_181: no reroll after it)
}

const effectOps: (((s: GameState, src: number, dst: number, amount: number, type: number) => void) | null)[] = new Array<
  ((s: GameState, src: number, dst: number, amount: number, type: number) => void) | null
>(256).fill(null);
effectOps[MechOp.Gaze] = applyGaze; // «взгляд Василиска» (strike/gaze.ts)
effectOps[MechOp.StrikeCap] = applyStrikeCapOp; // strike/strike-cap.ts
effectOps[MechOp.Redirect] = redirectStrike; // strike/redirect.ts
effectOps[MechOp.Push] = pushAway; // movement/push.ts
effectOps[MechOp.PreyMark] = applyPreyMarkOp; // markers/prey-mark.ts
effectOps[MechOp.Strangle] = applyStrangle; // markers/strangle.ts
effectOps[MechOp.GainFlight] = applyGainFlightOp; // movement/flight.ts
effectOps[Op.DieDelta] = applyDieDeltaOp; // dice/strike-dice.ts
effectOps[MechOp.LoseFeatures] = loseAllFeatures; // features/lose-features.ts
effectOps[MechOp.GrantMagicStrike] = applyGrantMagicStrikeOp; // strike/granted-strike.ts
effectOps[MechOp.Relocate] = applyRelocate; // movement/relocate.ts (and dive.ts): amount is the cell
effectOps[MechOp.CountersPerArmourLeft] = gainCountersPerArmourLeft; // triggers/armour-counters.ts (Гаргант s2_64)

// <<< part: effects
// >>> part: features -------------------------------------------------------------------------------------
// The imports of this part sit in its section (ES imports are hoisted).
import { xOf } from '../core/systems/counters.js';
import { pickedCards } from './features/hidden-choice.js';
import { stageX } from './wounds/counted-x.js';
import { strikeAtOwn } from './strike/strike-cap.js';
import { splashTargets } from './strike/splash.js';
import { graveTargetLegal } from './features/grave-target.js';
import { attackBlockedByJump } from './strike/strike-block-jump.js';
import { struckTriggerStopped } from './strike/strike-protection.js';
import { dealMovedWounds, healForMovedWounds } from './wounds/move-wounds.js';
import { outcomeAfterDie, rollDieOutcome } from './dice/die-outcome.js';
import { executeMill } from './features/mill.js';
import { placeRowSpell } from './markers/delayed-spell.js';
import { partnersOfDead } from './triggers/partners-at-death.js';
import { oppositeEnemy } from './strike/ram.js';
import { applyRowCap, freeRowLeft } from './strike/row-attack-cap.js';
import { markFirstStrike } from './strike/first-strike.js';
import { redirectDeclared, redirectedAttackLegal } from './strike/redirect.js';
import { beginCopy } from './features/copy-feature.js';
import { beginArrange, DECK_ORDER_COMPILE } from './features/deck-order.js';
import { isStrikeKind } from './strike/two-attacks.js';
import { dieModeEffect, dieOptionUsable } from './dice/strike-dice.js';
import { beginForcedStrikes } from './strike/forced-strike.js';
import { executeCellMarker } from './markers/cell-markers.js';
import { beginMoveAlong } from './movement/move-along.js';
import { loweredSpecialStrike } from './strike/strike-value.js';
import { jumpUsable } from './movement/jump.js';
import { lurePasses } from './strike/flyer-lure.js';
import { anchorCell, nextToCell } from './triggers/poison-triggers.js';
import { unhurtByAttacksThisTurn } from './wounds/wound-history.js';
import { woundedByStrikeNow } from './wounds/spread-wounds.js';

/** An entry of Hooks.abilityOps. */
type AbilityOp = NonNullable<Hooks['abilityOps'][number]>;

function abilityOp(c: Partial<AbilityOp>): AbilityOp {
  return { execute: c.execute ?? null, resume: c.resume ?? null, strikeUsable: c.strikeUsable ?? null, declarable: c.declarable ?? null };
}

/** MechOp.RedirectDeclared (Гномий король): the declared attack goes to the feature's target. */
function executeRedirectDeclared(s: GameState, k: number, a: number, _src: number, t: number): void {
  redirectDeclared(s, k, a, t);
}
/** MechOp.FirstStrikeUnanswerable: no card affected; the controller's first strike this turn. */
function executeFirstStrike(s: GameState, _k: number, _a: number, src: number): void {
  markFirstStrike(s, s.ctrl[src]!);
}
/** MechOp.RowAttackCap: the row named at the declaration. */
function executeRowCap(s: GameState, k: number, a: number, src: number): void {
  applyRowCap(s, src, xOf(s, k, a));
}
/** MechOp.DelayedRowSpell: the row named at the declaration, for the next own turn. */
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
/** MechOp.StrikeCap names a strike at a card of the controller's squad. */
function strikeCapUsable(s: GameState, src: number, _a: number, k: number): boolean {
  return strikeAtOwn(s, src, k);
}
/** MechOp.RowAttackCap ("1 раз за бой для каждого ряда"): a row left to choose. */
function rowCapDeclarable(s: GameState, i: number): boolean {
  return freeRowLeft(s, i);
}
/** MechOp.CellMarker: a free cell to name. */
function cellMarkerDeclarable(s: GameState): boolean {
  return relocateCells(s, null) !== 0;
}

const abilityOps: (AbilityOp | null)[] = new Array<AbilityOp | null>(256).fill(null);
abilityOps[MechOp.RedirectDeclared] = abilityOp({ execute: executeRedirectDeclared }); // mechanics/strike/redirect.ts
abilityOps[MechOp.StrikeCap] = abilityOp({ strikeUsable: strikeCapUsable }); // mechanics/strike/strike-cap.ts (the core queues its effect)
abilityOps[Op.DieDelta] = abilityOp({ strikeUsable: dieOptionUsable }); // mechanics/dice/strike-dice.ts: the die must exist; rerolls before ±X; "черная метка" at a 1
abilityOps[MechOp.FirstStrikeUnanswerable] = abilityOp({ execute: executeFirstStrike }); // mechanics/strike/first-strike.ts
abilityOps[MechOp.RowAttackCap] = abilityOp({ execute: executeRowCap, declarable: rowCapDeclarable }); // mechanics/strike/row-attack-cap.ts
abilityOps[MechOp.CellMarker] = abilityOp({ execute: executeCellMarkers, declarable: cellMarkerDeclarable }); // mechanics/markers/cell-markers.ts
abilityOps[MechOp.MarkerTeleport] = abilityOp({ execute: executeCellMarkers }); // a move to a marked cell
abilityOps[MechOp.MoveAlong] = abilityOp({ execute: executeMoveAlong }); // mechanics/movement/move-along.ts
abilityOps[MechOp.ForcedStrike] = abilityOp({ execute: executeForcedStrikes }); // mechanics/strike/forced-strike.ts
abilityOps[MechOp.CopyFeature] = abilityOp({ execute: executeCopy }); // mechanics/features/copy-feature.ts
abilityOps[MechOp.ArrangeDeck] = abilityOp({ execute: executeArrange }); // mechanics/features/deck-order.ts
abilityOps[MechOp.DieOutcome] = abilityOp({ execute: executeDieOutcome, resume: outcomeAfterDie }); // mechanics/dice/die-outcome.ts
abilityOps[MechOp.DelayedRowSpell] = abilityOp({ execute: executeRowSpell }); // mechanics/markers/delayed-spell.ts
abilityOps[MechOp.MillTop] = abilityOp({ execute: executeMillTop }); // mechanics/features/mill.ts
abilityOps[MechOp.MoveWounds] = abilityOp({ execute: healForMovedWounds, resume: dealMovedWounds }); // mechanics/wounds/move-wounds.ts

/** Берсерк s1_195 (mechanics/strike/two-attacks.ts): a first strike by {uchr} or magic strike leaves the card open. */
function firstOfTwoLeavesOpen(s: GameState, src: number, a: number, tgt: number): boolean {
  return isStrikeKind(s.db.abRanged[a]!) && payFirstOfTwo(s, src, tgt);
}
// <<< part: features

/** The hooks every CardDb carries (compile/compile.ts). */
export const MECHANIC_HOOKS: Hooks = {
  // >>> part: sub-decisions
  countersGained: noteCountersGained,
  strikeChoice,
  opChoices,
  opTraits,
  upToChoices,
  upToDeclared,
  // <<< part: sub-decisions

  // >>> part: effects
  effectOps,
  woundApplied,
  healApplied: noteChainHeal,
  woundsAdded: lanternBonus,
  healAfterWoundDealt: vampireHeal,
  healOverflowToExtraLives: applyVampirism,
  queueHealAfterWound: queueVampireHeal,
  extraLivesRoom: capExtraLives,
  replacementStepReached: noteFirstHeal,
  healMatchHolds: firstHealMatches,
  effectDoubled: noteDoubled,
  limiterMoved: endGazeOf,
  neighboursChanged: strangleCheck,
  leavingBattle: featuresOnLeave,
  diesOfWounds: recordPoisonDeath,
  rangedBonusGranted: addNextThrow,
  delayedCellEffectDue: explodeBomb,
  delayedRowEffectDue: fireRowSpell,
  grantedStrikeLapses: disarm,
  strikePenaltyIgnored: penaltyIgnored,
  markedForModifier: preyMarked,
  attackWoundCap: rowCappedWound,
  heldOnCell: gazeLocked,
  stayedLastTurnBonus,
  eventPoisonAmount,
  // <<< part: effects

  // >>> part: features
  abilityOps,
  executingStrikeOf: strikeNamedBy,
  graveTargetLegal,
  redirectedAttackLegal,
  attackKindsNow: typesOf,
  furtherCardsReached: splashTargets,
  struckTriggerStopped,
  specialStrikeWounds: loweredSpecialStrike,
  abilityPaidLeavesOpen: firstOfTwoLeavesOpen,
  attackAtTargetBlocked: netBlocksAttack,
  dieFeatureEffect: dieModeEffect,
  pickedHiddenCards: pickedCards,
  partnersOfDead,
  oppositeEnemy,
  stageX,
  barredFromActing: netted,
  insteadOfMoveUsable: jumpUsable,
  attackTargetAllowed: lurePasses,
  unhurtByAttacksThisTurn,
  woundedByStrikeNow,
  eventAnchorCell: anchorCell,
  nextToCell,
  // <<< part: features

  // >>> part: turn
  movesOfEndingTurn: rememberMoves, // Гном-поджигатель s1_35
  markersAtTurnStart: tremorTurnStart, // «дрожь» may move at the start of the opponent's turn
  markersAtTurnEnd: cellMarkersTurnEnd, // markers "до конца хода противника"
  endOfTurnBegins: beginEndOfTurn,
  endOfTurnDone: finishEndOfTurn,
  featuresLost: featureless,
  verbsWithoutFeatures: featurelessVerbs,
  mustStrike: obligedToStrike, // Гном-басаарг
  seatMustStrike: forcedStrikePending,
  keepMustStrikeSelections: keepObligedSelections,
  keepMustStrikeTargets: keepClosedTargets,
  strikeSeriesVerbs: secondStrikeVerbs, // Берсерк s1_195
  strikeSeriesTargets: dropFirstTarget, // "по разным картам"
  cardSelectedInStrikeSeries: breakChainUnless, // "только подряд"
  turnEndsInStrikeSeries: endTwice,
  verbTargetMode, // "Прыжок"
  targetChoices,
  askUnanswerable, // Римаанды s1_106
  furtherTriggerTargets: askFurtherTriggerTargets,
  declarationCell: beginRelocateCell, // relocations and cell markers
  hiddenPick: beginHiddenPick,
  dieWaitsOn,
  woundWindow: holdForWoundWindow, // Отшельница
  itemSteps,
  markerDecisionPending: tremorPending,
  graveChoice,
  chooseByOp,
  resurrectionDeclared: beginExileChoice, // Сшиватель
  resurrectionChoicePending: exileChoicePending,
  applyResurrectionChoice: applyExileChoice,
  excludedFromResurrection: namedForExile,
  beforeResurrection: exileNamed,
  afterResurrection: stitchResurrected,
  markedIncarnationCells: tremorIncarnationCells, // Скелетный червь s1_161
  incarnateOnMarker: incarnateOnTremor,
  creatureStepped: recordSteps, // "при движении на соседнюю клетку"
  // <<< part: turn

  // >>> part: triggers and combat
  strikeStart: forcedStrikeStart, // a strike made by an effect: its own legality, no defender (forced-strike.ts)
  strikeTargetResolution,
  struckRollsClosed: forcedStruckClosed, // Матриарх: as open cards; гипноз at an own creature: as at a closed one
  strikeDiceRolled: noteStrikeDice, // Воин храма's second die (strike-dice.ts)
  strikeBeforeEffects,
  strikeLowerable, // Гидра (unlowerable.ts)
  strikeWound,
  counterStrikeWound,
  strikePaid: forcedStrikePaid,
  defendersByText: auxGroundDefenders, // Ртунх (defenders.ts)
  attackTargetCells: lureMask, // Паук-пересмешник (flyer-lure.ts)
  keepTargetsOnCells: keepLured,
  rangedBonusTaken: takeNextThrow, // "+N к следующему метанию" (next-throw.ts)
  attackBlocked: attackBlockedByJump, // Дети топи on a {uchr} or a magic strike (strike-block-jump.ts)
  triggerConditionHolds,
  mechTriggerCondition,
  triggerOrderHolds: orderHolds, // move-order.ts
  triggersCollected: mergeDeathsAtOnce, // ruling s1_198 (deaths-at-once.ts)
  forcedTrigger, // Рагнар (valhalla-twice.ts)
  triggerDeclaring: doubleValhalla,
  triggerItemPushed,
  graveTargetChoice: beginGraveChoice, // grave-target.ts
  relocateNearDeclared: declareRelocateNear, // Сайкорон (attacked-next-to.ts)
  // <<< part: triggers and combat

  // >>> part: between mechanics
  teleported: recordTeleport, // own-teleports.ts
  relocatedSelf: recordSelfRelocation,
  relocateBy: applyRelocate, // relocate.ts
  relocationNextToTarget: isDive, // dive.ts
  cellsNextToTarget: diveCells,
  relocatedByFeature: diveAfterMove,
  cellsNextToEventCard, // attacked-next-to.ts
  loseAllFeatures, // lose-features.ts
  strikeAtTargetBlocked: strikeBlockedByJump, // strike-block-jump.ts
  adjacentSeriesStrikePaid: payChainStrike, // chain-attack.ts
  adjacentSeriesEnds: endRow,
  dropStruckInAdjacentSeries: dropChainHit,
  strikeWillBeUnanswerable: firstStrikePending, // first-strike.ts
  counterStrikeDue, // counter-block.ts
  waitingSpecialStrike, // strike-value.ts
  specialStrikeWaits,
  lowerStrikeValue,
  healDoubled, // heal-gate.ts
  legalWoundRecipients: legalSpreadTargets, // spread-wounds.ts
  applyWoundRecipient: applySpreadTarget,
  dealDistributedWounds: dealSpreadWounds,
  woundDestinationNamed, // move-wounds.ts
  placeCellMarker, // cell-markers.ts
  removeCellMarker,
  // <<< part: between mechanics

  // >>> part: face
  gainedFlight,
  landed,
  incarnationMarkerPlaced: tremorUsed,
  markerMoveLeft: tremorMoveLeft,
  // <<< part: face

  // >>> part: systems
  diedAsFlyer,
  strikeMissed: recordMiss,
  attackedCell,
  strikeBecomesUnanswerable: spendFirstStrike,
  declinedUnanswerable,
  strikePaidLeavesOpen: payFirstOfTwo,
  strikeValueCut,
  redirectTargetOk,
  effectPossible,
  takesPartnersBonuses: isFormationCopier,
  addPartnersBonuses: copyFormationBonuses,
  extraStrikeCells,
  delayedRowEffectX: rowSpellX,
  cellTargetsOnly,
  redirectedSlotLegal,
  setDelayedCellEffect: placeBomb,
  shotWoundsThisTurn,
  grantedStrikeUsed,
  spendExtraLives,
  // <<< part: systems
};

/** What the compiler asks of mechanics (compile/passes.ts): the extra card rows' plans, in row order, and mechanic-owned codes. */
export const MECHANIC_COMPILE: CompilePasses = {
  needsTwins,
  featurelessTwin,
  grantedStrikeBonus,
  armedTwin,
  copyPlan,
  copyRows,
  formationCopyPlan,
  formationCopyRows,
  nextThrowCode,
  // >>> part: mechanic compile passes (mechanics/ids.ts ids; compile/passes.ts MechanicCompile): in id order, then the passes without one, the older mechanics last by family
  mechanics: [
    { name: 'ifOpen', ops: {}, mechs: [Mech.IfOpen], owns: ownsIfOpen, compile: compileIfOpen }, // Mech.IfOpen: triggers/if-open.ts
    { name: 'armourCounters', ops: { countersPerArmourLeft: MechOp.CountersPerArmourLeft }, owns: ownsArmourCounters, compile: compileArmourCounters }, // no Mech id (op only): triggers/armour-counters.ts
    { name: 'woundsFromOneAttack', ops: {}, owns: ownsWoundsFromOneAttack, compile: compileWoundsFromOneAttack }, // no Mech id (MechWord.WoundsFromOneAttack): wounds/wounds-from-one-attack.ts
    // The older mechanics, by family (their ids, where they have one, in mechanics/ids.ts Mech).
    // strike/
    FIRST_STRIKE_COMPILE,
    GRANTED_STRIKE_COMPILE,
    ROW_ATTACK_CAP_COMPILE,
    STRIKE_CAP_COMPILE,
    FORCED_STRIKE_COMPILE,
    STRIKE_VALUE_COMPILE,
    STRIKE_PROTECTION_COMPILE,
    STRIKE_BLOCK_JUMP_COMPILE,
    GAZE_COMPILE,
    FLYER_LURE_COMPILE,
    MUST_STRIKE_CLOSED_COMPILE,
    TWO_ATTACKS_COMPILE,
    UNLOWERABLE_COMPILE,
    DEFENDERS_COMPILE,
    OPTIONAL_UNANSWERABLE_COMPILE,
    OPPONENT_REDIRECT_COMPILE,
    COUNTER_BLOCK_COMPILE,
    STRIKE_RANGE_COMPILE,
    SPLASH_COMPILE,
    REDIRECT_COMPILE,
    // dice/
    STRIKE_DICE_COMPILE,
    DIE_OUTCOME_COMPILE,
    NEXT_THROW_COMPILE,
    // movement/
    RELOCATE_COMPILE,
    PUSH_COMPILE,
    FLIGHT_COMPILE,
    DIVE_COMPILE,
    JUMP_COMPILE,
    ATTACKED_NEXT_TO_COMPILE,
    MOVED_LAST_TURN_COMPILE,
    MOVE_ALONG_COMPILE,
    // markers/
    PREY_MARK_COMPILE,
    DELAYED_SPELL_COMPILE,
    HUNT_MARK_COMPILE,
    NET_COMPILE,
    STRANGLE_COMPILE,
    CELL_MARKERS_COMPILE,
    BOMB_COMPILE,
    TREMOR_MARKER_COMPILE,
    // triggers/
    DEATHS_AT_ONCE_COMPILE,
    VALHALLA_TWICE_COMPILE,
    WHILE_COUNTERS_COMPILE,
    // wounds/
    MOVE_WOUNDS_COMPILE,
    WOUND_HISTORY_COMPILE,
    SPREAD_WOUNDS_COMPILE,
    HEAL_GATE_COMPILE,
    VAMPIRISM_COMPILE,
    // features/
    LOSE_FEATURES_COMPILE,
    COPY_FEATURE_COMPILE,
    FORMATION_COPY_COMPILE,
    HIDDEN_CHOICE_COMPILE,
    MILL_COMPILE,
    GRAVE_TARGET_COMPILE,
    DECK_ORDER_COMPILE,
  ],
  // <<< part: mechanic compile passes
};
// >>> part: triggers and combat ------------------------------------------------------------------------
// (Function declarations and imports are hoisted: MECHANIC_HOOKS above may name them.)
import { Tgt, Trig } from '../core/enums.js';
import { STRIKE_BLOCKED, STRIKE_GOES_ON, STRIKE_WAITS } from '../core/codes.js';
import { forcedStrikePaid, forcedStrikeStart, forcedStruckClosed } from './strike/forced-strike.js';
import { noteStrikeDice } from './dice/strike-dice.js';
import { askOpponentRedirect } from './strike/opponent-redirect.js';
import { strikeEffectsBlockJump } from './strike/strike-block-jump.js';
import { askCounterBlock } from './strike/counter-block.js';
import { strikeLowerable } from './strike/unlowerable.js';
import { cappedCounterWound, cappedStrikeWound } from './strike/strike-cap.js';
import { loweredStrikeWound } from './strike/strike-value.js';
import { auxGroundDefenders } from './strike/defenders.js';
import { keepLured, lureMask } from './strike/flyer-lure.js';
import { takeNextThrow } from './dice/next-throw.js';
import { declaredAtOwnBackRow, noteAttacked } from './strike/redirect.js';
import { endOfTurnCondition } from './triggers/end-of-turn.js';
import { killedAdjacentEnemy } from './wounds/vampirism.js';
import { ownMissMatches } from './dice/own-misses.js';
import { reachesCounters } from './triggers/counter-threshold.js';
import { movedNextTo } from './movement/moves-next-to.js';
import { attackedNextTo, declareRelocateNear } from './movement/attacked-next-to.js';
import { ownTeleportedFromNextTo } from './movement/own-teleports.js';
import { orderHolds } from './triggers/move-order.js';
import { mergeDeathsAtOnce } from './triggers/deaths-at-once.js';
import { doubleValhalla, forcedTrigger } from './triggers/valhalla-twice.js';
import { noteEventCard } from './triggers/poison-triggers.js';
import { keepStepDirection } from './movement/move-along.js';
import { beginGraveChoice } from './features/grave-target.js';

/** Simple strike, step 0 before the defender: a block with a jump (Дети топи), then the opponent's redirect (Волот). */
function strikeTargetResolution(s: GameState, k: number, a: number, t: number): number {
  if (on(s, Mech.StrikeBlockJump) && strikeBlockedByJump(s, k, a, t)) return STRIKE_BLOCKED; // strike-block-jump.ts
  if (on(s, Mech.OpponentRedirect) && askOpponentRedirect(s, k, a, t)) return STRIKE_WAITS; // opponent-redirect.ts
  return STRIKE_GOES_ON;
}

/** Simple strike, step 4: Бон и Берроу's counter-block first, then Дети топи's block of a strike it did not see at step 0. */
function strikeBeforeEffects(s: GameState, k: number, a: number, struck: number, ta: number): boolean {
  if (on(s, Mech.CounterBlock) && askCounterBlock(s, k, a, struck, ta)) return true; // counter-block.ts
  return on(s, Mech.StrikeBlockJump) && strikeEffectsBlockJump(s, k, a, struck, ta); // strike-block-jump.ts
}

/** The attacker's wound after the modifiers: "свести … к 1" / Морок's cap (strike-cap.ts), then «крик Баньши»'s cut (strike-value.ts); Гидра's is neither. */
function strikeWound(s: GameState, a: number, struck: number, w: number): number {
  if (w > 1 && on(s, Mech.StrikeCap) && strikeLowerable(s, a)) w = cappedStrikeWound(s, w, struck);
  if (on(s, Mech.StrikeValue) && strikeLowerable(s, a)) w = loweredStrikeWound(s, w, 0);
  return w;
}

/** The counter-strike's wound: a closed Морок's cap (strike-cap.ts), then the cut (strike-value.ts). */
function counterStrikeWound(s: GameState, a: number, struck: number, w: number): number {
  if (w > 1 && on(s, Mech.StrikeCap) && strikeLowerable(s, struck)) w = cappedCounterWound(s, a, w);
  if (on(s, Mech.StrikeValue) && strikeLowerable(s, struck)) w = loweredStrikeWound(s, w, 1);
  return w;
}

/**
 * The trigger conditions mechanics own through an ability data word (db.abMech, mechanics/ids.ts MechWord), at
 * any point: each answers true for a word that is not its own. One mechanic per word, so their order is free.
 */
function mechTriggerCondition(s: GameState, inst: number, a: number, _subject: number, _other: number, amount: number, type: number): boolean {
  return ifOpenHolds(s, inst, a) && woundsFromOneAttackHold(s, a, amount, type); // if-open.ts, wounds-from-one-attack.ts
}

/** The trigger conditions mechanics own, by trigger point (core/triggers.ts eventMatches has matched the event's kind and cards). */
function triggerConditionHolds(s: GameState, trig: number, inst: number, a: number, subject: number, other: number, amount: number): boolean {
  switch (trig) {
    case Trig.EndOfOwnTurn:
    case Trig.EndOfEnemyTurn:
      return endOfTurnCondition(s, inst, a); // end-of-turn.ts
    case Trig.SelfKills:
      return killedAdjacentEnemy(s, inst, subject, amount); // vampirism.ts (Ev.Amount: the dead card's controller)
    case Trig.OwnMisses:
      return ownMissMatches(s, inst, subject); // own-misses.ts
    case Trig.SelfReachesCounters:
      return reachesCounters(amount, s.db.abTrigFilter[a]!); // counter-threshold.ts
    case Trig.EnemyDeclares:
      return declaredAtOwnBackRow(s, inst, a, other, amount); // redirect.ts
    case Trig.CreatureMovesNextTo:
      return movedNextTo(s, inst, a, subject, amount); // moves-next-to.ts
    case Trig.RangedAttackNextTo:
      return attackedNextTo(s, inst, other, amount); // attacked-next-to.ts
    case Trig.OwnTeleportsFromNextTo:
      return ownTeleportedFromNextTo(s, inst, subject, amount); // own-teleports.ts
    default:
      return true;
  }
}

/** A trigger's item just pushed keeps what its mechanic reads of the event, in this order (core/triggers.ts declare). */
function triggerItemPushed(s: GameState, item: number, a: number, other: number, amount: number, attacked: number): void {
  if (s.db.abOp[a] === MechOp.RedirectDeclared) noteAttacked(s, item, attacked); // the attack it may redirect (redirect.ts)
  const spec = s.db.abTarget[a]!;
  if (spec === Tgt.NextToEventCard || spec === Tgt.EnemyNextToEventCard) noteEventCard(s, item, other, amount); // poison-triggers.ts
  if (s.trigKinds2[0] !== 0) keepStepDirection(s, item, a, amount); // the step's direction (move-along.ts)
}
// <<< part: triggers and combat
