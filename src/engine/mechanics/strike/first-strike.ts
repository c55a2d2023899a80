/**
 * "Вальхалла: первый за ход {strike} вашего существа становится безответным" (Рагнар s1_63): the
 * effect 'firstStrikeUnanswerable' (MechOp.FirstStrikeUnanswerable, no card affected: features.ts runs it
 * directly, like Op.MoveLimit). Engine reading [M]: "вашего существа" names no chosen creature — the
 * first simple strike made this turn by any creature of the feature's controller is unanswerable
 * (no counter-strike, strike-keywords.ts counterTier); the Valhalla fires at the start of his turn,
 * before any strike of that turn.
 *
 * State: a TimedKind.FirstStrike entry (no instance; amount = the seat) for the current turn; the
 * first strike of that seat to reach its effects spends it (`spendFirstStrike`, in counterTier,
 * gated by Gate.FirstStrike, which Mech.FirstStrike opens). Several such Valhallas in one turn still make only the first
 * strike unanswerable.
 */
import { G, type GameState, NONE, TM } from '../../core/state.js';
import { TimedKind, Tm, addTimed, recomputeTimed } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';
import {  } from '../../core/enums.js';
import { Mech, MechOp } from '../ids.js';

/** MechOp.FirstStrikeUnanswerable of a feature controlled by `seat`. */
export function markFirstStrike(s: GameState, seat: number): void {
  const turn = s.g[G.Turn]!;
  if (findEntry(s, seat, turn) >= 0) return;
  addTimed(s, NONE, TimedKind.FirstStrike, seat, turn, turn);
  if (s.log) s.log.push('  первый за ход удар существа этого игрока — безответный');
}

function findEntry(s: GameState, seat: number, turn: number): number {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Kind] === TimedKind.FirstStrike && s.timed[o + Tm.Amount] === seat && s.timed[o + Tm.Until] === turn) return e;
  }
  return -1;
}

/** The simple strike of attacker `a` reaches its effects: is it the marked first strike of its seat (spent now)? */
/** Would strike `a` now be made unanswerable by spendFirstStrike (nothing spent; mechanics/strike/counter-block.ts)? */
export function firstStrikePending(s: GameState, a: number): boolean {
  return findEntry(s, s.ctrl[a]!, s.g[G.Turn]!) >= 0;
}

export function spendFirstStrike(s: GameState, a: number): boolean {
  const e = findEntry(s, s.ctrl[a]!, s.g[G.Turn]!);
  if (e < 0) return false;
  const n = s.timedLen[0]!;
  for (let j = e * TM; j < (n - 1) * TM; j++) s.timed[j] = s.timed[j + TM]!;
  for (let j = (n - 1) * TM; j < n * TM; j++) s.timed[j] = 0;
  s.timedLen[0] = n - 1;
  recomputeTimed(s);
  if (s.log) s.log.push('  безответный удар (первый за ход)');
  return true;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a 'firstStrikeUnanswerable' effect sets Mech.FirstStrike (read in strike-keywords.ts counterTier). */
export const FIRST_STRIKE_COMPILE: MechanicCompile = {
  name: 'firstStrike',
  ops: { firstStrikeUnanswerable: MechOp.FirstStrikeUnanswerable },
  mechs: [Mech.FirstStrike],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'firstStrikeUnanswerable',
  compile(_def, _a, sink) {
    sink.cap(Mech.FirstStrike);
  },
};
