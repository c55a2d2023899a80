/**
 * Effect amounts read from the board when a feature executes (instead of a printed number):
 *  - 'oppositeMediumStrike': "на X, где X — величина среднего {strike} существа напротив" (Кобольд
 *    s1_92): the printed medium simple strike of the creature on the cell straight in front of the
 *    source, from its controller's side (ruling s1_92: printed, without modifiers); 0 when that cell
 *    is empty or the source is not on the battlefield.
 *  - 'weakStrikeBehindTarget': "ранить атакованное существо на величину слабого {strike} стоящей
 *    сзади него карты" (Тич s1_199): the printed weak simple strike of the card on the cell behind the
 *    target, from the target's controller's side (toward his back row); 0 when that cell is empty or
 *    off the board, or the target is not on the battlefield. Printed, as the Кобольд ruling reads its
 *    strike; a face-down card there counts with its real card.
 *  - 'shownCards': "где X — количество показанных карт" (Исхарская ненасыть s1_127): the cards the
 *    latest prophecy of the source's controller showed (core/systems/prophecy.ts; a "при пророчестве"
 *    trigger executes right after the prophecy that fired it).
 *  - 'targetWoundsThisTurn': "излечить … от ран, полученных в этот ход" (Хронос s1_25): the wounds
 *    the target took this turn (core/systems/turn-record.ts; ruling s1_25: their sum, heals not deducted).
 *  - 'targetStayedLastEnemyTurn': "+1 к воздействию, если это существо не двигалось в прошлый ход
 *    противника" (Гном-поджигатель s1_35): +1 when the target did not move in its controller's last
 *    turn, once that player has had a turn (mechanics/movement/moved-last-turn.ts; Gate.TurnEndMoves).
 *  - 'dieScale': "ранить … на 1-2-2" (Тергала s1_96): one die of the source as the feature executes picks
 *    the value of its `dieValues` (X-Y-Z, digest §5.1 scale), for every target (ruling s1_96).
 *  - 'eventPoison': "где X — величина отравления умершего существа" (Сеятель хвори s1_124): the poison
 *    value of the creature whose poison death fired the trigger (mechanics/triggers/poison-triggers.ts).
 *
 * Compiled to db.abAmountFrom (0 = a printed amount); features.ts adds `amountFromNow` to the
 * effect amount only for abilities with a non-zero code (one typed-array read per execution).
 */
import { CELLS, COLS, rowOf } from '../board.js';
import { Zone } from '../enums.js';
import { G, type GameState, NONE } from '../state.js';
import { woundsThisTurn } from './turn-record.js';
import { dieFor } from './strike-keywords.js';
import { rangedTier } from '../combat/strike-table.js';

export const enum AmountFrom { None = 0, OppositeMediumStrike = 1, WeakStrikeBehindTarget = 2, ShownCards = 3, TargetWoundsThisTurn = 4, TargetStayedLastEnemyTurn = 5, EventPoison = 6, DieScale = 7 }

/** The amount of source `src` for ability `a`, aimed at `tgt` (or -1), now. */
export function amountFromNow(s: GameState, src: number, tgt: number, a: number): number {
  const code = s.db.abAmountFrom[a]!;
  if (code === AmountFrom.ShownCards) return s.g[G.ShownLen + s.ctrl[src]!]!; // core/systems/prophecy.ts
  if (code === AmountFrom.TargetWoundsThisTurn) return tgt >= 0 ? woundsThisTurn(s, tgt) : 0;
  // "+1 …, если это существо не двигалось в прошлый ход противника" (Гном-поджигатель s1_35; moved-last-turn.ts).
  if (code === AmountFrom.TargetStayedLastEnemyTurn) return s.hooks.stayedLastTurnBonus(s, tgt);
  // "на X, где X — величина отравления умершего существа" (Сеятель хвори s1_124; mechanics/triggers/poison-triggers.ts).
  if (code === AmountFrom.EventPoison) return s.hooks.eventPoisonAmount(s);
  if (code === AmountFrom.DieScale) {
    // "ранить … на 1-2-2" (Тергала s1_96, ruling: one die, as it executes): the X-Y-Z by the source's die.
    const roll = dieFor(s, src);
    const v = s.db.abRangedValue[3 * a + rangedTier(roll) - 1]!;
    if (s.log) s.log.push(`  кубик ${roll} → ${v}`);
    return v;
  }
  if (code === AmountFrom.WeakStrikeBehindTarget) {
    if (tgt < 0 || s.zone[tgt] !== Zone.Field) return 0;
    const c = s.cell[tgt]!;
    const behind = c + (s.ctrl[tgt] === 0 ? -COLS : COLS);
    if (behind < 0 || behind >= CELLS) return 0;
    const o = s.board[behind]!;
    return o === NONE ? 0 : s.db.strike[3 * s.card[o]!]!;
  }
  if (code !== AmountFrom.OppositeMediumStrike || s.zone[src] !== Zone.Field) return 0;
  const c = s.cell[src]!;
  const r = rowOf(c) + (s.ctrl[src] === 0 ? 1 : -1);
  if (r < 0 || r > 5) return 0;
  const o = s.board[c + (s.ctrl[src] === 0 ? COLS : -COLS)]!;
  return o === NONE ? 0 : s.db.strike[3 * s.card[o]! + 1]!;
}
