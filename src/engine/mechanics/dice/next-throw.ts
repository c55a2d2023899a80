/**
 * "+N к следующему метанию (максимум +M) до конца вашего хода" (Огненный имп s1_138) and "+2 к
 * следующему метанию (до конца вашего хода)" (Тови s1_111, mechanics/movement/move-along.ts): a bonus to the
 * card's next throw only, for a while.
 *
 * Storage: TimedKind.NextThrow entries on the card (durations.ts; amount N, the grant's turn span), added
 * by the grant `{ nextThrow: N, nextThrowMax: M }` (durations.ts addGrantEntries → `addNextThrow`) or
 * by Тови's effect. "Максимум +M": the card's entries in force never add up to more than M — a grant
 * beyond it adds only what is left, nothing once the cap is reached (M 0: no cap).
 *
 * Spending: the card's next throw (метание) — its printed ranged attack of kind throw, core/combat/ranged.ts
 * hitRanged — takes the whole bonus (`takeNextThrow`): it is added to the throw's value before the static
 * modifiers, and the entries are gone. Other ranged attacks (shots, discharges) neither take nor spend
 * it. The bonus ends unused with its duration (the end of the controller's turn) or when the card leaves
 * the battle zone (durations.ts). A throw that is blocked (core/combat/ranged.ts rangedAttackBlocked, «сеть»)
 * never reaches hitRanged: the bonus waits for the next one.
 *
 * Engine reading: a throw made by a ranged-attack *ability* (core/systems/ranged-abilities.ts) does not take
 * it — the set-1 cards that gain the bonus (Огненный имп, Тови) throw with their printed attack, and no
 * set-1 feature hands the grant to another card.
 *
 * Engine cost: hitRanged calls `takeNextThrow` only in games with Mech.NextThrow (a card that can gain
 * the bonus); durations.ts reads one more grant column when a grant is applied.
 */
import { AttackKind } from '../../core/enums.js';
import type { GameState } from '../../core/state.js';
import { label } from '../../core/instance.js';
import { TimedKind, addTimed, takeTimed, timedSum } from '../../core/systems/durations.js';

import { NEXT_THROW_MAX_SHIFT, nextThrowCode } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';
export { NEXT_THROW_MAX_SHIFT, nextThrowCode };

/** Add the bonus (code = amount | max << 4) to dst for turns from..until, within the cap. */
export function addNextThrow(s: GameState, dst: number, code: number, from: number, until: number): void {
  let n = code & 15;
  const max = code >> NEXT_THROW_MAX_SHIFT;
  if (max !== 0) {
    const left = max - timedSum(s, dst, TimedKind.NextThrow);
    if (n > left) n = left;
  }
  if (n <= 0) {
    if (s.log) s.log.push(`  ${label(s, dst)}: бонус к следующему метанию уже максимальный`);
    return;
  }
  addTimed(s, dst, TimedKind.NextThrow, n, from, until);
  if (s.log) s.log.push(`  ${label(s, dst)}: +${n} к следующему метанию`);
}

/** The bonus card a's ranged attack of this kind takes: a throw takes (and removes) a's next-throw entries in force. */
export function takeNextThrow(s: GameState, a: number, kind: number): number {
  if (kind !== AttackKind.Throw || s.timedLen[0] === 0) return 0;
  const n = takeTimed(s, a, TimedKind.NextThrow);
  if (n !== 0 && s.log) s.log.push(`  ${label(s, a)}: +${n} к этому метанию`);
  return n;
}

/** The next-throw bonus instance i holds now (tests, describe). */
export function nextThrowBonus(s: GameState, i: number): number {
  return s.timedLen[0] === 0 ? 0 : timedSum(s, i, TimedKind.NextThrow);
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): a timed grant of "+N к следующему метанию"
 * (the main effect) sets Mech.NextThrow; its grant row's code (db.grantNextThrow, the core's
 * timed-grant tables) is `nextThrowCode`, compile/passes.ts.
 */
export const NEXT_THROW_COMPILE: MechanicCompile = {
  name: 'nextThrow',
  ops: {},
  mechs: [Mech.NextThrow],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'grant' && !!a.effect.grant.nextThrow,
  compile(_def, _a, sink) {
    sink.cap(Mech.NextThrow);
  },
};
