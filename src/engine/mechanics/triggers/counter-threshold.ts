/**
 * "Когда получает третью {counter} — …" (Алвалинд s1_178; trigger point 'selfReachesCounters',
 * Trig.SelfReachesCounters, `reaches` N): when the card's counters go from fewer than N to N or more
 * as it gains counters (123.2; counters.ts gainCounters), the trigger fires once.
 *
 * The event (subject = the card, amount = counters before << 8 | after) is recorded by gainCounters
 * only in games whose triggers listen to it (G.TrigKinds, effects.ts recordEvent): other games pay one
 * mask test per counter gain. N is kept in the trigger's db.abTrigFilter.
 */
import { Trig } from '../../core/enums.js';
import { G, type GameState } from '../../core/state.js';
import { recordEvent } from '../../core/effects.js';

/** Card `i` went from `before` to `after` counters (counters.ts gainCounters). */
export function noteCountersGained(s: GameState, i: number, before: number, after: number): void {
  if ((s.g[G.TrigKinds]! & (1 << Trig.SelfReachesCounters)) === 0) return;
  recordEvent(s, Trig.SelfReachesCounters, i, -1, ((before > 255 ? 255 : before) << 8) | (after > 255 ? 255 : after));
}

/** Does the event amount (before << 8 | after) cross `n`? */
export function reachesCounters(amount: number, n: number): boolean {
  return amount >> 8 < n && (amount & 0xff) >= n;
}
