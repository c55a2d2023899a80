/**
 * The lockstep check of the per-game summaries (engine/game-caps.ts): a game is played twice, move
 * for move, once as the engine plays it (the summaries count the cards out of the decks from the
 * start of the battle) and once with the summaries widened after every action to every card of both
 * decks. The summaries are gates only, so the two must offer the same legal actions at every decision
 * and end the same way. A difference means that some mechanic plays differently depending on a card
 * that is not in play: a rules bug (nine such cases were found this way and fixed, each with a regression test).
 *
 * Used by test/engine/caps-scope.test.ts (200 games in CI) and by `npm run check:caps`
 * (scripts/caps-lockstep.ts, any range of games, off-line).
 */
import { MAX_LEGAL } from '../engine/core/action.js';
import type { CardDb } from '../engine/core/card-db.js';
import { Decision, Zone } from '../engine/core/enums.js';
import { applyAction, legalActions, newState, resetGame } from '../engine/game.js';
import { noteCardInGame } from '../engine/core/game-caps.js';
import { DEFAULT_OPTIONS } from '../engine/core/options.js';
import { nextInt } from '../engine/core/rng.js';
import { G, type GameState, copyInto } from '../engine/core/state.js';

/** The summaries as one comparable string. */
export function capsKey(s: GameState): string {
  const g = s.g;
  return [g[G.Caps], g[G.Gates], g[G.ModMask], g[G.ModGrantKw], g[G.TrigKinds], g[G.ReplOther], s.trigKinds2[0], g[G.MovingMarkers], s.mechCaps[0], s.mechCaps[1]].join(',');
}

/** Every card of the game noted, wherever it is (the summaries as they were before the scoping). */
function widenCaps(s: GameState): void {
  for (let i = 0; i < s.zone.length; i++) if (s.zone[i] !== Zone.None) noteCardInGame(s, s.card[i]!);
}

/** Totals over the games played so far. */
export interface LockstepStats {
  games: number;
  actions: number;
  /** Decisions at which the scoped summaries had fewer bits than the widened ones. */
  narrower: number;
  /** Battle actions after which a card that left its deck added bits to the scoped summaries. */
  grew: number;
}

/** Where the two plays of a game parted. */
export interface LockstepMismatch {
  /** 'legal': different legal actions at a decision; 'result': different winner, turn or action count at the end. */
  kind: 'legal' | 'result';
  /** The action count of the game at the decision (G.Actions), or at the end. */
  action: number;
  /** What the scoped play had: the legal actions, or winner/turn/actions. */
  scoped: string;
  /** What the widened play had. */
  widened: string;
}

/** Two game states and buffers, reused from game to game. */
export class CapsLockstep {
  readonly stats: LockstepStats = { games: 0, actions: 0, narrower: 0, grew: 0 };
  private readonly a: GameState;
  private readonly b: GameState;
  private readonly la = new Int32Array(MAX_LEGAL);
  private readonly lb = new Int32Array(MAX_LEGAL);

  constructor(db: CardDb) {
    this.a = newState(db, DEFAULT_OPTIONS);
    this.b = newState(db, DEFAULT_OPTIONS);
  }

  /**
   * Play decks d0 and d1 with game seed `seed` both ways, each action drawn uniformly from the scoped
   * play's legal actions with stream 0 of `words`. Returns the first difference, or null.
   */
  play(d0: ArrayLike<number>, d1: ArrayLike<number>, seed: bigint, words: Uint32Array): LockstepMismatch | null {
    const { a, b, la, lb, stats } = this;
    resetGame(a, d0, d1, seed);
    copyInto(b, a);
    while (a.g[G.Decision] !== Decision.Terminal) {
      const na = legalActions(a, la);
      const nb = legalActions(b, lb);
      let same = na === nb;
      for (let k = 0; same && k < na; k++) same = la[k] === lb[k];
      if (!same) return { kind: 'legal', action: a.g[G.Actions]!, scoped: Array.from(la.subarray(0, na)).join(' '), widened: Array.from(lb.subarray(0, nb)).join(' ') };
      if (capsKey(a) !== capsKey(b)) stats.narrower++;
      const act = la[na === 1 ? 0 : nextInt(words, 0, na)]!;
      const before = capsKey(a);
      const inBattle = a.g[G.Turn]! > 0;
      applyAction(a, act);
      applyAction(b, act);
      widenCaps(b);
      if (inBattle && capsKey(a) !== before) stats.grew++;
      stats.actions++;
    }
    stats.games++;
    const end = (s: GameState): string => `winner ${s.g[G.Winner]}, turn ${s.g[G.Turn]}, actions ${s.g[G.Actions]}`;
    if (b.g[G.Decision] !== Decision.Terminal || end(a) !== end(b)) return { kind: 'result', action: a.g[G.Actions]!, scoped: end(a), widened: b.g[G.Decision] !== Decision.Terminal ? 'not over' : end(b) };
    return null;
  }
}
