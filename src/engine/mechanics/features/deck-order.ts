/**
 * Ordering the top of the own deck: "В конце хода противника вы можете посмотреть 3 верхние карты
 * вашей колоды, затем положить их на верх или в низ вашей колоды в любом порядке, не перемешивая
 * колоду" (Ведунья Ордена s1_173).
 *
 * Vocabulary: the effect `{ op: 'arrangeDeck', amount: N }` (N ≤ 3). When the feature executes, its
 * controller answers a Decision.Choice: AMOUNT + (where · 6 + perm), where 0 = on top, 1 = at the
 * bottom, and perm (0..5) the order of the N cards, read from the current top down (PERMS); all N
 * go to the same end (ruling s1_173). With fewer than N cards in the deck nothing happens (ruling:
 * with two cards left they cannot be swapped). Nothing is shuffled.
 *
 * Observations (observe.ts) keep every deck in instance order, so an agent does not see the top N
 * order it arranges; the choice itself is the player's, as the text says.
 *
 * Engine cost: MechOp.ArrangeDeck is tested only in stepAbility's effect dispatch (features.ts) and in
 * the sub-decision owner (core/systems/choice.ts choiceOwner).
 */
import { Feat, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St, listLen, listPop, listPush, listUnshift } from '../../core/state.js';
import { itemField } from '../../core/stack.js';
import { AMOUNT } from '../../core/action.js';
import { seatName } from '../../core/instance.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';

/** The orders of three cards: PERMS[3·perm + j] = which of the current top three (0 = top) goes j-th from the top. */
const PERMS = [0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0];
const scratch = new Int32Array(3);

/** The feature at stack index k (ability a, MechOp.ArrangeDeck) executes: ask its controller, if its deck holds N cards. */
export function beginArrange(s: GameState, k: number, a: number): void {
  const p = itemField(s, k, St.Ctrl);
  if (listLen(s, p, Zone.Deck) < s.db.abAmount[a]!) {
    if (s.log) s.log.push(`  в колоде ${seatName(p)} меньше ${s.db.abAmount[a]} карт: ничего не происходит`);
    return;
  }
  askChoice(s, k, p);
}

/** Legal answers: top or bottom × the orders of N cards (N! of them). */
export function legalArrange(s: GameState, k: number, out: Int32Array): number {
  const nCards = s.db.abAmount[itemField(s, k, St.Feat) - Feat.Ability]!;
  const orders = nCards >= 3 ? 6 : nCards === 2 ? 2 : 1;
  let n = 0;
  for (let where = 0; where < 2; where++) for (let perm = 0; perm < orders; perm++) out[n++] = AMOUNT + where * 6 + perm;
  return n;
}

/** Apply the chosen arrangement of the feature at stack index k. */
export function applyArrange(s: GameState, k: number, action: number): void {
  const p = s.g[G.Decider]!;
  const nCards = Math.min(3, s.db.abAmount[itemField(s, k, St.Feat) - Feat.Ability]!);
  const code = action - AMOUNT;
  const bottom = code >= 6;
  const perm = code % 6;
  for (let j = 0; j < nCards; j++) scratch[j] = listPop(s, p, Zone.Deck); // scratch[0] = the top card
  const order = nCards === 3 ? perm : nCards === 2 ? (perm === 0 ? 0 : 2) : 0; // 2 cards: PERMS rows 0 (0,1) and 2 (1,0)
  if (!bottom) {
    // Push the lowest first: the last pushed is the top.
    for (let j = nCards - 1; j >= 0; j--) listPush(s, p, Zone.Deck, scratch[PERMS[3 * order + j]!]!);
  } else {
    // Unshift the highest first: the last unshifted is the bottom card.
    for (let j = 0; j < nCards; j++) listUnshift(s, p, Zone.Deck, scratch[PERMS[3 * order + j]!]!);
  }
  if (s.log) s.log.push(`  ${seatName(p)} кладёт ${nCards} верхние карты ${bottom ? 'вниз' : 'наверх'} колоды (порядок ${perm + 1})`);
  s.g[G.Selected] = NONE;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'arrangeDeck' is this mechanic's op (mechanics/ids.ts MechOp.ArrangeDeck); its amount is the core's column. */
export const DECK_ORDER_COMPILE: MechanicCompile = {
  name: 'deckOrder',
  ops: { arrangeDeck: MechOp.ArrangeDeck },
  owns: () => false,
  compile() {},
};
