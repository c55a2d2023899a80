/**
 * "При промахе вашего существа в ваш ход — …" (Алвалинд s1_178; trigger point 'ownMisses',
 * Trig.OwnMisses): a simple strike of a creature of the trigger's controller missed in attack (its
 * tier is 0: "промах", digest §5.3), during that player's turn. A counter-strike is not an attack and
 * does not count; ranged attacks never miss (their die only picks X-Y-Z, §5.6).
 *
 * The event is recorded with the attacker's other strike events (special-strike.ts
 * recordSimpleStrikeEvents), only in games with Cap.AttackEvents whose triggers listen to it
 * (G.TrigKinds, effects.ts recordEvent); every own card in the battle zone hears it (not an addressed
 * event, trigger-events.ts). Its eventCard is the missing attacker.
 */
import { Trig } from '../../core/enums.js';
import { G, type GameState } from '../../core/state.js';
import { recordEvent } from '../../core/effects.js';

/** The attacker `a` missed its strike at `struck` (special-strike.ts, games with Cap.AttackEvents). */
export function recordMiss(s: GameState, a: number, struck: number): void {
  recordEvent(s, Trig.OwnMisses, a, struck, 0);
}

/** Does a miss of `attacker` fire an 'ownMisses' trigger of inst: its controller's creature, in his turn? */
export function ownMissMatches(s: GameState, inst: number, attacker: number): boolean {
  const p = s.ctrl[inst]!;
  return s.ctrl[attacker] === p && s.g[G.Active] === p;
}
