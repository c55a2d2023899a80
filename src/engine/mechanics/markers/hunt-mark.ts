/**
 * Маркер «охоты» (Гиррит s1_4): "При выстреле атакованная карта получает маркер «охоты» до конца
 * вашего хода (когда она получает раны от атаки летающего существа — ранить ее еще на 2 и удалить
 * маркер)". The mark is a timed entry (durations.ts TimedKind.HuntMark, amount = the extra wounds,
 * granted with Grant.huntMark); several marks on one card all work (ruling s1_4: two marks, 2 + 2).
 *
 * When a wound effect is applied (effects.ts Op.Wound, 511.6) to a marked card from an attack of a
 * flyer — a simple strike, {uchr}, shot, throw, discharge, magic or special strike, not a
 * counter-strike (not an attack, digest §5.1) — its marks are removed and a wound effect of their sum
 * is queued (an influence without a source card, through the 511 pipeline).
 *
 * Engine cost: one Caps test per wound in games with such a card, and a scan of the timed table then.
 */
import { AttackKind, Op } from '../../core/enums.js';
import { type GameState, NONE } from '../../core/state.js';
import { TimedKind, takeTimed } from '../../core/systems/durations.js';
import { enqueueEffect } from '../../core/effects.js';
import { newActionId } from '../../core/stack.js';
import { isFlyer, label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';

function isAttack(type: number): boolean {
  return (
    type === AttackKind.Strike ||
    type === AttackKind.ThroughRow ||
    type === AttackKind.Shot ||
    type === AttackKind.Throw ||
    type === AttackKind.Discharge ||
    type === AttackKind.Magic ||
    type === AttackKind.SpecialStrike
  );
}

/** dst took wounds from src's attack of kind `type`: its hunt marks go off. */
export function huntMarksHit(s: GameState, src: number, dst: number, type: number): void {
  if (src < 0 || !isFlyer(s, src) || !isAttack(type)) return; // a flyer now (mechanics/movement/flight.ts)
  const n = takeTimed(s, dst, TimedKind.HuntMark);
  if (n <= 0) return;
  if (s.log) s.log.push(`  маркер «охоты»: ${label(s, dst)} ранится еще на ${n}`);
  enqueueEffect(s, Op.Wound, NONE, dst, n, AttackKind.Influence, newActionId(s));
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a timed grant of a «охоты» mark (the effect or its `also`): wounds check the marks, per game behind Mech.HuntMark. The grant row's mark (db.grantHuntMark) is the core's timed-grant table. */
export const HUNT_MARK_COMPILE: MechanicCompile = {
  name: 'huntMark',
  ops: {},
  mechs: [Mech.HuntMark],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && ((a.effect.op === 'grant' && !!a.effect.grant.huntMark) || (a.also?.op === 'grant' && !!a.also.grant.huntMark)),
  compile(_def, _a, sink) {
    sink.cap(Mech.HuntMark);
  },
};
