/**
 * "Первая за ход способность Вальхаллы вашей карты срабатывает дважды" (Рагнар s1_63; rule keyword
 * 'doublesFirstValhalla', Mech.ValhallaTwice per card and per game). Ruling s1_63: the feature acts
 * when the Valhalla is declared — the first Valhalla its controller declares in a turn is at once
 * declared again (a new target may be chosen), and the pair executes after his other Valhallas.
 *
 * Engine: triggers.ts `declare`, for a Valhalla trigger of a player who controls such a card on the
 * battlefield (the card in the battle zone, not the dead one), the first time in the turn
 * (TimedKind.ValhallaTwice, no instance, amount = the seat, this turn): a copy of the collected
 * trigger record goes back into the collected list marked FORCED (its Tr.Amount; a Valhalla reads
 * no amount). `forcedTrigger` makes it the only declarable trigger of that player (declareTriggers,
 * legalTrigger), so it is declared right after the first one (its target asked anew): the two are the
 * lowest of his Valhallas on the stack and execute last among them. Gated by G.Gates (Gate.TriggerDeclaring).
 */
import { Trig, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, TM, TR, TRIG_MAX, Tr, listAt, listLen } from '../../core/state.js';
import { TimedKind, Tm, addTimed } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

/** Tr.Amount of a forced copy. */
export const FORCED = -2;

/** Called as collected trigger k (ability a, instance inst) is declared: queue its forced copy if Рагнар doubles it. */
export function doubleValhalla(s: GameState, k: number, a: number, inst: number): void {
  if (s.db.abTrigger[a] !== Trig.Valhalla || s.trig[k * TR + Tr.Amount] === FORCED) return;
  const p = s.ctrl[inst]!;
  const turn = s.g[G.Turn]!;
  let has = false;
  const len = listLen(s, p, Zone.Field);
  for (let j = 0; j < len && !has; j++) has = cardHas(s.db, s.card[listAt(s, p, Zone.Field, j)]!, Mech.ValhallaTwice);
  if (!has) return;
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Kind] === TimedKind.ValhallaTwice && s.timed[o + Tm.Amount] === p && s.timed[o + Tm.Until] === turn) return;
  }
  const m = s.g[G.TrigLen]!;
  if (m >= TRIG_MAX) return;
  addTimed(s, NONE, TimedKind.ValhallaTwice, p, turn, turn);
  for (let f = 0; f < TR; f++) s.trig[m * TR + f] = s.trig[k * TR + f]!;
  s.trig[m * TR + Tr.Amount] = FORCED;
  s.g[G.TrigLen] = m + 1;
  if (s.log) s.log.push('  Вальхалла срабатывает дважды');
}

/** Index of a forced copy among the collected triggers of seat p, or -1. */
export function forcedTrigger(s: GameState, p: number): number {
  const n = s.g[G.TrigLen]!;
  for (let k = 0; k < n; k++) if (s.trig[k * TR + Tr.Amount] === FORCED && s.ctrl[s.trig[k * TR + Tr.Inst]!] === p && s.db.abTrigger[s.trig[k * TR + Tr.Abil]!] === Trig.Valhalla) return k;
  return -1;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): the keyword 'doublesFirstValhalla' sets Mech.ValhallaTwice. */
export const VALHALLA_TWICE_COMPILE: MechanicCompile = {
  name: 'valhallaTwice',
  ops: {},
  mechs: [Mech.ValhallaTwice],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'doublesFirstValhalla',
  compile(_def, _a, sink) {
    sink.cap(Mech.ValhallaTwice);
  },
};
