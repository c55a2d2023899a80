/**
 * Card text as our own typed data: one `CardText` per set-1 card that has printed text.
 *
 * The printed stats and icons come from the generated `set1.ts`; a `CardText` adds the text
 * features (abilities, ranged attack, incarnation, incorporeality, squad restrictions) and says how
 * far the engine plays them. The Russian text is kept beside the data as the reference it was
 * written from (reference only: the engine never reads it).
 *
 * `support`:
 *  - 'implemented': every clause of the text is played;
 *  - 'partial': some clauses are played, the ones in `missing` are not;
 *  - 'unsupported': nothing of the text is played yet (`missing` says why).
 * A card that is not 'implemented' is flagged `Kw.UnsupportedText` in the compiled db, listed by
 * `berserk cards --coverage`, and reported by the simulator when a deck holds it. It is never
 * silently played as a vanilla body.
 */
import type { Ability } from './ability.js';
import type { CardDef } from './card.js';

export type Support = 'implemented' | 'partial' | 'unsupported';

export interface CardText {
  /** Collector number in set 1 (checked against the name by a test). */
  readonly number: number;
  readonly name: string;
  /** The printed Russian text, as reference. */
  readonly text: string;
  readonly support: Support;
  /** Each clause of the text the engine does not play, with the reason. Empty when implemented. */
  readonly missing?: readonly string[];
  readonly abilities?: readonly Ability[];
  readonly ranged?: CardDef['ranged'];
  readonly incarnation?: CardDef['incarnation'];
  readonly incorporeal?: true;
  readonly cannotJoinWith?: CardDef['cannotJoinWith'];
}
