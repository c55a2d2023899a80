/**
 * What a positional action id's k-th item is (`serve-env --action-features`): for each legal
 * positional action of a step record — a collected trigger to declare or decline, a replacement
 * effect, a candidate card, an activated ability of the selected card, a feature on the stack —
 * one fixed-width entry naming its source card (by card index and by its slot in the observation
 * tensor), the ability (the card that prints it and its index among that card's abilities) and its
 * target's slot. Entries follow the step frame's records (docs/bot-protocol-v2.md § Action features).
 *
 * Read from the acting seat's view (observe.ts: its trigger, choice and stack lists are the real
 * ones, its cards are masked), so an entry tells nothing the seat cannot see: the source card of a
 * card it cannot see is 0 and so are that card's ability fields.
 */
import * as A from '../engine/core/action.js';
import { Feat, Tgt, Verb, Zone } from '../engine/core/enums.js';
import { G, type GameState, MAX_INST, ST, St, TR, Tr } from '../engine/core/state.js';
import { abilityOwner, cardRef, tensorSlotOf } from './infostate.js';
import { isPositional } from './action-table.js';

export { isPositional };

/** Entry fields, each an i16 (u16 for env), in this order; [name, meaning]. */
export const ACTION_FEATURE_FIELDS: readonly (readonly [string, string])[] = [
  ['env', 'env index (u16)'],
  ['action', 'the legal v2 action id the entry describes (as sent: canonical with --perspective canonical)'],
  ['item', 'what the k-th item is: 1 a collected trigger to declare, 2 a collected optional trigger to decline, 3 a replacement effect, 4 a candidate card (Choose), 5 an activated ability of the selected card (Verb), 6 a feature on the stack (Target)'],
  ['zone', 'zone of the source card: 1 deck, 2 deal, 3 squad, 4 battlefield, 5 auxiliary zone, 6 graveyard, 7 exile, 8 technical hand; 0 none'],
  ['own', '1 if the acting seat controls the source card (owns it, for a card not in play), else 0'],
  ['card', 'the source card: card index + 1 (as the tensor\'s `card`), 0 = not known to the acting seat'],
  ['slot', 'the source card\'s slot in the observation tensor (cells 0–29, own aux 30–45, opponent aux 46–61, own deal 62–76), −1 = not in the tensor'],
  ['ability_card', 'the card that prints the ability (card index + 1; it differs from `card` for a granted ability), 0 = no ability or not known'],
  ['ability', 'index of the ability among that card\'s abilities (0 = its first), −1 = none'],
  ['target', 'tensor slot of the item\'s subject or target card (a trigger\'s subject, a stack item\'s target), −1 = none or not in the tensor'],
];
export const ACTION_FEATURE_BYTES = 2 * ACTION_FEATURE_FIELDS.length;

/** Item kinds (the `item` field). */
export const enum Item {
  Trigger = 1,
  TriggerDecline = 2,
  Replacement = 3,
  Candidate = 4,
  Ability = 5,
  StackItem = 6,
}

/**
 * Write the entry of engine action `a` (positional; isPositional) at byte `o` of `dv`: env `env`,
 * v2 id `sent`, from seat `seat`'s view `v` of the pending decision. Returns false (nothing
 * written) when `a` is not positional.
 */
export function writeActionFeature(dv: DataView, o: number, env: number, sent: number, v: GameState, seat: number, a: number, canonical: boolean): boolean {
  let item: number;
  let src = -1;
  let ab = -1;
  let tgt = -1;
  if (a >= A.TRIGGER && a < A.REPLACE) {
    const k = a >= A.TRIGGER_SKIP ? a - A.TRIGGER_SKIP : a - A.TRIGGER;
    item = a >= A.TRIGGER_SKIP ? Item.TriggerDecline : Item.Trigger;
    src = v.trig[k * TR + Tr.Inst]!;
    ab = v.trig[k * TR + Tr.Abil]!;
    tgt = v.trig[k * TR + Tr.Subject]!;
  } else if (a >= A.REPLACE && a < A.REPLACE_NONE) {
    item = Item.Replacement;
    const c = v.choice[a - A.REPLACE]!;
    src = c & 0xff;
    ab = c >> 8;
  } else if (a >= A.CHOOSE && a < A.CHOOSE_NONE) {
    item = Item.Candidate;
    src = v.choice[a - A.CHOOSE]!;
  } else if (a >= A.VERB + Verb.Ability && a < A.TARGET) {
    item = Item.Ability;
    src = v.g[G.Selected]!;
    const c = src >= 0 ? v.card[src]! : -1;
    if (c >= 0 && c < v.db.unknown) ab = v.db.abilStart[c]! + (a - A.VERB - Verb.Ability);
  } else if (a >= A.TARGET_STACK && a < A.PASS) {
    item = Item.StackItem;
    const so = (a - A.TARGET_STACK) * ST;
    src = v.stack[so + St.Src]!;
    const feat = v.stack[so + St.Feat]!;
    if (feat >= Feat.Ability) ab = feat - Feat.Ability;
    tgt = v.stack[so + St.Tgt]!;
  } else return false;
  if (!isPositional(a)) return false;
  const valid = src >= 0 && src < MAX_INST && v.zone[src] !== Zone.None;
  const card = valid ? cardRef(v, src) : 0;
  const owner = card !== 0 && ab >= 0 ? abilityOwner(v, ab) : -1;
  const zone = valid ? v.zone[src]! : 0;
  const inPlay = zone === Zone.Field || zone === Zone.Aux;
  dv.setUint16(o, env, true);
  dv.setInt16(o + 2, sent, true);
  dv.setInt16(o + 4, item, true);
  dv.setInt16(o + 6, zone, true);
  dv.setInt16(o + 8, valid && (inPlay ? v.ctrl[src] : v.owner[src]) === seat ? 1 : 0, true);
  dv.setInt16(o + 10, card, true);
  dv.setInt16(o + 12, valid ? tensorSlotOf(v, seat, src, canonical) : -1, true);
  dv.setInt16(o + 14, owner >= 0 ? owner + 1 : 0, true);
  dv.setInt16(o + 16, owner >= 0 ? ab - v.db.abilStart[owner]! : -1, true);
  // A stack item's target may be another stack item (a cancel: St.Tgt is then a stack index); only cards count here.
  const tgtCard = item === Item.StackItem && ab >= 0 && isItemTarget(v, ab) ? -1 : tgt;
  dv.setInt16(o + 18, tgtCard >= 0 ? tensorSlotOf(v, seat, tgtCard, canonical) : -1, true);
  return true;
}

function isItemTarget(v: GameState, ab: number): boolean {
  const spec = v.db.abTarget[ab]!;
  return spec === Tgt.EnemyStackItem || spec === Tgt.ExecutingStrike || spec === Tgt.DeclaredFeature;
}
