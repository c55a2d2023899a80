/**
 * "Защита от ударов" against the features a strike triggers (Древний огр s1_135, ruling 2):
 * "Если идёт ход противника Огра – то Огр получит защиту от ударов раньше выполнения срабатывающей
 * особенности Владыки/Килсуса. Поэтому никакие срабатывающие от прошедшего удара на него не повлияют."
 *
 * 511.3 compares the type of the ability associated with the effect with the target's protections.
 * The effect of a feature triggered by a strike ("при ударе", Trig.SelfStrikes: Килсус's добивание,
 * Владыка небес's маркер «добычи») is associated with that strike, so a target that has protection
 * from strikes when the effect is made is not affected — whatever the feature's own type (an
 * influence). The order of the ruling comes from 511.7 (§4.6): in the striker's turn the struck
 * card's trigger is declared last and executes first, so the protection is there before the striker's
 * feature executes; in the struck card's own turn the striker's feature executes first and applies.
 *
 * Per game behind Mech.StrikeProtection (a card that can gain protection from strikes): features.ts
 * enqueueWithAlso asks `struckTriggerStopped` before queueing a feature's effect on a card.
 */
import { AbKind, Kw, Trig } from '../../core/enums.js';
import { G, type GameState } from '../../core/state.js';
import { Cap } from '../../core/enums.js';
import { formationKw } from '../../core/systems/formation.js';
import { grantedKw, ignoresProtections } from '../../core/systems/modifiers.js';
import { label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';

/**
 * Is the effect of ability `a` (of `src`) on `dst` stopped because `a` is triggered by a strike and
 * dst has protection from strikes now (511.3)? "Игнорирует {zoal}" ignores it too (ruling s1_135 on
 * Мантикора: protection from strikes includes protection from flyers' strikes).
 */
export function struckTriggerStopped(s: GameState, a: number, src: number, dst: number): boolean {
  if (s.db.abKind[a] !== AbKind.Triggered || s.db.abTrigger[a] !== Trig.SelfStrikes || dst < 0) return false;
  let kw = s.db.kw[s.card[dst]!]! | s.tKw[dst]! | formationKw(s, dst);
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) {
    if ((s.g[G.ModGrantKw]! & Kw.ProtStrikes) !== 0) kw |= grantedKw(s, dst, src);
    if (ignoresProtections(s, src)) return false;
  }
  if ((kw & Kw.ProtStrikes) === 0) return false;
  if (s.log) s.log.push(`  защита от ударов: ${label(s, dst)} не подвержен эффекту, сработавшему от удара`);
  return true;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a granted «Защита от ударов» ('protStrikes', the effect or its `also`) sets Mech.StrikeProtection (ruling s1_135). */
export const STRIKE_PROTECTION_COMPILE: MechanicCompile = {
  name: 'strikeProtection',
  ops: {},
  mechs: [Mech.StrikeProtection],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && ((a.effect.op === 'grant' && a.effect.grant.keywords?.includes('protStrikes') === true) || (a.also?.op === 'grant' && a.also.grant.keywords?.includes('protStrikes') === true)),
  compile(_def, _a, sink) {
    sink.cap(Mech.StrikeProtection);
  },
};
