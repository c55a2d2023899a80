/**
 * "… при этом теряет все особенности" (Искатель тайн s1_54): the card loses all its features for the
 * rest of the battle.
 *
 * The rules digest has no text on losing features; the card rulings of Король-жрец s1_94 say only
 * that acquired features stay. Scope here: the effect 'gainFlight' with `loseFeatures` (the card
 * gains flight, and "+N к {strike} до конца боя" with `strike`, in the same game action) puts a
 * TimedKind.NoFeatures entry on the card for the battle (it goes with the card when it leaves the
 * battle zone). A card with it has no activated abilities, no ranged attack and no triggers: its
 * verbs are only a move and a simple strike (turn.ts verbsOf → `featurelessVerbs`), and no event
 * reaches its triggers (triggers.ts offer). Printed keywords, icons and static modifiers are not
 * switched off, so the compiler (cards/db.ts) accepts `loseFeatures` only on a card that has none
 * of them — Искатель тайн has a discharge and a start-of-turn trigger only, so its loss is played
 * whole. (Король-жрец s1_94's «потеря памяти» on any creature needs the general switch; not here.)
 *
 * Engine cost: the two hooks test Cap2.LosesFeatures (0 in games without such a card).
 */
import { Cap, Cap2, Flag, Kw, Verb } from '../enums.js';
import { G, type GameState, TM } from '../state.js';
import { TimedKind, Tm } from './durations.js';
import { canMove } from '../movement.js';
import { hasStrikeTarget } from '../combat/targets.js';
import { netted } from './net.js';

/** Has card i lost all its features (a TimedKind.NoFeatures entry)? */
export function featureless(s: GameState, i: number): boolean {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.NoFeatures) return true;
  }
  return false;
}

/**
 * turn.ts verbsOf of a card without features (Cap2.LosesFeatures): no abilities, no ranged attack, no
 * instants; a move and a simple strike under the same tests as verbsOf.
 */
export function featurelessVerbs(s: GameState, i: number): number {
  if (s.g[G.FromPriority] === 1) return 0;
  if ((s.flags[i]! & (Flag.Closed | Flag.Acted)) !== 0) return 0;
  if ((s.g[G.Caps2]! & Cap2.Net) !== 0 && netted(s, i)) return 0;
  let v = 0;
  if (canMove(s, i)) v |= 1 << Verb.Move;
  if ((s.g[G.Caps]! & Cap.NoAttack) !== 0 && (s.tKw[i]! & Kw.NoAttack) !== 0) return v;
  if (hasStrikeTarget(s, i)) v |= 1 << Verb.Strike;
  return v;
}
