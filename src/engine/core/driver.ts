/**
 * The engine loop (anchors lesson 11: a loop over work queues, not recursion). After every applied
 * action, `advance` runs the game forward until a player must decide:
 *
 *   1. effects in the effect queue, through the 511 algorithm (may stop at a replacement choice);
 *   2. once the queue is empty after a deactivation: rules effects (deaths, victory), the stack
 *      reactivates (511.7);
 *   3. the item executing on the stack continues its steps (may stop at a defender or exchange
 *      choice, or queue effects);
 *   4. collected triggers are checked and declared, Active player first (511.7);
 *   5. a priority round on a non-empty stack; when both players have passed, the top item executes
 *      (512: legality check first);
 *   6. with nothing pending, the Active player's Choice subphase (Decision.Main).
 */
import { Cap, Decision, Feat, Gate, Kw, TargetMode, Window } from './enums.js';
import { incarnate, readyToIncarnate } from './squad.js';
import { G, type GameState, NONE } from './state.js';
import { processEffects } from './effects.js';
import { checkDeaths, checkVictory } from './death.js';
import { collectTriggers, declareTriggers } from './triggers.js';
import { itemField, openRound, passPriority, setDecision } from './stack.js';
import { St } from './state.js';
import { stepStrike } from './combat/simple-strike.js';
import { stepRanged } from './combat/ranged.js';
import { stepAbility } from './features.js';
import { canUseInstants } from './instants.js';

/** A guard against rule loops (503.3: an infinite loop of rules effects is broken). */
const MAX_STEPS = 10_000;

export function advance(s: GameState): void {
  const g = s.g;
  // The common case (after a move, after a strike at once): nothing pending anywhere, so the loop
  // below would go straight to the Choice subphase (step 7).
  if (
    (g[G.EffLen]! | g[G.Deactivated]! | g[G.EvLen]! | g[G.TrigLen]! | g[G.StackLen]! | g[G.EndingTurn]!) === 0 &&
    g[G.Executing] === NONE &&
    (g[G.Caps]! & Cap.Incarnation) === 0 &&
    g[G.Decision] !== Decision.Terminal
  ) {
    setDecision(s, Decision.Main, g[G.Active]!);
    return;
  }
  advanceLoop(s);
}

function advanceLoop(s: GameState): void {
  const g = s.g;
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    if (g[G.Decision] === Decision.Terminal) return;
    // 1. The effect queue (stack deactivated).
    if (g[G.EffLen]! > 0) {
      if (!processEffects(s)) return;
      continue;
    }
    // 2. Rules effects, then reactivation.
    if (g[G.Deactivated] === 1) {
      g[G.Deactivated] = 0;
      checkDeaths(s);
      if (checkVictory(s)) return;
      // «Когда существо получает раны от удара» (Отшельница): the executing item may wait in that window (mechanics/wounds/spread-wounds.ts).
      if ((g[G.Gates]! & Gate.WoundWindow) !== 0) s.hooks.woundWindow(s);
      continue;
    }
    // 3. The executing item's next step.
    const ex = g[G.Executing]!;
    if (ex !== NONE) {
      g[G.Decision] = Decision.None;
      runStep(s, ex);
      if (g[G.Decision] !== Decision.None) return; // the step asked a player
      continue;
    }
    // 4. Incarnations that can happen now: 535.7.2 "as soon as the rule stops being broken".
    if ((g[G.Caps]! & Cap.Incarnation) !== 0) {
      // «дрожь» (Скелетный червь s1_161): a marker owed by a card just put into the graveyard, or a move at the start of the turn.
      if (g[G.MovingMarkers] !== 0 && s.hooks.markerDecisionPending(s)) return;
      const i = readyToIncarnate(s);
      if (i !== NONE) {
        if ((s.db.kw[s.card[i]!]! & Kw.Flyer) !== 0) {
          incarnate(s, i, -1);
          continue;
        }
        g[G.Selected] = i;
        g[G.TargetMode] = TargetMode.Incarnate;
        setDecision(s, Decision.Target, s.owner[i]!);
        return;
      }
    }
    // 5. Triggers (511.7).
    if (g[G.EvLen]! > 0) collectTriggers(s);
    if (g[G.TrigLen]! > 0) {
      if (!declareTriggers(s)) return;
      continue;
    }
    // 6. Priority on a non-empty stack.
    const n = g[G.StackLen]!;
    if (n > 0) {
      if (g[G.RoundOpen] === 0) {
        // A new top item (after a declaration or after the item above it finished): a new round.
        openRound(s, windowOfTop(s));
        // Nobody holds an instant in this game: both pass at once and the top item executes.
        if ((g[G.Caps]! & Cap.Instant) !== 0) continue;
      }
      if (g[G.Passes]! >= 2) {
        g[G.RoundOpen] = 0;
        g[G.Passes] = 0;
        g[G.Executing] = n - 1;
        continue;
      }
      const p = g[G.Priority]!;
      if (canUseInstants(s, p)) {
        setDecision(s, Decision.Priority, p);
        return;
      }
      passPriority(s); // the only legal action
      continue;
    }
    // 7. The Choice subphase — or, at the end of a turn whose "в конце хода" triggers are done, the next turn.
    if (g[G.EndingTurn] !== 0) {
      s.hooks.endOfTurnDone(s); // mechanics/triggers/end-of-turn.ts
      continue;
    }
    setDecision(s, Decision.Main, g[G.Active]!);
    return;
  }
  throw new Error('engine loop did not settle (rules loop)');
}

/** 512.4: a simple strike waiting before or after its dice opens a round of that window. */
function windowOfTop(s: GameState): number {
  const k = s.g[G.StackLen]! - 1;
  // A die that picks a feature's effect waits in the window after the dice (mechanics/dice/die-outcome.ts, ruling s1_185),
  // as a ranged attack's or a move limit's die does (core/systems/die-window.ts).
  if (itemField(s, k, St.Feat) !== Feat.Strike) return s.hooks.dieWaitsOn(s, k) ? Window.StrikeAfterDice : Window.General;
  const step = itemField(s, k, St.Step);
  return step === 2 ? Window.StrikeBeforeDice : step === 3 ? Window.StrikeAfterDice : Window.General;
}

function runStep(s: GameState, k: number): void {
  // «удар, выстрел и излечение подряд» (Очи Кронга): another feature of the seat breaks its chain (mechanics/triggers/forest-chain.ts).
  if (s.trigKinds2[0] !== 0) s.hooks.itemSteps(s, k);
  const feat = itemField(s, k, St.Feat);
  if (feat === Feat.Strike) stepStrike(s, k);
  else if (feat === Feat.Ranged) stepRanged(s, k);
  else stepAbility(s, k);
}
