/**
 * Several creatures dying at once (ruling s1_198 on Хозяин склепа s1_163: "Варлок заклинанием убивает
 * трёх существ одновременно, сколько фишек получит Хозяин склепа? — 1").
 *
 * 511.7: after the effects applied while the stack was deactivated, triggers are checked against
 * them. Deaths found by one such check (death.ts checkDeaths, one event per dead card) happened at
 * once; a "при гибели (нелетающего) существа" trigger whose effect does not name the dead card
 * (target 'self': Хозяин склепа, Ловец душ s1_95, Повелитель бездны s1_168, Дозор Форрендора s1_183)
 * fires once for them all. Triggers that address the dead card or its partners (eventCard,
 * eventPartners) stay one per death.
 *
 * Per game behind Mech.DeathsAtOnce (a card with such a trigger): triggers.ts collectTriggers calls
 * `mergeDeathsAtOnce` over the triggers it collected in that check.
 */
import { AbKind, Tgt, Trig } from '../../core/enums.js';
import { type GameState, TR, Tr, removeRecord } from '../../core/state.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';

/**
 * Drop, among the triggers collected at indices [start, n), every "при гибели" trigger (self target)
 * of an instance and ability already collected earlier in the same range. Returns the new count.
 */
export function mergeDeathsAtOnce(s: GameState, start: number, n: number): number {
  const t = s.trig;
  const db = s.db;
  for (let k = start + 1; k < n; k++) {
    const o = k * TR;
    const a = t[o + Tr.Abil]!;
    if (db.abKind[a] !== AbKind.Triggered || db.abTrigger[a] !== Trig.OtherCreatureDies || db.abTarget[a] !== Tgt.Self) continue;
    const inst = t[o + Tr.Inst]!;
    for (let j = start; j < k; j++) {
      if (t[j * TR + Tr.Abil] !== a || t[j * TR + Tr.Inst] !== inst) continue;
      removeRecord(t, k, TR, n);
      n--;
      k--;
      break;
    }
  }
  return n;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): "При гибели существа" with a self target: deaths at once fire it once (Mech.DeathsAtOnce, ruling s1_198). */
export const DEATHS_AT_ONCE_COMPILE: MechanicCompile = {
  name: 'deathsAtOnce',
  ops: {},
  mechs: [Mech.DeathsAtOnce],
  owns: (a) => a.kind === 'triggered' && a.on === 'otherCreatureDies' && a.target === 'self',
  compile(_def, _a, sink) {
    sink.cap(Mech.DeathsAtOnce);
  },
};
