/**
 * "В конце хода противника, если открыт может объявить особый удар обухом на 2" (Стражник Туллена
 * s2_12): the condition "если открыт" of an end-of-turn trigger (vocabulary `ifOpen`, on 'endOfOwnTurn'
 * or 'endOfEnemyTurn' only; mechanics/triggers/end-of-turn.ts plays the trigger points).
 *
 * Reading of the text (the card has no ruling):
 * - "если открыт" is the card's own state (Flag.Closed clear). It is a condition of the trigger, not of
 *   its effect: it is checked when the turn ends, like "если не перемещался в этот ход" (116.4, the
 *   engine's reading in end-of-turn.ts), so a closed card's trigger is not collected at all and there
 *   is nothing to decline. A card closed later, while its trigger waits on the stack, still strikes.
 * - "может объявить" makes the trigger optional (`optional`): its controller may decline it.
 * - The special strike (core/systems/special-strike.ts, AttackKind.SpecialStrike) is the trigger's
 *   effect: no {tap} is printed, so it does not close the card (a {tap} special strike closes it by its
 *   cost, not by being a special strike). Its target is a creature next to the card, as the set-1 special
 *   strikes name theirs (Кшар s1_2: 'adjacentCreature').
 * - "В конце хода противника": the end of the opponent's turn (Trig.EndOfEnemyTurn), while "до конца
 *   хода" effects still hold.
 *
 * Plumbing (docs/adding-a-mechanic.md walks through it): the compile pass (`ownsIfOpen`,
 * `compileIfOpen`, listed in mechanics/index.ts MECHANIC_COMPILE.mechanics) rejects the field on any
 * other trigger point, sets the card's capability bit Mech.IfOpen (mechanics/ids.ts; per game
 * GameState.mechCaps) and writes IF_OPEN into the ability's data word (CardDb.abMech). At run time
 * mechanics/index.ts mechTriggerCondition asks `ifOpenHolds` (core/triggers.ts offer asks it of every
 * trigger with a data word).
 *
 * Engine cost: none in games without such a card (one test of the per-game word, at each end-of-turn
 * trigger's match only); with one, a read of db.abMech per end-of-turn trigger matched.
 */
import type { Ability } from '../../vocab/ability.js';
import type { CardDef } from '../../vocab/card.js';
import type { CompileSink } from '../../core/hooks.js';
import { Flag } from '../../core/enums.js';
import type { GameState } from '../../core/state.js';
import { CapBit, CapWord, Mech, MechWord } from '../ids.js';

/** The ability's data word (CardDb.abMech) of an "если открыт" trigger. */
export const IF_OPEN = MechWord.IfOpen;

/** The compile pass owns the triggers with `ifOpen`. */
export function ownsIfOpen(a: Ability): boolean {
  return a.kind === 'triggered' && a.ifOpen === true;
}

/** Compile `ifOpen` of trigger `a` of card `def`: only at the end of a turn; the card's capability bit, the ability's word. */
export function compileIfOpen(_def: CardDef, a: Ability, sink: CompileSink): void {
  if (a.kind !== 'triggered') return;
  if (a.on !== 'endOfOwnTurn' && a.on !== 'endOfEnemyTurn') {
    sink.reject('ifOpen', `"если открыт" is a condition of the end-of-turn triggers ('endOfOwnTurn', 'endOfEnemyTurn'), not of '${a.on}'`);
  }
  sink.cap(Mech.IfOpen);
  sink.word(IF_OPEN);
}

/** Trigger `a` of instance inst (core/triggers.ts offer, through mechTriggerCondition): does "если открыт" hold, or is it not asked? */
export function ifOpenHolds(s: GameState, inst: number, a: number): boolean {
  if ((s.mechCaps[CapWord.IfOpen]! & CapBit.IfOpen) === 0 || s.db.abMech[a] !== IF_OPEN) return true;
  return (s.flags[inst]! & Flag.Closed) === 0;
}
