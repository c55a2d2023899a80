/**
 * Action ids: one small integer per choice, in a single global space so that a fixed-size action
 * mask covers every decision (OpenSpiel style). Each decision kind owns a contiguous range:
 *
 *   range                      decision   meaning
 *   ORDER_FIRST, ORDER_SECOND  Order      go first / go second
 *   KEEP, REDEAL               Redeal     keep the deal / redeal for 1 gold
 *   RECRUIT + slot (0..14)     Recruit    recruit the card in that deal slot
 *   RECRUIT_DONE               Recruit    finish recruiting
 *   PLACE + cell (0..29)       Place      put the next ground creature on that cell
 *   END_TURN                   Main       end the turn
 *   SELECT + cell              Main       act with the card on that cell
 *   SELECT_AUX + slot          Main       act with the card in that auxiliary slot (own zone)
 *   VERB + verb                Verb       Verb.Move / Strike / Ranged, Verb.Ability + k (the card's k-th
 *                                         activated ability)
 *   TARGET + cell              Target     a battlefield cell
 *   TARGET_AUX + seat*16+slot  Target     a card in a seat's auxiliary zone
 *   DEFEND_NONE                Defender   no defender
 *   DEFEND + cell              Defender   the defender on that cell
 *   DEFEND_AUX + slot          Defender   the defender in that (own) auxiliary slot
 *   EXCHANGE_FULL, _REDUCE     Exchange   keep both strikes / weaken both by one step
 *   TARGET_STACK + index       Target     a feature on the stack (518 cancel)
 *   PASS                       Priority   pass priority
 *   (SELECT, SELECT_AUX)       Priority   a card whose instant ability to use
 *   TRIGGER + k                Trigger    declare the k-th collected trigger next (511.7)
 *   TRIGGER_SKIP + k           Trigger    decline that optional ("может") trigger
 *   REPLACE + k                Replacement  apply the k-th applicable replacement effect (534.4.1)
 *   REPLACE_NONE               Replacement  apply none (all applicable ones are optional)
 *   CHOOSE + k (k < 50)        Choose     summon / resurrect the k-th candidate card (535.5.1)
 *   CHOOSE_NONE                Choose     find nothing (the declaration is still paid)
 *   AMOUNT + x (x < 16)        Amount     pay x counters for an "X{counter}" cost (core/systems/counters.ts)
 *
 * `legalActions` writes the legal ids of the pending decision in ascending order.
 */
import { CELLS } from './board.js';

export const MAX_AUX = 16;
export const DEAL_SIZE = 15;

export const ORDER_FIRST = 0;
export const ORDER_SECOND = 1;
export const KEEP = 2;
export const REDEAL = 3;
export const RECRUIT = 4;
export const RECRUIT_DONE = RECRUIT + DEAL_SIZE;
export const PLACE = RECRUIT_DONE + 1;
export const END_TURN = PLACE + CELLS;
export const SELECT = END_TURN + 1;
export const SELECT_AUX = SELECT + CELLS;
export const VERB = SELECT_AUX + MAX_AUX;
export const VERB_SLOTS = 16;
export const TARGET = VERB + VERB_SLOTS;
export const TARGET_AUX = TARGET + CELLS;
export const DEFEND_NONE = TARGET_AUX + 2 * MAX_AUX;
export const DEFEND = DEFEND_NONE + 1;
export const DEFEND_AUX = DEFEND + CELLS;
export const EXCHANGE_FULL = DEFEND_AUX + MAX_AUX;
export const EXCHANGE_REDUCE = EXCHANGE_FULL + 1;
export const TARGET_STACK = EXCHANGE_REDUCE + 1;
export const PASS = TARGET_STACK + 16;
export const TRIGGER = PASS + 1;
export const TRIGGER_SKIP = TRIGGER + 16;
export const REPLACE = TRIGGER_SKIP + 16;
export const REPLACE_NONE = REPLACE + 16;
export const CHOOSE = REPLACE_NONE + 1;
export const CHOOSE_NONE = CHOOSE + 50;
export const AMOUNT = CHOOSE_NONE + 1;
/** X of an "X{counter}" cost is at most this − 1. */
export const AMOUNT_SLOTS = 16;
/** Size of the action space (for masks). */
export const NUM_ACTIONS = AMOUNT + AMOUNT_SLOTS;
/** Upper bound on the number of legal actions at any decision: size caller buffers with it. */
export const MAX_LEGAL = 128;
