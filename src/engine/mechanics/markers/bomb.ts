/**
 * «Бомба» (Орк-бомбардир s1_22): "{tap}: Метание «бомбы» на 1 по карте на выбранной клетке, дальность
 * 3; в начале вашего следующего хода все карты на этой клетке ранятся на 2 (воздействие «взрыв»)."
 *
 * A ranged ability with `bomb: N` (db.abBomb): its targets are cards on cells only (a flyer stands on
 * none; `cellTargetsOnly`); ruling s1_22: "дальность 3" is the throw's range. When it executes, the
 * cell of its target gets a bomb — a timed entry with no card (core/systems/durations.ts TimedKind.Bomb,
 * Tm.Inst = NONE, amount = cell | N << 8 | (source + 1) << 16) whose first and last turn is the next
 * turn of the thrower's controller — kept when the thrower leaves. At that turn's boundary
 * (durations.ts expireTimed, as the entry starts) the card standing on the cell then, of either side,
 * is wounded N by an influence (the 511 pipeline: protections from influences stop it), queued with
 * the start-of-turn effects.
 *
 * Engine cost: none outside the ranged ability itself and the timed table's turn boundary (entries exist).
 */
import { AttackKind, Op, Zone } from '../../core/enums.js';
import { CELLS } from '../../core/board.js';
import { G, type GameState, NONE } from '../../core/state.js';
import { enqueueEffect } from '../../core/effects.js';
import { newActionId } from '../../core/stack.js';
import { label, seatName } from '../../core/instance.js';
import { TARGET } from '../../core/action.js';
import { TimedKind, addTimed } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** Ranged ability with a bomb: place it on the cell of target t (executeRangedAbility, the first target). */
export function placeBomb(s: GameState, src: number, t: number, amount: number): void {
  if (t < 0 || s.zone[t] !== Zone.Field) return;
  const seat = s.ctrl[src]!;
  const turn = s.g[G.Turn]!;
  const next = s.g[G.Active] === seat ? turn + 2 : turn + 1;
  addTimed(s, NONE, TimedKind.Bomb, s.cell[t]! | (amount << 8) | ((src + 1) << 16), next, next);
  if (s.log) s.log.push(`  бомба на клетке ${label(s, t)}: взрыв в начале следующего хода ${seatName(seat)}`);
}

/** durations.ts expireTimed: a bomb entry starting with this turn explodes now. */
export function explodeBomb(s: GameState, v: number): void {
  const cell = v & 0xff;
  const t = s.board[cell]!;
  if (t === NONE) return;
  const src = (v >> 16) - 1;
  const from = src >= 0 && (s.zone[src] === Zone.Field || s.zone[src] === Zone.Aux) ? src : NONE;
  if (s.log) s.log.push(`  взрыв бомбы: ${label(s, t)}`);
  enqueueEffect(s, Op.Wound, from, t, (v >> 8) & 0xff, AttackKind.Influence, newActionId(s));
}

/** Keep only the targets on cells (TARGET + cell) of the `n` ids in buf; copy them to out (null: count). */
export function cellTargetsOnly(buf: Int32Array, n: number, out: Int32Array | null): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const id = buf[j]!;
    if (id < TARGET || id >= TARGET + CELLS) continue;
    if (out) out[m] = id;
    m++;
  }
  return m;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a ranged attack's `bomb` (db.abBomb). */
export const BOMB_COMPILE: MechanicCompile<'abBomb'> = {
  name: 'bomb',
  ops: {},
  columns: ['abBomb'],
  owns: (a) => a.kind === 'ranged' && a.bomb !== undefined,
  compile(_def, a, sink) {
    if (a.kind === 'ranged') sink.columns.abBomb[sink.ability] = a.bomb ?? 0;
  },
};
