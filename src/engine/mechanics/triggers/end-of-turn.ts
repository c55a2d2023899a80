/**
 * End of turn (digest §4.1 step 3, «Конец хода»): "в конце хода" triggers fire, then the "до конца
 * хода" effects expire and the turn passes to the opponent.
 *
 * Trigger points 'endOfOwnTurn' («В конце вашего хода») and 'endOfEnemyTurn' («В конце хода
 * противника») listen to the EndOfOwnTurn event, recorded with the ending player's seat as subject.
 *
 * Flow: when the Active player ends his turn (END_TURN) in a game where some card listens to that
 * event (G.TrigKinds — games without such cards pass the turn at once, as before), `beginEndOfTurn`
 * marks the turn as ending (G.EndingTurn) and records the event. The engine loop then plays the
 * triggers like any others (511.7: Active player's first, priority rounds, instants); when nothing
 * is left to do, instead of a new Choice subphase it calls `finishEndOfTurn` (driver.ts step 7),
 * which passes the turn (turn.ts endTurn: timed effects of the ended turn expire at the next turn's
 * start, durations.ts timedTurnBoundary). So the effects "до конца хода" still hold while the
 * end-of-turn triggers are played.
 *
 * Conditions of a trigger at the end of the turn (checked when the turn ends, 116.4):
 * - EOT_UNMOVED: "если не перемещался в этот ход" (Камнедрев s1_84): the card has not moved this
 *   turn (Flag.Moved: its own moves, jumps and teleports — the engine has no other movement).
 */
import { Flag, Trig } from '../../core/enums.js';
import { G, type GameState, NONE } from '../../core/state.js';
import { recordEvent } from '../../core/effects.js';
import { endTurn } from '../../core/turn.js';
import { anySurroundedBy8 } from '../../core/squad.js';
import { EOT_UNMOVED, EOT_SURROUNDED8 } from '../../core/codes.js';
export { EOT_UNMOVED, EOT_SURROUNDED8 };

/** Does the end-of-turn trigger `a` of instance inst meet its condition now? */
export function endOfTurnCondition(s: GameState, inst: number, a: number): boolean {
  const f = s.db.abTrigFilter[a]!;
  if (f === 0) return true;
  if ((f & EOT_UNMOVED) !== 0 && (s.flags[inst]! & Flag.Moved) !== 0) return false;
  if ((f & EOT_SURROUNDED8) !== 0 && !anySurroundedBy8(s, s.ctrl[inst]!)) return false;
  return true;
}

/**
 * The Active player ends his turn (turn.ts applyMain, END_TURN). Returns false when no card of the
 * game listens to the end of a turn (G.TrigKinds: in the battle, no card out of the decks;
 * game-caps.ts): the caller passes the turn at once, and the log has no "конец хода" line.
 */
export function beginEndOfTurn(s: GameState): boolean {
  if ((s.g[G.TrigKinds]! & (1 << Trig.EndOfOwnTurn)) === 0) return false;
  s.g[G.EndingTurn] = 1;
  if (s.log) s.log.push(`  конец хода`);
  recordEvent(s, Trig.EndOfOwnTurn, s.g[G.Active]!, NONE, 0);
  return true;
}

/** Nothing is left to do at the end of the turn (driver.ts step 7): the turn passes. */
export function finishEndOfTurn(s: GameState): void {
  s.g[G.EndingTurn] = 0;
  endTurn(s);
}
