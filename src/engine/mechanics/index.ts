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
// >>> part: effects (imports)
import { Cap, Cap2 } from '../core/enums.js';
import { FOREST_CHAIN_BIT } from '../core/codes.js';
import { lanternBonus } from './markers/cell-markers.js';
import { applyDieDelta, applyDieMode } from './dice/strike-dice.js';
import { applyRelocate } from './movement/relocate.js';
import { applyStrangle, strangleCheck, strangleCount } from './markers/strangle.js';
import { redirectStrike } from './strike/redirect.js';
import { pushAway } from './movement/push.js';
import { preyMarked, putPreyMark } from './markers/prey-mark.js';
import { gainFlight } from './movement/flight.js';
import { featuresOnLeave, loseAllFeatures } from './features/lose-features.js';
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

// >>> part: effects --------------------------------------------------------------------------------------

/**
 * 511.6, a wound applied (games with a wound listener): the records of the mechanics, in this order —
 * маркер «охоты» (hunt-mark.ts), the wound history (wound-history.ts), «когда … получает раны от удара»
 * (spread-wounds.ts), the forest chain's link (forest-chain.ts).
 */
function woundApplied(s: GameState, src: number, dst: number, amount: number, type: number): void {
  if ((s.g[G.Caps]! & Cap.HuntMark) !== 0 && s.timedLen[0] !== 0) huntMarksHit(s, src, dst, type);
  if ((s.g[G.Caps2]! & Cap2.WoundHistory) !== 0) noteWound(s, dst, type);
  if ((s.g[G.Caps2]! & Cap2.WoundWindow) !== 0) noteStrikeWound(s, dst, amount, type);
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
effectOps[Op.Gaze] = applyGaze; // «взгляд Василиска» (strike/gaze.ts)
effectOps[Op.StrikeCap] = applyStrikeCapOp; // strike/strike-cap.ts
effectOps[Op.Redirect] = redirectStrike; // strike/redirect.ts
effectOps[Op.Push] = pushAway; // movement/push.ts
effectOps[Op.PreyMark] = applyPreyMarkOp; // markers/prey-mark.ts
effectOps[Op.Strangle] = applyStrangle; // markers/strangle.ts
effectOps[Op.GainFlight] = applyGainFlightOp; // movement/flight.ts
effectOps[Op.DieDelta] = applyDieDeltaOp; // dice/strike-dice.ts
effectOps[Op.LoseFeatures] = loseAllFeatures; // features/lose-features.ts
effectOps[Op.GrantMagicStrike] = applyGrantMagicStrikeOp; // strike/granted-strike.ts
effectOps[Op.Relocate] = applyRelocate; // movement/relocate.ts (and dive.ts): amount is the cell

// <<< part: effects

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
  effectOps,
  woundApplied,
  healApplied: noteChainHeal,
  woundsAdded: lanternBonus,
  vampireHeal,
  healVampire: applyVampirism,
  queueVampireHeal,
  extraLivesRoom: capExtraLives,
  replacementStepReached: noteFirstHeal,
  healMatchHolds: firstHealMatches,
  effectDoubled: noteDoubled,
  limiterMoved: endGazeOf,
  neighboursChanged: strangleCheck,
  leavingBattle: featuresOnLeave,
  diesOfWounds: recordPoisonDeath,
  grantNextThrow: addNextThrow,
  bombExplodes: explodeBomb,
  rowSpellFires: fireRowSpell,
  armedStrikeEnds: disarm,
  strikePenaltyIgnored: penaltyIgnored,
  preyMarked,
  attackWoundCap: rowCappedWound,
  heldOnCell: gazeLocked,
  strangleMarkers: strangleCount,
  stayedLastTurnBonus,
  eventPoisonAmount,
  // <<< part: effects

  // >>> part: features
  // <<< part: features

  // >>> part: turn
  // <<< part: turn

  // >>> part: triggers and combat
  // <<< part: triggers and combat

  // >>> part: systems
  // <<< part: systems
};
