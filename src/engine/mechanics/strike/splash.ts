/**
 * "Ранить на 1 выбранное существо и каждое стоящее рядом с ним существо противника с таким же
 * значением слабого {strike}" (Герольд мрака s1_144, воздействие «диссонанс»): an activated ability
 * with `splash` (db.abSplash) also applies its effect, in the same game action, to each creature of
 * the source's opponent on the 8 cells next to the chosen target whose printed weak strike equals the
 * target's printed weak strike (ruling s1_144: the printed value, not the current one).
 *
 * Hidden cards: the ruling lets the controller choose any number of the hidden cards next to the
 * target to include (revealed together; if one does not qualify, nobody is wounded and Герольд still
 * closes): mechanics/features/hidden-choice.ts (`hiddenChoice`); here hidden neighbours, not picked, are skipped.
 *
 * Engine cost: features.ts reads db.abSplash once per executed activated ability.
 */
import { NEIGH8 } from '../../core/board.js';
import { Flag, Zone } from '../../core/enums.js';
import { type GameState, NONE } from '../../core/state.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** The extra targets of a splash from `src` around the chosen target `dst`, written to out; returns the count. */
export function splashTargets(s: GameState, src: number, dst: number, out: Int32Array): number {
  if (dst < 0 || s.zone[dst] !== Zone.Field) return 0;
  const db = s.db;
  const weak = db.strike[3 * s.card[dst]!]!;
  const e = 1 - s.ctrl[src]!;
  const c = s.cell[dst]!;
  let n = 0;
  for (let nb = 0; nb < 8; nb++) {
    const nc = NEIGH8[c * 8 + nb]!;
    if (nc < 0) break;
    const o = s.board[nc]!;
    if (o === NONE || s.ctrl[o] !== e || (s.flags[o]! & Flag.Hidden) !== 0) continue;
    if (db.strike[3 * s.card[o]!] === weak) out[n++] = o;
  }
  return n;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): an activated ability with `splash` (db.abSplash). */
export const SPLASH_COMPILE: MechanicCompile<'abSplash'> = {
  name: 'splash',
  ops: {},
  columns: ['abSplash'],
  owns: (a) => a.kind === 'activated' && a.splash !== undefined,
  compile(_def, _a, sink) {
    sink.columns.abSplash[sink.ability] = 1;
  },
};
