/**
 * Movement remembered for one turn: "+1 к воздействию, если это существо не двигалось в прошлый ход
 * противника" (Гном-поджигатель s1_35).
 *
 * Flag.Moved marks a card that moved this turn (its own move, a jump) and is cleared at every turn's
 * start (turn.ts). In games with Mech.MovesRemembered, at the start of seat p's turn — before that
 * clearing — `rememberMoves` looks at the enemy card straight in front of each of p's cards that
 * reads it (card cap Mech.MovesRemembered): if it moved in the turn that just ended (the opponent's
 * last turn), a timed entry TimedKind.MovedLastTurn lasting this turn is written for it
 * (core/systems/durations.ts: the entry lives in the state buffer, copied and hashed; at most one per
 * such card). The start-of-turn trigger that reads it ("нестерпимый жар") names that same card.
 *
 * The bonus (core/systems/amounts.ts AmountFrom.TargetStayedLastEnemyTurn): +1 when the target has no
 * such entry — and only once the opponent has had a turn (ruling s1_35: no bonus before the
 * opponent's first turn; G.Turn is 1 in the game's first turn).
 */
import { Flag, Zone } from '../../core/enums.js';
import { COLS, CELLS } from '../../core/board.js';
import { G, type GameState, NONE, TM, listAt, listLen } from '../../core/state.js';
import { Tm, TimedKind, addTimed } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

/** At the start of seat p's turn (turn.ts startTurn, before Flag.Moved is cleared): remember the moves of the enemy cards opposite p's readers. */
export function rememberMoves(s: GameState, p: number): void {
  const turn = s.g[G.Turn]!;
  const n = listLen(s, p, Zone.Field);
  for (let k = 0; k < n; k++) {
    const i = listAt(s, p, Zone.Field, k);
    if (!cardHas(s.db, s.card[i]!, Mech.MovesRemembered)) continue;
    const fc = s.cell[i]! + (p === 0 ? COLS : -COLS);
    if (fc < 0 || fc >= CELLS) continue;
    const o = s.board[fc]!;
    if (o === NONE || s.ctrl[o] === p || (s.flags[o]! & Flag.Moved) === 0 || movedLastTurn(s, o)) continue;
    addTimed(s, o, TimedKind.MovedLastTurn, 1, turn, turn);
  }
}

/** Does card t carry a TimedKind.MovedLastTurn entry? */
function movedLastTurn(s: GameState, t: number): boolean {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === t && s.timed[o + Tm.Kind] === TimedKind.MovedLastTurn) return true;
  }
  return false;
}

/** +1 when card t did not move in its controller's last turn, once that player has had a turn (ruling s1_35). */
export function stayedLastTurnBonus(s: GameState, t: number): number {
  if (t < 0 || s.g[G.Turn]! < 2) return 0;
  return movedLastTurn(s, t) ? 0 : 1;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a trigger's amount 'targetStayedLastEnemyTurn' needs the moves remembered (Mech.MovesRemembered); its amount code is the core's (core/systems/amounts.ts). */
export const MOVED_LAST_TURN_COMPILE: MechanicCompile = {
  name: 'movedLastTurn',
  ops: {},
  mechs: [Mech.MovesRemembered],
  owns: (a) => a.kind === 'triggered' && a.amountFrom === 'targetStayedLastEnemyTurn',
  compile(_def, _a, sink) {
    sink.cap(Mech.MovesRemembered);
  },
};
