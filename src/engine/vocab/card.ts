/**
 * Static card definitions: what is printed on a card, in our own format.
 *
 * A `CardDef` is immutable data shared by every game and every worker. The engine never reads
 * these objects in its hot loop: `compileCardDb` (db.ts) turns a list of them into flat typed
 * arrays indexed by card index. Card text is NOT stored here (it belongs to the publisher); the
 * abilities are written as our own typed data by the card-pool work, and `hasText` marks a card
 * whose printed text carries abilities.
 */

/** The five elements, plus neutral (neutral never counts towards the element penalty, digest §1.3). */
import type { Ability } from './ability.js';

export type Element = 'steppe' | 'mountain' | 'forest' | 'swamp' | 'darkness' | 'neutral';

/** Card types of set 1 (208.1): ground creatures and flyers. Later sets add symbiotes, artifacts, terrain. */
export type CardType = 'creature' | 'flyer';

/**
 * Icon keywords printed in the icon column (cards/README §2). Numeric ones carry their value.
 * ova: Опыт в атаке; ovz: Опыт в защите; armor: Броня; regen: Регенерация; direct: Направленный удар;
 * zoo: защита от отравления; zot: от метания; zov: от выстрелов; zom: от магии; zoz: от заклинаний;
 * zor: от разрядов; zoal: от летающих.
 */
export interface Icons {
  readonly ova?: number;
  readonly ovz?: number;
  readonly armor?: number;
  readonly regen?: number;
  readonly direct?: true;
  readonly zoo?: true;
  readonly zot?: true;
  readonly zov?: true;
  readonly zom?: true;
  readonly zoz?: true;
  readonly zor?: true;
  readonly zoal?: true;
}

export interface CardDef {
  /** Set code, e.g. 's1'. */
  readonly set: string;
  /** Collector number within the set. */
  readonly number: number;
  /** Stable id, `s1_26` style. */
  readonly id: string;
  /** Russian name, as printed (ё form). */
  readonly name: string;
  readonly element: Element;
  /** Crystal cost. */
  readonly cost: number;
  /** Elite (gold icon): paid only with gold. */
  readonly elite: boolean;
  /** Crown: at most one card of this name in a squad (and graveyard, per the current glossary). */
  readonly unique: boolean;
  readonly type: CardType;
  readonly classes: readonly string[];
  readonly life: number;
  /** Movement allowance; null for flyers. */
  readonly move: number | null;
  /** Simple strike: weak, medium, strong. */
  readonly strike: readonly [number, number, number];
  readonly icons: Icons;
  /** The printed card has ability text beyond its icons (implemented by the card-pool work). */
  readonly hasText: boolean;
  /** A ranged attack the card can make for {tap} (digest §5.1, §5.6). Optional ability data. */
  readonly ranged?: RangedSpec;
  /** 535.9: "не может быть взята в отряд с [текст]": the squad may not also hold these. */
  readonly cannotJoinWith?: { readonly names?: readonly string[]; readonly classes?: readonly string[] };
  /** Бестелесность (digest §5.9). */
  readonly incorporeal?: true;
  /** Text features as typed data (vocab/ability.ts). */
  readonly abilities?: readonly Ability[];
  /** "инкарнация X" (535.7); a named feature: with several values only the largest applies (535.7.4). */
  readonly incarnation?: number | readonly number[];
  /**
   * How far the engine plays the printed text (vocab/card-text.ts). Absent on a card with text =
   * 'unsupported'; absent on a card without text = nothing to play.
   */
  readonly support?: 'implemented' | 'partial' | 'unsupported';
  /** The clauses of the text the engine does not play, with the reason. */
  readonly missing?: readonly string[];
}

/** Ranged attack kinds with an X-Y-Z die scale (digest §5.1). */
export type RangedKind = 'shot' | 'throw' | 'discharge' | 'throughRow' | 'magic';

/** "{tap}: Выстрел на X-Y-Z, дальность R". `range` absent = no limit (digest §2.1). */
export interface RangedSpec {
  readonly kind: RangedKind;
  readonly values: readonly [number, number, number];
  readonly range?: number;
  /** "Может стрелять по стоящим рядом картам" (may target adjacent cards). */
  readonly adjacentAllowed?: true;
}
