/**
 * The compile-time half of the extension contract (core/hooks.ts is the run-time half): what
 * compileCardDb asks of mechanics while it builds a CardDb. `mechanics/index.ts` writes it
 * (`MECHANIC_COMPILE`); the compiler imports nothing else from `mechanics/` (docs/architecture.md, R5).
 *
 * Extra card rows are declared row plans, appended in this order after the printed cards: the
 * featureless twins (a card that takes features), the armed twins (a card that grants a magic strike),
 * the copier's rows with each set of donated features, the formation copier's rows.
 */
import type { CardDef } from '../vocab/card.js';
import type { MechanicCompile } from '../core/hooks.js';
export type { CardColumn, CompileSink, MechanicCompile } from '../core/hooks.js';

/** The card whose rows copy features, and the donors (card indices) whose features its rows take. */
export interface CopyRowPlan {
  copier: number;
  donors: number[];
}

export interface CompilePasses {
  /** Some card takes features ("теряет все особенности"): every card gets a featureless twin row. */
  needsTwins(printed: readonly CardDef[]): boolean;
  /** The featureless twin of card d. */
  featurelessTwin(d: CardDef): CardDef;
  /** The bonus of the magic strike some card grants, or -1 when none does (then no armed twins). */
  grantedStrikeBonus(printed: readonly CardDef[]): number;
  /** The armed twin of card d: d with the granted strike of `bonus`. */
  armedTwin(d: CardDef, bonus: number): CardDef;
  /** The feature copier and its donors (copier -1: none). */
  copyPlan(printed: readonly CardDef[]): CopyRowPlan;
  /** The copier's rows, one per set of donated features. */
  copyRows(printed: readonly CardDef[], copier: number, donors: readonly number[]): CardDef[];
  /** The formation copier and its donors (copier -1: none). */
  formationCopyPlan(printed: readonly CardDef[]): CopyRowPlan;
  /** The formation copier's rows, one per set of donors' Строй bonuses. */
  formationCopyRows(printed: readonly CardDef[], copier: number, donors: readonly number[]): CardDef[];
  /** The grant code of "следующий бросок …": n and its max, 0..15 each (throws outside). */
  nextThrowCode(n: number, max: number): number;
  /** The compile sinks of the mechanics that own ability fields or effect ops (mechanics/ids.ts), in mechanic-id order. */
  readonly mechanics: readonly MechanicCompile[];
}
