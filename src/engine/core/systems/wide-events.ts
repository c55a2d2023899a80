/**
 * Wide trigger event kinds (511.7): event kinds 32..63, beside the 32 kinds of G.TrigKinds.
 *
 * An event kind is the Trig code of the recorded event (Ev.Kind bits 0–7). Kinds 0..31 are gated by
 * the per-game word G.TrigKinds (effects.ts recordEvent) and offered through the battle zones'
 * listener cache G.Hear (triggers.ts collectTriggers). Those 32 bits are taken, so newer trigger
 * points listen to kinds from WIDE_KIND_BASE (trigger-events.ts) on, kept apart:
 *
 *  - per card: db.trigEvents2, bit (kind − 32) per wide kind its battle-zone triggers listen to;
 *  - per game: GameState.trigKinds2 (the union over the cards of the game, game-caps.ts
 *    noteCardInGame), a word in the state buffer's padding after `hear`, so a game without such
 *    cards has the very same state words as before (copied and hashed with the state);
 *  - recording (`recordWideEvent`): only kinds some card of the game listens to, as recordEvent;
 *  - collection (triggers.ts collectTriggers, one test `kind >= WIDE_KIND_BASE` per recorded event,
 *    which in games without wide kinds never holds): `offerWide` offers the event to every card in
 *    the battle zones listening to it, in (seat, zone, list) order — the order G.Hear keeps — through
 *    triggers.ts `offer` (eventMatches decides, as for any kind). Wide kinds are not addressed
 *    (every listener is asked) and are not heard from the graveyard.
 *
 * Engine cost: none in games without a card listening to a wide kind (trigKinds2 is 0: nothing is
 * recorded, and the collection's test is false for every event).
 */
import { Zone } from '../enums.js';
import { type GameState, listAt, listLen } from '../state.js';
import { pushEvent } from '../effects.js';
import { WIDE_KIND_BASE } from '../trigger-events.js';
import { offer } from '../triggers.js';

/** Does some card of this game listen to the wide event kind `kind`? (The recording sites' gate.) */
export function wideKindHeard(s: GameState, kind: number): boolean {
  return (s.trigKinds2[0]! & (1 << (kind - WIDE_KIND_BASE))) !== 0;
}

/** Record a "did happen" event of wide kind `kind` (32..63) for 511.7, if some card of the game listens to it. */
export function recordWideEvent(s: GameState, kind: number, subject: number, other: number, amount: number, type = 0): void {
  if (wideKindHeard(s, kind)) pushEvent(s, kind, subject, other, amount, type);
}

/**
 * triggers.ts collectTriggers: offer the recorded event of wide kind `kind` to every card in both
 * battle zones whose triggers listen to it, in (seat, zone, list) order; returns the new trigger count.
 */
export function offerWide(s: GameState, n: number, kind: number, subject: number, other: number, amount: number, type: number): number {
  const bit = 1 << (kind - WIDE_KIND_BASE);
  const ev2 = s.db.trigEvents2;
  for (let p = 0; p < 2; p++) {
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      const len = listLen(s, p, z);
      for (let k = 0; k < len; k++) {
        const inst = listAt(s, p, z, k);
        if ((ev2[s.card[inst]!]! & bit) !== 0) n = offer(s, n, inst, kind, subject, other, amount, type);
      }
    }
  }
  return n;
}
