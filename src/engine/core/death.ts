/**
 * Death and the end of the game (digest §5.8, §8).
 */
import { Cap, Decision, EndReason, Trig, Zone } from './enums.js';
import { linkedDeaths } from './systems/recruit.js';
import { recordEvent } from './effects.js';
import { G, type GameState, NONE, listBase, listLen } from './state.js';
import { creatureCount, label, leaveBattleToGrave, seatName } from './instance.js';

/**
 * Every creature in the battle zone whose wounds reach its lives dies now (wounds ≥ lives): it goes
 * to its owner's graveyard, or to exile. Returns how many died.
 */
export function checkDeaths(s: GameState): number {
  // "Погибает, когда ваша Линнет покидает поле боя" (core/systems/recruit.ts), in games with such cards.
  const recruitCaps = (s.g[G.Caps]! & Cap.Recruit) !== 0;
  let linked = recruitCaps ? linkedDeaths(s) : 0;
  // Only wounds make a creature die here; destruction effects remove cards themselves.
  if (s.g[G.Wounded] === 0) return linked;
  s.g[G.Wounded] = 0;
  let died = 0;
  for (let p = 0; p < 2; p++) {
    died += deathsIn(s, p, Zone.Field) + deathsIn(s, p, Zone.Aux);
  }
  // A host that died of its wounds just now takes its linked creature along.
  if (recruitCaps) linked += linkedDeaths(s);
  return died + linked;
}

function deathsIn(s: GameState, p: number, z: number): number {
  let died = 0;
  // livesLeft (instance.ts) over the list, its arrays in locals (the hot case: nobody dies).
  const list = s.zoneList;
  const base = listBase(p, z);
  const cards = s.card;
  const life = s.db.life;
  const extra = s.extraLives;
  const tLife = s.tLife;
  const wounds = s.wounds;
  for (let k = listLen(s, p, z) - 1; k >= 0; k--) {
    const i = list[base + k]!;
    if (life[cards[i]!]! + extra[i]! + tLife[i]! - wounds[i]! <= 0) {
      if (s.log) s.log.push(`  гибнет: ${label(s, i)}`);
      const killer = s.lastHitBy[i]!;
      if (killer >= 0) s.statKills[killer] = s.statKills[killer]! + 1;
      recordEvent(s, Trig.OtherCreatureDies, i, killer, s.ctrl[i]!); // amount: the controller at death
      if ((s.g[G.TrigKinds]! & (1 << Trig.EnemyDiesOfPoison)) !== 0) s.hooks.diesOfWounds(s, i); // mechanics/triggers/poison-triggers.ts
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
