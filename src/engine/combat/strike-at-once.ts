/**
 * The simple strike at once: the same strike as simple-strike.ts, run from its declaration to its
 * payment in one call, for games in which nothing can come between its steps.
 *
 * In a game whose cards have no capability beyond AT_ONCE_CAPS (no instant: no priority round can
 * be won; no trigger, replacement, prevention, modifier, Строй …; G.Caps, game-caps.ts), the engine
 * loop (driver.ts) would run a declared strike like this: the strike goes on the stack, a priority round that both players pass at once (512), the
 * legality check (512.5.3: nothing happened since the declaration, so it holds), the defender
 * question, the dice, the table, the two wounds through 511 (applied at once, effects.ts
 * applyOrQueueEffect), the rules effects (deaths, victory), the payment (512.2), and the strike
 * leaves the stack. This function writes the same fields with the same values, without the round
 * trip through the stack: the strike is put on the stack only where the stepwise strike would stop
 * with it there — a player's decision (Decision.Defender, Decision.Exchange) or the end of the game
 * before the payment — exactly as the stepwise strike has it at that point, and the engine loop
 * then continues it.
 *
 * test/engine/strike-at-once.test.ts plays the same games with `strikeAtOnce: false` (every strike
 * step by step through the engine loop) and compares the state and the log after every action.
 */
import { AttackKind, Cap, Cap2, Decision, Feat, Flag, Kw, Op, StFlag, Window, Zone } from '../enums.js';
import { G, type GameState, NONE, ST, St } from '../state.js';
import { applyOrQueueEffect } from '../effects.js';
import { newActionId, pushItemWithAction, setDecision } from '../stack.js';
import { checkDeaths, checkVictory } from '../death.js';
import { EXCHANGE_ATTACKER, closedStrike, exchangeChooser, opposedStrike, tierA, tierD } from './strike-table.js';
import { clearAttack, closeAfterActing, defenders, logDice, strikeValue } from './simple-strike.js';
import { counterTier, dieFor, payStrike, rollsDefence, weakStrikeStopped } from '../abilities/strike-keywords.js';

/**
 * The only capabilities (Cap.*) a game may have for its strikes to run at once: none of them acts
 * between a strike's declaration and its payment. Every other capability — instants, triggers,
 * replacements, prevention, modifiers, Строй, declaration triggers, attack events, incarnation, and
 * any mechanic added later — sends the game's strikes step by step through the engine loop, so a new
 * hook in the stepwise strike (simple-strike.ts) can never be skipped here by mistake.
 */
export const AT_ONCE_CAPS = Cap.Activated | Cap.Graveyard | Cap.StartsWith | Cap.RangeAura | Cap.XAbility | Cap.DrawsRanged | Cap.ForcedStrike;
/**
 * The same allowlist for the second capability word (Cap2.*, G.Caps2): diagonal moves (movement only),
 * the wound history (noted in effects.ts applyEffect, which the strike at once runs too) and the flyer
 * lure (targets only, chosen before the strike). Not Cap2.Net: a net blocks a strike as it executes.
 */
export const AT_ONCE_CAPS2 = Cap2.MovesDiagonally | Cap2.WoundHistory | Cap2.LuresFlyers;

/** May a simple strike declared now in `s` run at once (see the header)? */
export function strikeRunsAtOnce(s: GameState): boolean {
  const g = s.g;
  return (
    (g[G.Caps]! & ~AT_ONCE_CAPS) === 0 &&
    (g[G.Caps2]! & ~AT_ONCE_CAPS2) === 0 &&
    g[G.TrigKinds] === 0 &&
    (g[G.EffLen]! | g[G.EvLen]! | g[G.TrigLen]! | g[G.StackLen]!) === 0 &&
    s.opts.strikeAtOnce &&
    !s.opts.effectQueueAlways
  );
}

/**
 * Run the simple strike of `a` (controlled by seat p) on `t`, just declared, up to the point where a
 * player must decide, or to its end. Returns true when the caller must continue the engine loop
 * (driver.ts advance), false when a decision is pending or the game has ended.
 */
export function strikeAtOnce(s: GameState, a: number, t: number, p: number): boolean {
  const g = s.g;
  const db = s.db;
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
  // 512.5.3: legal; the cost (closing) is reserved. Target resolution: the defender (digest §5.5),
  // not against a directed strike.
  const ca = s.card[a]!;
  const ct = s.card[t]!;
  if (((db.kw[ca]! | s.tKw[a]!) & Kw.Directed) === 0 && defenders(s, null, 0) > 0) {
    onStack(s, a, t, p, action, 1, 0, NONE, 0, 0);
    setDecision(s, Decision.Defender, s.ctrl[t]!);
    return false;
  }
  // The dice (digest §5.3): ОвА; ОвЗ for an open struck card (or one that rolls when closed).
  g[G.Struck] = t;
  const ra = dieFor(s, a) + db.ova[ca]! + s.tOva[a]!;
  const rd = rollsDefence(s, t, (s.flags[t]! & Flag.Closed) !== 0) ? dieFor(s, t) + db.ovz[ct]! + s.tOvz[t]! : -1;
  // The table.
  const r = rd >= 0 ? opposedStrike(ra, rd) : closedStrike(ra);
  g[G.RollA] = ra;
  g[G.RollD] = rd;
  const ta = tierA(r);
  const td = tierD(r);
  g[G.TierA] = ta;
  g[G.TierD] = td;
  if (s.log) logDice(s, ra, rd, r);
  const ex = exchangeChooser(r);
  if (ex !== 0) {
    onStack(s, a, t, p, action, 4, ra, rd, ta, td);
    setDecision(s, Decision.Exchange, ex === EXCHANGE_ATTACKER ? s.ctrl[a]! : s.ctrl[t]!);
    return false;
  }
  // The wounds through 511 (no replacement can apply: applied at once), both computed before either applies.
  const tdc = counterTier(s, a, t, td);
  if (!weakStrikeStopped(s, t, ta)) applyOrQueueEffect(s, Op.Wound, a, t, strikeValue(s, a, ta), AttackKind.Strike, action);
  if (!weakStrikeStopped(s, a, tdc)) applyOrQueueEffect(s, Op.Wound, t, a, strikeValue(s, t, tdc), AttackKind.CounterStrike, action);
  // Rules effects (driver.ts step 2); a game that ends here ends with the strike unpaid on the stack.
  if (g[G.Deactivated] === 1) {
    g[G.Deactivated] = 0;
    checkDeaths(s);
    if (checkVictory(s)) {
      onStack(s, a, t, p, action, 5, ra, rd, ta, td);
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
