/**
 * The simple strike at once: the same strike as simple-strike.ts, run from its declaration to its
 * payment in one call, for games in which nothing can come between its steps.
 *
 * In a game whose cards have no capability beyond AT_ONCE_CAPS (no instant: no priority round can
 * be won; no declaration trigger, prophecy block, incarnation that could happen mid-strike …; G.Caps, game-caps.ts), with nothing
 * pending when the strike is declared, the engine loop (driver.ts) would run it like this: the strike
 * goes on the stack, a priority round that both players pass at once (512), the legality check
 * (512.5.3: nothing happened since the declaration, so it holds), the defender question, the dice
 * (with Строй and modifier bonuses), the table, the struck card's tier caps, "при атаке" recorded,
 * the two wounds through 511 (protections, replacements, preventions, modifiers; effects.ts
 * applyOrQueueEffect), the rules effects (deaths, victory), the payment (512.2), the strike leaves
 * the stack, and only then are the recorded events' triggers collected (511.7). This function runs
 * the same steps through the same functions (simple-strike.ts strikeRolls, capTiers, dealStrike),
 * without the round trip through the stack: the strike is put on the stack only where the stepwise
 * strike would stop with it there — a player's decision (Decision.Defender, Decision.Exchange, a
 * replacement to choose or apply from the effect queue) or the end of the game before the payment —
 * exactly as the stepwise strike has it at that point, and the engine loop then continues it.
 *
 * test/engine/strike-at-once.test.ts plays the same games with `strikeAtOnce: false` (every strike
 * step by step through the engine loop) and compares the state and the log after every action.
 */
import { Cap, Decision, Feat, Flag, Gate, Kw, StFlag, Trig, Window, Zone } from '../enums.js';
import { WIDE_KIND_BASE } from '../trigger-events.js';
import { G, type GameState, NONE, ST, St } from '../state.js';
import { newActionId, pushItemWithAction, setDecision } from '../stack.js';
import { checkDeaths, checkVictory } from '../death.js';
import { EXCHANGE_ATTACKER, closedStrike, exchangeChooser, opposedStrike, tierA, tierD } from './strike-table.js';
import { ROLLS, capTiers, clearAttack, closeAfterActing, dealStrike, defenders, logDice, strikeRolls } from './simple-strike.js';
import { payStrike } from '../systems/strike-keywords.js';
import { formationKw } from '../systems/formation.js';
import { directedStrike } from '../systems/modifiers.js';

/**
 * The capabilities (Cap.*) a game may have for its strikes to run at once: none of them acts
 * between a strike's declaration and its payment, or only through what this function runs in the
 * stepwise strike's order (the dice with Строй and modifier bonuses, the tier caps, the wounds
 * through 511 with their protections, preventions and modifiers, the events that triggers hear after
 * the payment). Every other capability — instants, declaration triggers, prophecy blocks, "+X к
 * следующему {strike}", incarnation, and any mechanic added later — sends the game's strikes step by
 * step through the engine loop, so a new hook in the stepwise strike (simple-strike.ts) can never be
 * skipped here by mistake.
 */
export const AT_ONCE_CAPS =
  Cap.Activated | Cap.Graveyard | Cap.StartsWith | Cap.RangeAura | Cap.XAbility | Cap.DrawsRanged |
  Cap.Triggered | Cap.Replacement | Cap.Prevention | Cap.AttackEvents | Cap.Formation | Cap.Modifier | Cap.ModAura | Cap.TurnRecord | Cap.StrikesTwice |
  // Moves only: moves limited by card text (move-limit.ts; mechanics/strike/gaze.ts: the gaze itself is a
  // "при ударе" trigger, collected after the strike), diagonal moves.
  Cap.MoveLimit | Cap.MovesDiagonally;
/*
 * A mechanic (mechanics/ids.ts) acting between a strike's declaration and its payment opens
 * Gate.StepwiseStrikes (mechanics/ids.ts MECH_GATES), which sends the game's strikes step by step. Those
 * that do not open it, and why the strike at once runs them right: an obligation to strike (turn.ts, before
 * the declaration), the cap of a strike at a closed card (through this function's tier caps and wounds),
 * the moves of the ending turn (moved-last-turn.ts: read by a feature's amount), the wound history (noted in
 * effects.ts applyEffect, which the strike at once runs too), the flyer lure (targets only, chosen before
 * the strike), strikes made as a feature's effect (Матриарх племени, mechanics/strike/forced-strike.ts: such
 * a strike is pushed by its feature and always runs step by step; a strike declared by its player, the only
 * kind that comes here, is an ordinary one), a copier of "при сильном {strike}" features (Дегаска,
 * mechanics/features/copy-feature.ts: its copy is a trigger, collected after the strike; its printed row
 * comes back at leaveBattleToGrave, shared by both paths) or of Строй bonuses (Анубисар,
 * mechanics/features/formation-copy.ts: its row follows formation.ts's refresh, run on every board change
 * by both paths), strikes at range 2 (strike-range.ts: targets and legality through keywords.ts
 * strikeMask, which both paths call), the next throw's bonus (next-throw.ts: throws only), gaining flight
 * (flight.ts: a feature's effect), protection from strikes against the features a strike triggers
 * (strike-protection.ts: those features run after the strike), deaths at once (deaths-at-once.ts: merges
 * the triggers of one collection, made after the strike in both paths), "если открыт" (if-open.ts: a
 * trigger's condition, read when the trigger is collected). A net opens it: a net blocks a strike as it executes.
 */

/** GameState.trigKinds2[0]'s bit of the wide event kind Trig.ForestChain: some card of the game listens to forest chains. */
const FOREST_CHAIN_BIT = 1 << (Trig.ForestChain - WIDE_KIND_BASE);

/** May a simple strike declared now in `s` run at once (see the header)? Nothing may be pending: no effect, event, trigger or stack item. */
export function strikeRunsAtOnce(s: GameState): boolean {
  const g = s.g;
  return (
    ((g[G.Caps]! & ~AT_ONCE_CAPS) === 0 || ((g[G.Caps]! & ~(AT_ONCE_CAPS | Cap.Incarnation)) === 0 && incarnationIdle(s))) &&
    (g[G.Gates]! & Gate.StepwiseStrikes) === 0 &&
    (g[G.EffLen]! | g[G.EvLen]! | g[G.TrigLen]! | g[G.StackLen]!) === 0 &&
    s.opts.strikeAtOnce &&
    !s.opts.effectQueueAlways &&
    // Очи Кронга: every strike is an item, so its start can break a chain (mechanics/triggers/forest-chain.ts):
    // not while some card listens to the chain's wide event kind.
    (s.trigKinds2[0]! & FOREST_CHAIN_BIT) === 0
  );
}

/**
 * Incarnation (535.7) in a game that has it. The stepwise strike passes the engine loop's incarnation
 * check (driver.ts step 4) once, between its declaration and its priority round; once the item
 * executes, the loop runs it to its end before looking again (a card that a death of the strike
 * frees room for incarnates after the payment on both paths: test/engine/strike-at-once.test.ts, the 535.7.2 scenario).
 * The strike at once skips that one pass, so it runs only when the pass is known to find nothing:
 * no graveyard card has its tokens (G.IncIdle, squad.ts readyToIncarnate) and no «дрожь» can be owed
 * (G.MovingMarkers, mechanics/markers/tremor-marker.ts).
 */
function incarnationIdle(s: GameState): boolean {
  return s.g[G.IncIdle] !== 0 && s.g[G.MovingMarkers] === 0;
}

/**
 * Run the simple strike of `a` (controlled by seat p) on `t`, just declared, up to the point where a
 * player must decide, or to its end. Returns true when the caller must continue the engine loop
 * (driver.ts advance), false when a decision is pending or the game has ended.
 */
export function strikeAtOnce(s: GameState, a: number, t: number, p: number): boolean {
  const g = s.g;
  const action = newActionId(s); // the strike's game-action id (stack.ts pushItem, 534.4)
  // The priority round that both players pass at once (stack.ts openRound, driver.ts), then execution.
  g[G.RoundOpen] = 0;
  g[G.LastDeclarer] = NONE;
  g[G.Window] = Window.General;
  g[G.Priority] = g[G.Active]!;
  g[G.Passes] = 0;
  g[G.Decision] = Decision.None;
  g[G.Attacker] = a;
  g[G.Target] = t;
  g[G.Defender] = NONE;
  g[G.RollA] = NONE; // not rolled yet (as simple-strike.ts step 0)
  g[G.RollD] = NONE;
  // 512.5.3: legal; the cost (closing) is reserved. Target resolution: the defender (digest §5.5),
  // not against a directed strike (printed, timed, by Строй, or granted).
  if (((s.db.kw[s.card[a]!]! | s.tKw[a]! | formationKw(s, a)) & Kw.Directed) === 0 && !directedStrike(s, a, t) && defenders(s, null, 0) > 0) {
    onStack(s, a, t, p, action, 1, 0, NONE, 0, 0);
    setDecision(s, Decision.Defender, s.ctrl[t]!);
    return false;
  }
  // The dice (simple-strike.ts strikeRolls).
  g[G.Struck] = t;
  strikeRolls(s, a, t, (s.flags[t]! & Flag.Closed) !== 0);
  const ra = ROLLS[0]!;
  const rd = ROLLS[1]!;
  // The table.
  const r = rd >= 0 ? opposedStrike(ra, rd) : closedStrike(ra);
  g[G.RollA] = ra;
  g[G.RollD] = rd;
  g[G.TierA] = tierA(r);
  g[G.TierD] = tierD(r);
  if (s.log) logDice(s, ra, rd, r);
  const ex = exchangeChooser(r);
  if (ex !== 0) {
    onStack(s, a, t, p, action, 4, ra, rd, g[G.TierA]!, g[G.TierD]!);
    setDecision(s, Decision.Exchange, ex === EXCHANGE_ATTACKER ? s.ctrl[a]! : s.ctrl[t]!);
    return false;
  }
  // The struck card's tier caps (core/systems/modifiers.ts), then "при атаке" and both wounds through 511.
  if ((g[G.Caps]! & Cap.Modifier) !== 0) capTiers(s, a, t, g[G.TierA]!, g[G.TierD]!);
  const ta = g[G.TierA]!;
  dealStrike(s, a, t, ta, g[G.TierD]!, action);
  // A replacement to apply or choose (534): the engine loop runs the queue, the rules effects and
  // the payment, with the strike on the stack as the stepwise strike has it.
  if (g[G.EffLen]! > 0) {
    onStack(s, a, t, p, action, 5, ra, rd, ta, g[G.TierD]!);
    return true;
  }
  // Rules effects (driver.ts step 2); a game that ends here ends with the strike unpaid on the stack.
  if (g[G.Deactivated] === 1) {
    g[G.Deactivated] = 0;
    checkDeaths(s);
    if (checkVictory(s)) {
      onStack(s, a, t, p, action, 5, ra, rd, ta, g[G.TierD]!);
      return false;
    }
  }
  // 512.2 payment (simple-strike.ts stepStrike, step 5; no defender was assigned).
  if ((s.zone[a] !== Zone.Field && s.zone[a] !== Zone.Aux) || !payStrike(s, a, ta)) closeAfterActing(s, a);
  clearAttack(s);
  return true;
}

/** Put the strike on the stack as the stepwise strike has it at `step`, executing. */
function onStack(s: GameState, a: number, t: number, p: number, action: number, step: number, ra: number, rd: number, ta: number, td: number): void {
  const k = pushItemWithAction(s, Feat.Strike, a, p, t, StFlag.Reserved, action);
  const o = k * ST;
  s.stack[o + St.Step] = step;
  if (step >= 4) {
    s.stack[o + St.RollA] = ra;
    s.stack[o + St.RollD] = rd;
    s.stack[o + St.TierA] = ta;
    s.stack[o + St.TierD] = td;
  }
  s.g[G.Executing] = k;
}
