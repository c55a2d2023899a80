/**
 * "{first}: …" / "{second}: …" as a condition of a triggered ability (Аристократка s1_194: "В начале
 * боя — воздействие «интриги»: {first}: …; {second}: …"): the trigger fires only if its controller is
 * the First / the Second player of the game (G.First). The same icons on "Начинает бой с {counter}"
 * are counters.ts StartWhen.
 *
 * Compiled to db.abIfOrder (1 first, 2 second); triggers.ts `offer` tests it after the event matched.
 */
import { G, type GameState } from '../../core/state.js';
import { IfOrder } from '../../core/codes.js';
export { IfOrder };

/** Does the {first}/{second} condition `code` hold for a trigger of instance inst? */
export function orderHolds(s: GameState, inst: number, code: number): boolean {
  if (code === IfOrder.WhileCounters) return s.counters[inst]! > 0; // mechanics/triggers/while-counters.ts
  const first = s.ctrl[inst] === s.g[G.First];
  return code === IfOrder.First ? first : !first;
}
