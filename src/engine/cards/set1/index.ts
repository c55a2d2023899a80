/**
 * Every set-1 card text, by collector number, and the merge of text features into the printed
 * card definitions.
 */
import type { CardDef } from '../../vocab/card.js';
import type { CardText } from '../../vocab/card-text.js';
import { STEPPE_TEXT } from './steppe.js';
import { MOUNTAIN_TEXT } from './mountain.js';
import { FOREST_TEXT } from './forest.js';
import { SWAMP_TEXT } from './swamp.js';
import { DARKNESS_TEXT } from './darkness.js';
import { NEUTRAL_TEXT } from './neutral.js';

export const SET1_TEXT: readonly CardText[] = [...STEPPE_TEXT, ...MOUNTAIN_TEXT, ...FOREST_TEXT, ...SWAMP_TEXT, ...DARKNESS_TEXT, ...NEUTRAL_TEXT];

/**
 * The printed definition with its text features added. A card without a `CardText` keeps its
 * printed definition (a card with no text is fully implemented by its stats and icons).
 */
export function withText(def: CardDef, t: CardText | undefined): CardDef {
  if (!t) return def;
  const out: { -readonly [K in keyof CardDef]: CardDef[K] } = { ...def, support: t.support };
  if (t.missing && t.missing.length > 0) out.missing = t.missing;
  if (t.abilities) out.abilities = t.abilities;
  if (t.ranged) out.ranged = t.ranged;
  if (t.incarnation !== undefined) out.incarnation = t.incarnation;
  if (t.incorporeal) out.incorporeal = t.incorporeal;
  if (t.cannotJoinWith) out.cannotJoinWith = t.cannotJoinWith;
  return out;
}

/** Set-1 definitions with their text features, in collector order. */
export function mergeSet1(printed: readonly CardDef[]): CardDef[] {
  const byNumber = new Map<number, CardText>();
  for (const t of SET1_TEXT) byNumber.set(t.number, t);
  return printed.map((d) => withText(d, byNumber.get(d.number)));
}
