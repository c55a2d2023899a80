/**
 * Readable names for actions (logs, the CLI, the bot protocol). Not used in the game loop.
 */
import {
  DEFEND,
  DEFEND_AUX,
  DEFEND_NONE,
  END_TURN,
  EXCHANGE_FULL,
  EXCHANGE_REDUCE,
  KEEP,
  ORDER_FIRST,
  ORDER_SECOND,
  PLACE,
  RECRUIT,
  RECRUIT_DONE,
  REDEAL,
  SELECT,
  SELECT_AUX,
  TARGET,
  TARGET_AUX,
  VERB,
  MAX_AUX,
  TARGET_STACK,
  PASS,
  TRIGGER,
  TRIGGER_SKIP,
  REPLACE,
  REPLACE_NONE,
  CHOOSE,
  CHOOSE_NONE,
  AMOUNT,
} from './core/action.js';
import { cellName } from './core/board.js';
import { Zone } from './core/enums.js';
import { G, type GameState, listAt, listLen } from './core/state.js';
import { label } from './core/instance.js';
import { isEitherChoice } from './core/systems/choice.js';
import { ordersShown } from './core/systems/prophecy.js';

const VERB_NAMES = ['перемещение', 'простой удар', 'дальняя атака'];

/** Describe action `a` in the context of the pending decision of `s` (call before applying it). */
export function actionToString(s: GameState, a: number): string {
  const p = s.g[G.Decider]!;
  if (a === ORDER_FIRST) return 'ходить первым';
  if (a === ORDER_SECOND) return 'ходить вторым';
  if (a === KEEP) return 'оставить раздачу';
  if (a === REDEAL) return 'пересдача';
  if (a >= RECRUIT && a < RECRUIT_DONE) {
    const k = a - RECRUIT;
    return k < listLen(s, p, Zone.Deal) ? `набрать ${label(s, listAt(s, p, Zone.Deal, k))}` : `набрать слот ${k}`;
  }
  if (a === RECRUIT_DONE) return 'закончить набор';
  if (a >= PLACE && a < END_TURN) return `поставить на ${cellName(a - PLACE)}`;
  if (a === END_TURN) return 'завершить ход';
  if (a >= SELECT && a < SELECT_AUX) return `выбрать ${cellName(a - SELECT)}`;
  if (a >= SELECT_AUX && a < VERB) return `выбрать доп. зона ${a - SELECT_AUX}`;
  if (a >= VERB && a < TARGET) return VERB_NAMES[a - VERB] ?? `способность ${a - VERB - 2}`;
  if (a >= TARGET && a < TARGET_AUX) return `цель ${cellName(a - TARGET)}`;
  if (a >= TARGET_AUX && a < DEFEND_NONE) {
    const k = a - TARGET_AUX;
    return `цель доп. зона P${((k / MAX_AUX) | 0) + 1}:${k % MAX_AUX}`;
  }
  if (a === DEFEND_NONE) return 'без защитника';
  if (a >= DEFEND && a < DEFEND_AUX) return `защитник ${cellName(a - DEFEND)}`;
  if (a >= DEFEND_AUX && a < EXCHANGE_FULL) return `защитник доп. зона ${a - DEFEND_AUX}`;
  if (a === EXCHANGE_FULL) return 'полный размен';
  if (a === EXCHANGE_REDUCE) return 'ослабить размен';
  if (a >= TARGET_STACK && a < PASS) return `цель: особенность №${a - TARGET_STACK + 1} в стеке`;
  if (a === PASS) return 'пас';
  if (a >= TRIGGER && a < TRIGGER_SKIP) return `объявить срабатывание ${a - TRIGGER + 1}`;
  if (a >= TRIGGER_SKIP && a < REPLACE) return `не использовать срабатывание ${a - TRIGGER_SKIP + 1}`;
  if (a >= REPLACE && a < REPLACE_NONE) {
    const c = s.choice[a - REPLACE]!;
    return `замещение: ${label(s, c & 0xff)}`;
  }
  if (a === REPLACE_NONE) return 'без замещения';
  if (a >= CHOOSE && a < CHOOSE_NONE) {
    const i = s.choice[a - CHOOSE]!;
    return `выбрать карту ${label(s, i)}`;
  }
  if (a === CHOOSE_NONE) return s.g[G.Selected]! >= 0 && s.g[G.Selected]! < s.g[G.StackLen]! && ordersShown(s, s.g[G.Selected]!) ? 'в показанном порядке' : 'не находить карту';
  if (a >= AMOUNT) return s.g[G.Selected]! >= 0 && s.g[G.Selected]! < s.g[G.StackLen]! && isEitherChoice(s, s.g[G.Selected]!) ? `вариант ${a - AMOUNT}` : `X = ${a - AMOUNT}`;
  return `действие ${a}`;
}
