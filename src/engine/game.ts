/**
 * The public game API, shaped like OpenSpiel's State: `legalActions`, `applyAction`,
 * `currentPlayer`, `isTerminal`, `returns`, `actionToString`.
 *
 * Every choice is a pending decision (`G.Decision`, asked of seat `G.Decider`); compound choices are
 * split into sub-decisions (card → verb → target), so action ids stay small (action.ts). Randomness
 * (shuffles, dice) happens inside `applyAction` from the state's own streams: the game is a pure
 * function of (decks, seed, options, actions).
 */
import { Decision, EndReason, Zone } from './core/enums.js';
import type { CardDb } from './core/card-db.js';
import type { EngineOptions } from './core/options.js';
import type { Game } from './core/game-value.js';
import { G, GameState, MAX_DECK, NONE, listPush } from './core/state.js';
import { seedStreams } from './core/rng.js';
import { endGame } from './core/death.js';
import {
  applyOrder,
  applyPlace,
  applyRecruit,
  applyRedeal,
  beginPreBattle,
  legalOrder,
  legalPlace,
  legalRecruit,
  legalRedeal,
} from './core/prebattle.js';
import { applyMain, applyPriority, applyTarget, applyVerb, legalMain, legalTarget, legalVerb } from './core/turn.js';
import { advance } from './core/driver.js';
import { legalPriority } from './core/instants.js';
import { applyTrigger, legalTrigger } from './core/triggers.js';
import { applyReplacementChoice, legalReplacement } from './core/effects.js';
import { applyChoose, legalChoose } from './core/squad.js';
import { applyDefender, applyExchange, legalDefender } from './core/combat/simple-strike.js';
import { EXCHANGE_FULL, EXCHANGE_REDUCE, MAX_LEGAL } from './core/action.js';
import { applyChoice, legalChoice } from './core/systems/choice.js';
import { noteCardInGame } from './core/game-caps.js';

/**
 * Allocate a state of `game` (core/game-value.ts: `makeGame(db, opts)`); reuse it across games with
 * `resetGame`. The form `newState(db, opts)` is `newState(makeGame(db, opts))`, kept for old callers.
 */
export function newState(game: Game): GameState;
export function newState(db: CardDb, opts: EngineOptions): GameState;
export function newState(gameOrDb: Game | CardDb, opts?: EngineOptions): GameState {
  return opts === undefined ? new GameState(gameOrDb as Game) : new GameState(gameOrDb as CardDb, opts);
}

/**
 * Start a new game in `s`: seat 0 plays `deck0`, seat 1 plays `deck1` (card indices, 30–50 each,
 * already validated), all randomness from `seed`. Runs the order roll; the first decision is pending
 * on return. Allocates nothing when `s.log` is null.
 */
export function resetGame(s: GameState, deck0: ArrayLike<number>, deck1: ArrayLike<number>, seed: bigint): void {
  s.words.fill(0);
  s.board.fill(NONE);
  s.cell.fill(NONE);
  s.statCell.fill(NONE);
  s.lastHitBy.fill(NONE);
  const g = s.g;
  g[G.First] = NONE;
  g[G.Winner] = NONE;
  g[G.Selected] = NONE;
  g[G.Attacker] = NONE;
  g[G.Target] = NONE;
  g[G.Defender] = NONE;
  g[G.Struck] = NONE;
  g[G.RollA] = NONE;
  g[G.RollD] = NONE;
  g[G.RangedRoll] = NONE;
  g[G.Executing] = NONE;
  g[G.Ability] = NONE;
  const decks = [deck0, deck1];
  // The per-game summaries (game-caps.ts) start empty: `words.fill(0)` above cleared them.
  for (let p = 0; p < 2; p++) {
    const d = decks[p]!;
    if (d.length > MAX_DECK) throw new RangeError(`deck of seat ${p + 1} has ${d.length} cards; at most ${MAX_DECK}`);
    for (let k = 0; k < d.length; k++) {
      const i = p * MAX_DECK + k;
      s.card[i] = d[k]!;
      s.owner[i] = p;
      s.ctrl[i] = p;
      listPush(s, p, Zone.Deck, i);
      noteCardInGame(s, d[k]!);
    }
  }
  seedStreams(s.rng, seed);
  beginPreBattle(s);
}

/**
 * Write the legal actions of the pending decision into `out` (at least MAX_LEGAL long), in
 * ascending order; return how many. Zero only when the game is over.
 */
export function legalActions(s: GameState, out: Int32Array): number {
  switch (s.g[G.Decision]) {
    case Decision.Order:
      return legalOrder(out);
    case Decision.Redeal:
      return legalRedeal(s, out);
    case Decision.Recruit:
      return legalRecruit(s, out);
    case Decision.Place:
      return legalPlace(s, out);
    case Decision.Main:
      return legalMain(s, out);
    case Decision.Verb:
      return legalVerb(s, out);
    case Decision.Target:
      return legalTarget(s, out);
    case Decision.Defender:
      return legalDefender(s, out);
    case Decision.Exchange:
      out[0] = EXCHANGE_FULL;
      out[1] = EXCHANGE_REDUCE;
      return 2;
    case Decision.Priority:
      return legalPriority(s, out);
    case Decision.Trigger:
      return legalTrigger(s, out);
    case Decision.Replacement:
      return legalReplacement(s, out);
    case Decision.Choose:
      return legalChoose(s, out);
    case Decision.Choice:
      return legalChoice(s, out); // a sub-decision: its owner's answers (core/systems/choice.ts)
    default:
      return 0;
  }
}

/**
 * Apply a legal action of the pending decision. The action is assumed legal (use
 * `isLegalAction` at trust boundaries). Ends the game as `limit` at the action cap.
 */
export function applyAction(s: GameState, a: number): void {
  const g = s.g;
  g[G.Actions] = g[G.Actions]! + 1;
  const d = g[G.Decision]!;
  // Mid-loop decisions resume the engine loop unless their handler asks something new.
  if (d === Decision.Defender || d === Decision.Exchange || d === Decision.Trigger || d === Decision.Replacement || d === Decision.Choose || d === Decision.Choice) g[G.Decision] = Decision.None;
  switch (d) {
    case Decision.Order:
      applyOrder(s, a);
      break;
    case Decision.Redeal:
      applyRedeal(s, a);
      break;
    case Decision.Recruit:
      applyRecruit(s, a);
      break;
    case Decision.Place:
      applyPlace(s, a);
      break;
    case Decision.Main:
      applyMain(s, a);
      break;
    case Decision.Verb:
      applyVerb(s, a);
      break;
    case Decision.Target:
      applyTarget(s, a);
      break;
    case Decision.Defender:
      applyDefender(s, a);
      resume(s);
      break;
    case Decision.Exchange:
      applyExchange(s, a);
      resume(s);
      break;
    case Decision.Priority:
      applyPriority(s, a);
      break;
    case Decision.Trigger:
      applyTrigger(s, a);
      resume(s);
      break;
    case Decision.Replacement:
      applyReplacementChoice(s, a);
      resume(s);
      break;
    case Decision.Choose:
      if (applyChoose(s, a)) g[G.Decision] = Decision.None;
      resume(s);
      break;
    case Decision.Choice:
      applyChoice(s, a);
      resume(s);
      break;
    default:
      throw new Error(`applyAction on a finished game (action ${a})`);
  }
  if (g[G.Decision] !== Decision.Terminal && g[G.Actions]! >= s.opts.maxActions) endGame(s, EndReason.Limit, NONE);
}

/** Continue the engine loop after a decision taken in the middle of it (unless it asked another). */
function resume(s: GameState): void {
  if (s.g[G.Decision] === Decision.None) advance(s);
}

const legalScratch = new Int32Array(MAX_LEGAL);
/** True when `a` is legal at the pending decision. */
export function isLegalAction(s: GameState, a: number): boolean {
  const n = legalActions(s, legalScratch);
  for (let k = 0; k < n; k++) if (legalScratch[k] === a) return true;
  return false;
}

/** Seat (0 or 1) that must act, or -1 when the game is over. */
export function currentPlayer(s: GameState): number {
  return s.g[G.Decision] === Decision.Terminal ? -1 : s.g[G.Decider]!;
}

export function isTerminal(s: GameState): boolean {
  return s.g[G.Decision] === Decision.Terminal;
}

/** Seat p's return: +1 win, −1 loss, 0 draw, limit or unfinished. */
export function returns(s: GameState, p: number): number {
  if (s.g[G.EndReason] !== EndReason.Win) return 0;
  return s.g[G.Winner] === p ? 1 : -1;
}

/** The pending decision kind (enums Decision). */
export function pendingDecision(s: GameState): Decision {
  return s.g[G.Decision]! as Decision;
}
