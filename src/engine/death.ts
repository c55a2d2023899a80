/**
 * Death and the end of the game (digest §5.8, §8).
 */
import { Decision, EndReason, Trig, Zone } from './enums.js';
import { recordEvent } from './effects.js';
import { G, type GameState, NONE, listAt, listLen } from './state.js';
import { creatureCount, label, leaveBattleToGrave, livesLeft, seatName } from './instance.js';

/**
 * Every creature in the battle zone whose wounds reach its lives dies now (wounds ≥ lives): it goes
 * to its owner's graveyard, or to exile. Returns how many died.
 */
export function checkDeaths(s: GameState): number {
  // Only wounds make a creature die here; destruction effects remove cards themselves.
  if (s.g[G.Wounded] === 0) return 0;
  s.g[G.Wounded] = 0;
  let died = 0;
  for (let p = 0; p < 2; p++) {
    died += deathsIn(s, p, Zone.Field) + deathsIn(s, p, Zone.Aux);
  }
  return died;
}

function deathsIn(s: GameState, p: number, z: number): number {
  let died = 0;
  for (let k = listLen(s, p, z) - 1; k >= 0; k--) {
    const i = listAt(s, p, z, k);
    if (livesLeft(s, i) <= 0) {
      if (s.log) s.log.push(`  гибнет: ${label(s, i)}`);
      const killer = s.lastHitBy[i]!;
      if (killer >= 0) s.statKills[killer] = s.statKills[killer]! + 1;
      recordEvent(s, Trig.OtherCreatureDies, i, killer, s.ctrl[i]!); // amount: the controller at death
      leaveBattleToGrave(s, i);
      died++;
    }
  }
  return died;
}

/**
 * Victory check (digest §8): a player whose creatures are all gone loses; both at once is a draw.
 * Returns true when the game has ended (the state is then terminal).
 */
export function checkVictory(s: GameState): boolean {
  const c0 = creatureCount(s, 0);
  const c1 = creatureCount(s, 1);
  if (c0 > 0 && c1 > 0) return false;
  if (c0 === 0 && c1 === 0) endGame(s, EndReason.Draw, NONE);
  else endGame(s, EndReason.Win, c0 === 0 ? 1 : 0);
  return true;
}

/** Make the state terminal. */
export function endGame(s: GameState, reason: EndReason, winner: number): void {
  s.g[G.EndReason] = reason;
  s.g[G.Winner] = winner;
  s.g[G.Decision] = Decision.Terminal;
  s.g[G.Decider] = NONE;
  if (s.log) {
    const why = reason === EndReason.Win ? `победа ${seatName(winner)}` : reason === EndReason.Draw ? 'ничья' : 'лимит';
    s.log.push(`конец игры: ${why}`);
  }
}
